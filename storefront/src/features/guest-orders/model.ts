import { z } from 'zod';
import { t } from '@shop/ui/i18n';
import { checkRule, EMAIL_MAX_LENGTH, ruleSchema } from '@shop/ui/validation';

export const FIND_ORDER_BY = [
  { value: 'email', get label() { return t('Email'); } },
  { value: 'zip', get label() { return t('ZIP Code'); } },
] as const;

// The page's addresses, cookie and wording are in paths.ts: the pages load them without zod.
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
