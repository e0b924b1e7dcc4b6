import { describe, expect, it } from 'vitest';
import { decideCheckout, needsLoginRedirect } from './model';

describe('checkout click', () => {
  it('lets a guest go on when the cart allows guest checkout', () => {
    expect(decideCheckout({ firstname: undefined, isGuestCheckoutAllowed: true, isRedirectRequired: false })).toBe('checkout');
  });

  it('sends a guest to sign in when it does not: the popup, or the login page when a redirect is required', () => {
    expect(decideCheckout({ firstname: undefined, isGuestCheckoutAllowed: false, isRedirectRequired: false })).toBe('login-popup');
    expect(decideCheckout({ firstname: '', isGuestCheckoutAllowed: false, isRedirectRequired: true })).toBe('login-page');
    expect(needsLoginRedirect('login-popup')).toBe(true);
    expect(needsLoginRedirect('login-page')).toBe(true);
  });

  it('lets a signed-in customer go on in every case', () => {
    expect(decideCheckout({ firstname: 'Veronica', isGuestCheckoutAllowed: false, isRedirectRequired: true })).toBe('checkout');
    expect(needsLoginRedirect('checkout')).toBe(false);
  });
});
