import { useEffect, useMemo } from 'react';
import type { CustomerPasswordOptions } from '@shop/ui/validation';
import type { HttpClient } from '../../../lib/http';
import { createAccount, createCheckoutCalls } from '../api';
import type { LastOrder } from '../model';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';
import { CheckoutSuccess } from './checkout-success';
import { useStoreField } from '../../store-views/hooks';

interface Connection {
  /** The shop's HTTP client (it knows the calls' addresses, carries the form_key and reloads sections after a POST). */
  http: () => Promise<HttpClient>;
}

/**
 * The checkout steps bound to the shop's calls. The route loads this module lazily, so the
 * steps, the rules and the contracts are downloaded on /checkout only, after the first paint.
 */
export function CheckoutPageFlow({ http, ...props }: Connection & Omit<CheckoutFlowProps, 'calls'>) {
  const calls = useMemo(() => createCheckoutCalls(http), [http]);
  return <CheckoutFlow calls={calls} {...props} />;
}

/**
 * The success page's body: the order this session placed (read by the route's loader, so it comes
 * with the page) and a guest's account offer. The route loads this module lazily; the server renders
 * it into the page, and the browser hydrates it once the module is there.
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
