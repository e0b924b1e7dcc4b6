import { useEffect, useMemo, useState } from 'react';
import { Loader } from '@shop/ui/loader';
import type { CustomerPasswordOptions } from '@shop/ui/validation';
import { TEXTS } from '../../../config/constants';
import type { HttpClient } from '../../../lib/http';
import { createAccount, createCheckoutCalls, fetchLastOrder } from '../api';
import type { LastOrder } from '../model';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';
import { CheckoutSuccess } from './checkout-success';
import { logger } from '@shop/ui/logger';

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

/** The success page's body: the order this session placed (call `lastOrder`), and a guest's account offer. */
export function CheckoutSuccessPage({
  http,
  passwordRules,
  onOrder,
}: Connection & { passwordRules: CustomerPasswordOptions; /** Told of the order once loaded (analytics' purchase). */ onOrder?: (order: LastOrder) => void }) {
  // undefined while loading, null when this session placed no order.
  const [order, setOrder] = useState<LastOrder | null | undefined>();

  useEffect(() => {
    let current = true;
    void http()
      .then(fetchLastOrder)
      .then(
        (answer) => {
          if (!current) return;
          setOrder(answer);
          if (answer) onOrder?.(answer);
        },
        (error: unknown) => {
          logger.error('The last order could not be loaded', error);
          if (current) setOrder(null);
        },
      );
    return () => {
      current = false;
    };
    // The order is loaded once per page; a new `onOrder` does not load it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http]);

  return (
    <div className="relative min-h-[14rem]" data-slot="checkout-success-page" data-state={order === undefined ? 'loading' : 'ready'}>
      {order === undefined ? (
        <Loader active text={TEXTS.loading} />
      ) : (
        <CheckoutSuccess order={order} passwordRules={passwordRules} onCreateAccount={async (values) => createAccount(await http(), values)} />
      )}
    </div>
  );
}
