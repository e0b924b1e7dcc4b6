import { useMemo } from 'react';
import type { HttpClient } from '../../../lib/http';
import { createCheckoutCalls } from '../api';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';

export interface Connection {
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
