import { z } from 'zod';
import { checkRule, EMAIL_MAX_LENGTH, ruleSchema } from '@shop/ui/validation';

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

export const FIND_ORDER_BY = [
  { value: 'email', label: 'Email' },
  { value: 'zip', label: 'ZIP Code' },
] as const;

const detail = (max: number) => ruleSchema('required-entry', ['validate-length', { maxLength: max }]);

/**
 * The lookup's fields, checked by the kit's rules: Order ID, Billing Last Name, Find Order By,
 * and the e-mail (a valid address) or the billing ZIP code, whichever Find Order By names.
 */
export const guestOrderLookupSchema = z
  .object({
    oar_order_id: detail(32),
    oar_billing_lastname: detail(255),
    oar_type: z.enum(['email', 'zip']),
    oar_email: z.string().trim().max(EMAIL_MAX_LENGTH).optional().default(''),
    oar_zip: z.string().trim().max(20).optional().default(''),
  })
  .superRefine((input, context) => {
    const [path, rules] = input.oar_type === 'email' ? (['oar_email', ['required-entry', 'validate-email']] as const) : (['oar_zip', ['required-entry']] as const);
    for (const rule of rules) {
      const message = checkRule(rule, input[path]);
      if (message !== null) {
        context.addIssue({ code: 'custom', path: [path], message, input: input[path] });
        return;
      }
    }
  });
export type GuestOrderLookupValues = z.input<typeof guestOrderLookupSchema>;
export type GuestOrderLookup = z.output<typeof guestOrderLookupSchema>;
