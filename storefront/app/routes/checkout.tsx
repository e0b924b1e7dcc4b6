import { lazy, Suspense, useEffect } from 'react';
import { decideCheckout } from '../../src/features/checkout-entry/model';
import { Loader } from '@shop/ui/loader';
import { TEXTS } from '../../src/config/constants';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import { useCheckoutEntry } from '../lib/use-checkout-entry';
import { useSection } from '../../src/features/customer-data/hooks';
import type { Route } from './+types/checkout';

// The summary draws the server's price markup through the sanitizer: it comes with the private content.
const CheckoutSummary = lazy(() => import('../components/checkout-summary').then((module) => ({ default: module.CheckoutSummary })));

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return [{ title: pageTitle('Checkout') }, { name: 'robots', content: 'noindex' }];
}

/**
 * /checkout, the checkout entry: who is checking out and what. A guest whose cart does
 * not allow guest checkout is asked to sign in (the authentication popup) first.
 */
export default function CheckoutPage() {
  const { settings } = useShopRuntime();
  const customer = useSection('customer');
  const cart = useSection('cart');
  const checkout = useCheckoutEntry();
  const known = customer !== undefined && cart !== undefined;
  const needsLogin =
    known &&
    decideCheckout({
      firstname: customer.firstname,
      isGuestCheckoutAllowed: cart.isGuestCheckoutAllowed ?? settings.isGuestCheckoutAllowed,
      isRedirectRequired: false,
    }) !== 'checkout';
  const { openLogin } = checkout;

  useEffect(() => {
    if (needsLogin) openLogin();
    // Opened once when the sections say so; closing it leaves the page as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLogin]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">Checkout</h1>
      <div className="relative min-h-[16rem]" data-slot="checkout-entry" data-state={!known ? 'loading' : needsLogin ? 'login' : 'ready'}>
        {!known ? <Loader active text={TEXTS.loading} /> : null}
        {known && cart.items.length === 0 ? (
          <p className="text-lg">
            {TEXTS.cartEmpty}{' '}
            <a href="/" className="font-semibold text-brand-700 underline underline-offset-4">
              Continue Shopping
            </a>
          </p>
        ) : null}
        {known && cart.items.length > 0 && needsLogin ? (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="rounded-md bg-warning-50 px-4 py-3 text-warning-700">
              {TEXTS.guestCheckoutDisabled}
            </p>
            <button type="button" onClick={openLogin} className="font-semibold text-brand-700 underline underline-offset-4">
              Sign In
            </button>
          </div>
        ) : null}
        {known && cart.items.length > 0 && !needsLogin ? (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="checkout-who" className="flex flex-col gap-3">
              <h2 id="checkout-who" className="text-xl font-bold">
                {customer.firstname ? `Checking out as ${customer.firstname}` : 'Checking out as a guest'}
              </h2>
              <p className="text-neutral-700">Shipping and payment are the next steps of checkout.</p>
            </section>
            <Suspense fallback={<div className="min-h-[10rem] rounded-lg bg-neutral-50" />}>
              <CheckoutSummary cart={cart} />
            </Suspense>
          </div>
        ) : null}
      </div>
      {checkout.loginPopup}
    </div>
  );
}
