import { useMemo } from 'react';
import { useShopCall } from './shop-call';

const couponsContract = () => import('../../src/features/coupons/contract');

/**
 * The "Apply Discount Code" block's calls, bound to the page's client: a refusal (a code that is
 * not valid) is an answer, its message shown in the messages area, which the post reloads with the cart.
 */
export function useCouponCalls(): { apply: (code: string) => Promise<unknown>; cancel: () => Promise<unknown> } {
  const apply = useShopCall(couponsContract, 'couponApply', { refusalIsAnswer: true });
  const cancel = useShopCall(couponsContract, 'couponCancel', { refusalIsAnswer: true });
  return useMemo(() => ({ apply: (code: string) => apply({ coupon_code: code }), cancel: () => cancel({}) }), [apply, cancel]);
}
