import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar } from '../../src/lib/cookies';
import { CustomerDataContext } from '../../src/features/customer-data/context';
import type { CustomerDataStore } from '../../src/features/customer-data/store';
import { minimalSettings } from '../../test-support/browser-doubles';
import { ShopRuntimeContext, type ShopRuntime } from './shop-runtime';
import { useCheckoutEntry } from './use-checkout-entry';

// Fragments, so that jsdom follows them as a browser follows the real addresses.
const CHECKOUT_URL = '#checkout';
const LOGIN_PAGE_URL = '#customer-account-login';

/** The checkout button's hook on a page with these sections and settings. */
function press(sections: { customer: object; cart: object }, isRedirectRequired = false) {
  const store = {
    subscribe: () => () => {},
    get: (name: 'customer' | 'cart') => sections[name],
  } as unknown as CustomerDataStore;
  const runtime = {
    settings: { ...minimalSettings, checkoutUrl: CHECKOUT_URL, customerLoginUrl: LOGIN_PAGE_URL, isGuestCheckoutAllowed: true, isRedirectRequired },
    services: () => new Promise(() => {}),
  } as unknown as ShopRuntime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopRuntimeContext.Provider value={runtime}>
      <CustomerDataContext.Provider value={store}>{children}</CustomerDataContext.Provider>
    </ShopRuntimeContext.Provider>
  );
  const hook = renderHook(() => useCheckoutEntry(), { wrapper });
  let leaving = false;
  act(() => {
    leaving = hook.result.current.proceed();
  });
  return { leaving, loginOpen: hook.result.current.loginOpen };
}

const loginRedirect = () => createCookieJar().get('login_redirect');

afterEach(() => {
  createCookieJar().remove('login_redirect');
  window.location.hash = '';
});

describe('useCheckoutEntry: a press on a checkout button (SPEC.md §4)', () => {
  it('keeps a guest whose cart does not allow guest checkout on the page, with the login popup and login_redirect set to the checkout URL', () => {
    const { leaving, loginOpen } = press({ customer: {}, cart: { isGuestCheckoutAllowed: false } });
    expect(leaving).toBe(false);
    expect(loginOpen).toBe(true);
    expect(loginRedirect()).toBe(CHECKOUT_URL);
    expect(window.location.hash).toBe('');
  });

  it('sends such a guest to the login page when a redirect is required, login_redirect set to the checkout URL', () => {
    const { leaving, loginOpen } = press({ customer: {}, cart: { isGuestCheckoutAllowed: false } }, true);
    expect(leaving).toBe(true);
    expect(loginOpen).toBe(false);
    expect(loginRedirect()).toBe(CHECKOUT_URL);
    expect(window.location.hash).toBe(LOGIN_PAGE_URL);
  });

  it('sends a signed-in customer, and a guest the cart allows, straight to checkout without login_redirect', () => {
    for (const sections of [
      { customer: { firstname: 'Veronica' }, cart: { isGuestCheckoutAllowed: false } },
      { customer: {}, cart: { isGuestCheckoutAllowed: true } },
    ]) {
      window.location.hash = '';
      const { leaving, loginOpen } = press(sections, true);
      expect(leaving).toBe(true);
      expect(loginOpen).toBe(false);
      expect(loginRedirect()).toBeUndefined();
      expect(window.location.hash).toBe(CHECKOUT_URL);
    }
  });
});
