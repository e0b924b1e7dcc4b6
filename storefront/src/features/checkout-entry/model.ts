/** Where a press on a checkout button leads (SPEC.md §4 "Checkout click in the mini cart"). */
export type CheckoutDecision = 'checkout' | 'login-page' | 'login-popup';

export interface CheckoutDecisionInput {
  /** The customer section's first name; a guest has none. */
  firstname: string | undefined;
  /** The cart section's isGuestCheckoutAllowed (falls back to the page setting). */
  isGuestCheckoutAllowed: boolean;
  /** The page setting isRedirectRequired: send guests to the login page rather than the popup. */
  isRedirectRequired: boolean;
}

/**
 * A guest whose cart does not allow guest checkout must sign in first: on the login
 * page when a redirect is required, otherwise in the popup. Everyone else goes to
 * checkout.
 */
export function decideCheckout(input: CheckoutDecisionInput): CheckoutDecision {
  if (!input.firstname && !input.isGuestCheckoutAllowed) return input.isRedirectRequired ? 'login-page' : 'login-popup';
  return 'checkout';
}

/** Whether the login_redirect cookie must hold the checkout URL before signing in. */
export function needsLoginRedirect(decision: CheckoutDecision): boolean {
  return decision !== 'checkout';
}
