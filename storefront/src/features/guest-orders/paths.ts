/** Orders and Returns (Luma's guest order lookup): its addresses. */
export const GUEST_ORDER_PATHS = { form: '/sales/guest/form', view: '/sales/guest/view' } as const;

/** The cookie that keeps the order found open (Magento's `guest-view`): HttpOnly, short-lived, bound to that order. */
export const GUEST_VIEW_COOKIE = 'guest-view';
/** How long a found order stays open, in seconds. */
export const GUEST_VIEW_SECONDS = 15 * 60;

/** Luma's wording of the page. */
export const GUEST_ORDER_TEXTS = {
  heading: 'Orders and Returns',
  legend: 'Order Information',
  orderId: 'Order ID',
  lastname: 'Billing Last Name',
  findBy: 'Find Order By',
  email: 'Email',
  zip: 'Billing ZIP Code',
  submit: 'Continue',
  /** One answer for every wrong detail, so nothing tells which one was wrong. */
  incorrect: 'You entered incorrect data. Please try again.',
} as const;
