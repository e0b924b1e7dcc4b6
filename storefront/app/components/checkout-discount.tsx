import { DiscountForm } from '../../src/features/coupons/components/discount-form';
import { useCouponCalls } from '../lib/coupon-calls';

/** Checkout's "Apply Discount Code": the cart's code applied or canceled, then the order summary's totals asked for again. */
export function CheckoutDiscount({ appliedCode, refreshTotals }: { appliedCode: string | undefined; refreshTotals: () => Promise<void> }) {
  const coupon = useCouponCalls();
  return (
    <DiscountForm
      appliedCode={appliedCode}
      apply={async (code) => {
        await coupon.apply(code);
        await refreshTotals();
      }}
      cancel={async () => {
        await coupon.cancel();
        await refreshTotals();
      }}
      className="mt-6 border-t"
    />
  );
}
