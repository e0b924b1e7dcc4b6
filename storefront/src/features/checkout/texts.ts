/**
 * The checkout's texts (Luma's wording). Kept apart from the model so that the pages' own
 * modules can use them without pulling the rules (zod) into every page's first load.
 */
export const CHECKOUT_TEXTS = {
  emailHasAccount: 'You already have an account with us. Sign in or continue as guest.',
  noShippingMethods: 'Sorry, no quotes are available for this order at this time',
  selectShippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  cardDeclined: 'Your card was declined.',
  thankYou: 'Thank you for your purchase!',
  orderNumber: 'Your order number is: %1.',
  emailConfirmation: "We'll email you an order confirmation with details and tracking info.",
  noOrder: 'There is no order to show. Your order may be listed in your account.',
  accountOfferExpired: 'The offer to create an account from this order has expired. You can still create an account from the Create an Account page.',
} as const;

/** Why checkout's calls (and the cart's estimate kept with it) refuse a visitor without cart lines. */
export const CART_EMPTY = 'Your shopping cart is empty.';

/** Where Place Order leads (the server's answer names it; this is the route's path). */
export const CHECKOUT_SUCCESS_PATH = '/checkout/onepage/success';
