import { useEffect } from 'react';
import type { CustomerPasswordOptions } from '@shop/ui/validation';
import { createAccount } from '../api';
import type { LastOrder } from '../model';
import type { Connection } from './checkout-pages';
import { CheckoutSuccess } from './checkout-success';
import { useStoreField } from '../../store-views/hooks';

/**
 * The success page's body: the order this session placed (read by the route's loader, so it comes
 * with the page) and a guest's account offer. The route loads this module lazily; the server renders
 * it into the page, and the browser hydrates it once the module is there. Apart from the checkout's
 * steps (`checkout-pages.tsx`), which this page does not load.
 */
export function CheckoutSuccessPage({
  http,
  order,
  passwordRules,
  onOrder,
}: Connection & {
  order: LastOrder | null;
  passwordRules: CustomerPasswordOptions;
  /** Told of the order once the page runs (analytics' purchase). */
  onOrder?: (order: LastOrder) => void;
}) {
  useEffect(() => {
    if (order) onOrder?.(order);
    // Told once per page; a new `onOrder` does not tell it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order]);
  // The view of the page: the welcome mail links to its My Account page.
  const store = useStoreField();

  return (
    <div data-slot="checkout-success-page">
      <CheckoutSuccess order={order} passwordRules={passwordRules} onCreateAccount={async (values) => createAccount(await http(), { ...values, ...store })} />
    </div>
  );
}
