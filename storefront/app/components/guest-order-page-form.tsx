import { GuestOrderForm } from '../../src/features/guest-orders/components/guest-order-form';
import { useShopCall } from '../lib/shop-call';

/** Orders and Returns' form with the shop's lookup call (the client adds the form_key; a refusal's message is shown). */
export function GuestOrderPageForm() {
  const lookup = useShopCall(() => import('../../src/features/guest-orders/contract'), 'guestOrderLookup', { refusalIsAnswer: true });
  return <GuestOrderForm lookup={(values) => lookup(values)} />;
}
