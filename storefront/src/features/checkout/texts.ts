import { t } from '@shop/ui/i18n';

/**
 * The checkout's texts (Luma's wording). Kept apart from the model so that the pages' own
 * modules can use them without pulling the rules (zod) into every page's first load. Each is read
 * when shown, in the language of the page (`t()`).
 */
export const CHECKOUT_TEXTS = {
  get emailHasAccount() { return t('You already have an account with us. Sign in or continue as guest.'); },
  get noShippingMethods() { return t('Sorry, no quotes are available for this order at this time'); },
  get selectShippingMethod() { return t('The shipping method is missing. Select the shipping method and try again.'); },
  get cardDeclined() { return t('Your card was declined.'); },
  get thankYou() { return t('Thank you for your purchase!'); },
  /** With `%1` where the order number (a link) goes. */
  get orderNumber() { return t('Your order number is: %1.'); },
  get emailConfirmation() { return t("We'll email you an order confirmation with details and tracking info."); },
  get noOrder() { return t('There is no order to show. Your order may be listed in your account.'); },
  get accountOfferExpired() { return t('The offer to create an account from this order has expired. You can still create an account from the Create an Account page.'); },
};

/** Why checkout's calls (and the cart's estimate kept with it) refuse a visitor without cart lines. */
export const cartEmpty = () => t('Your shopping cart is empty.');

/** Where Place Order leads (the server's answer names it; this is the route's path). */
export const CHECKOUT_SUCCESS_PATH = '/checkout/onepage/success';
