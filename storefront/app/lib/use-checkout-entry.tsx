import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';
import { decideCheckout, needsLoginRedirect } from '../../src/features/checkout-entry/model';
import { createCookieJar } from '../../src/lib/cookies';
import { useShopRuntime } from './shop-runtime';
import { useSection } from '../../src/features/customer-data/hooks';
import { assignInView } from '../../src/features/store-views/hooks';

const CheckoutLoginPopup = lazy(() => import('../components/checkout-login-popup').then((module) => ({ default: module.CheckoutLoginPopup })));

export interface CheckoutEntry {
  /**
   * A press on a checkout button (SPEC.md §4): a guest whose cart does not allow guest
   * checkout gets the login_redirect cookie and the login page or popup; everyone else
   * goes to checkout. True when the browser is leaving the page.
   */
  proceed: () => boolean;
  /** Opens the login popup directly (the checkout page does for such guests). */
  openLogin: () => void;
  /** Whether the login popup is open (SPEC.md §8: 'Guest checkout is disabled.' only shows without it). */
  loginOpen: boolean;
  /** The login popup, once asked for (render it anywhere). */
  loginPopup: ReactNode;
}

/** The checkout entry rules with the shop's sections and settings. */
export function useCheckoutEntry(): CheckoutEntry {
  const { settings } = useShopRuntime();
  const customer = useSection('customer');
  const cart = useSection('cart');
  const [loginOpen, setLoginOpen] = useState(false);

  const proceed = useCallback(() => {
    const decision = decideCheckout({
      firstname: customer?.firstname,
      isGuestCheckoutAllowed: cart?.isGuestCheckoutAllowed ?? settings.isGuestCheckoutAllowed,
      isRedirectRequired: settings.isRedirectRequired,
    });
    if (needsLoginRedirect(decision)) createCookieJar().set(LOGIN_REDIRECT_COOKIE, settings.checkoutUrl);
    if (decision === 'login-popup') {
      setLoginOpen(true);
      return false;
    }
    assignInView(decision === 'login-page' ? settings.customerLoginUrl : settings.checkoutUrl);
    return true;
  }, [customer, cart, settings]);

  const loginPopup = loginOpen ? (
    <Suspense fallback={null}>
      <CheckoutLoginPopup open onOpenChange={setLoginOpen} />
    </Suspense>
  ) : null;

  return { proceed, openLogin: () => setLoginOpen(true), loginOpen, loginPopup };
}
