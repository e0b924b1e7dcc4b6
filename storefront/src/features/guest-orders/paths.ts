import { t } from '@shop/ui/i18n';

/** Orders and Returns (Luma's guest order lookup): its addresses. */
export const GUEST_ORDER_PATHS = { form: '/sales/guest/form', view: '/sales/guest/view' } as const;

/** The cookie that keeps the order found open (Magento's `guest-view`): HttpOnly, short-lived, bound to that order. */
export const GUEST_VIEW_COOKIE = 'guest-view';
/** How long a found order stays open, in seconds. */
export const GUEST_VIEW_SECONDS = 15 * 60;

/** Luma's wording of the page, read when shown. */
export const GUEST_ORDER_TEXTS = {
  get heading() { return t('Orders and Returns'); },
  get legend() { return t('Order Information'); },
  get orderId() { return t('Order ID'); },
  get lastname() { return t('Billing Last Name'); },
  get findBy() { return t('Find Order By'); },
  get email() { return t('Email'); },
  get zip() { return t('Billing ZIP Code'); },
  get submit() { return t('Continue'); },
  /** One answer for every wrong detail, so nothing tells which one was wrong. */
  get incorrect() { return t('You entered incorrect data. Please try again.'); },
};
