import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { decideCheckout } from '../../src/features/checkout-entry/model';
import type { PlacedOrder } from '../../src/features/checkout/model';
import { Loader } from '@shop/ui/loader';
import { t } from '@shop/ui/i18n';
import { TEXTS } from '../../src/config/constants';
import { publicCacheHeaders } from '../lib/cache';
import { noindexMeta } from '../lib/meta';
import { useServicesWithPage } from '../lib/shop-runtime';
import { useCheckoutEntry } from '../lib/use-checkout-entry';
import { useTrackOnce } from '../lib/use-track-once';
import { useSection } from '../../src/features/customer-data/hooks';
import type { Route } from './+types/checkout';
import { useViewPath } from '../../src/features/store-views/hooks';

// The steps (the kit's address and payment card forms, the rules and contracts behind them) load
// with the private content, after the page's first paint, and only on this page.
const CheckoutPageFlow = lazy(() => import('../../src/features/checkout/components/checkout-pages').then((module) => ({ default: module.CheckoutPageFlow })));

// "Apply Discount Code" of the Review & Payments step: with the step, never with the page.
const CheckoutDiscount = lazy(() => import('../components/checkout-discount').then((module) => ({ default: module.CheckoutDiscount })));

function CheckoutDiscountBlock(props: { appliedCode: string | undefined; refreshTotals: () => Promise<void> }) {
  return (
    <Suspense fallback={<div className="min-h-[3.25rem]" />}>
      <CheckoutDiscount {...props} />
    </Suspense>
  );
}

/** The space the steps take while their code and the sections load, so nothing below jumps. */
const STEPS_PLACEHOLDER = 'min-h-[40rem] rounded-lg bg-neutral-50';

export function headers() {
  return publicCacheHeaders;
}

export function meta(_: Route.MetaArgs) {
  return noindexMeta(t('Checkout'));
}

/**
 * /checkout: Luma's one-page checkout (Shipping, then Review & Payments, the order summary
 * beside them). A guest whose cart does not allow guest checkout is asked to sign in (the
 * authentication popup) first. The page itself is public; the steps start with the sections.
 */
export default function CheckoutPage() {
  // The steps start with the cart and customer sections.
  const runtime = useServicesWithPage();
  const { settings } = runtime;
  const navigate = useNavigate();
  const inView = useViewPath();
  const http = useMemo(() => async () => (await runtime.services()).http, [runtime]);
  // Once placed, the emptied cart arriving before the success page must not show 'no items'.
  const [placed, setPlaced] = useState(false);
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
  const showsSteps = known && !placed && cart.items.length > 0 && !needsLogin;
  // begin_checkout once, when the steps first show for the cart.
  useTrackOnce(showsSteps ? 'checkout' : null, (analytics) => {
    if (cart) analytics.checkoutStarted(cart);
  });
  const onPlaced = (order: PlacedOrder) => {
    setPlaced(true);
    // The success page (the server names it) in the app: the mini cart, reloaded after the POST, stays emptied.
    void navigate(order.redirect_url);
  };

  useEffect(() => {
    if (needsLogin) openLogin();
    // Opened once when the sections say so; closing it leaves the page as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsLogin]);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t('Checkout')}</h1>
      <div className="relative min-h-[40rem]" data-slot="checkout-entry" data-state={!known || placed ? 'loading' : needsLogin ? 'login' : 'ready'}>
        {!known || placed ? <Loader active text={TEXTS.loading} /> : null}
        {known && !placed && cart.items.length === 0 ? (
          <p className="text-lg">
            {TEXTS.cartEmpty}{' '}
            <a href={inView('/')} className="font-semibold text-brand-700 underline underline-offset-4">
              {t('Continue Shopping')}
            </a>
          </p>
        ) : null}
        {/* SPEC.md §8: the message only when there is no popup (it was closed); the popup says it all. */}
        {known && cart.items.length > 0 && needsLogin && !checkout.loginOpen ? (
          <div className="flex flex-col items-start gap-4">
            <p role="alert" className="rounded-md bg-warning-50 px-4 py-3 text-warning-700">
              {TEXTS.guestCheckoutDisabled}
            </p>
            <button type="button" onClick={openLogin} className="font-semibold text-brand-700 underline underline-offset-4">
              {t('Sign In')}
            </button>
          </div>
        ) : null}
        {known && !placed && cart.items.length > 0 && !needsLogin ? (
          <div className="flex flex-col gap-6">
            <h2 id="checkout-who" className="text-base font-normal text-neutral-700">
              {customer.firstname ? t('Checking out as %1', customer.firstname) : t('Checking out as a guest')}
            </h2>
            <Suspense fallback={<div className={STEPS_PLACEHOLDER} />}>
              <CheckoutPageFlow
                http={http}
                guest={!customer.firstname}
                currency={settings.currencyCode}
                onSignIn={openLogin}
                onPlaced={onPlaced}
                onProgress={(progress) =>
                  void runtime.services().then(({ analytics }) =>
                    progress.step === 'shipping' ? analytics.shippingInfoAdded(progress.totals, progress.shippingTier) : analytics.paymentInfoAdded(progress.totals, progress.paymentType),
                  )
                }
                PaymentBlock={CheckoutDiscountBlock}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
      {checkout.loginPopup}
    </div>
  );
}
