import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import { flag } from '../admin-catalog/model';

/** Magento's "Actions › Apply" choices. */
export const RULE_ACTION_LABELS = {
  by_percent: 'Percent of product price discount',
  cart_fixed: 'Fixed amount discount for whole cart',
  free_shipping: 'Free shipping',
} as const;
export type RuleActionCode = keyof typeof RULE_ACTION_LABELS;

/** Marketing › Cart Price Rules' words. */
export const RULE_TEXTS = {
  saved: 'You saved the rule.',
  deleted: 'You deleted the rule.',
  notFound: 'This rule no longer exists.',
  codeTaken: 'Coupon with the same code already exists.',
  percentRange: 'Percentage discount should be between 0 and 100.',
  datesOrder: 'End Date must follow Start Date.',
  noGroup: 'Please select at least one customer group.',
  deleteConfirm: 'Are you sure you want to delete this rule?',
} as const;

/** One row of Marketing › Cart Price Rules. */
export interface RuleGridItem {
  id: number;
  name: string;
  code: string;
  fromDate: string | null;
  toDate: string | null;
  isActive: boolean;
  /** Placed orders that use it, and its limit (0: unlimited). */
  timesUsed: number;
  usesPerCoupon: number;
}

/** What a rule's edit page shows and edits (amounts in minor units, the percent as decimal text). */
export interface RuleEditData extends RuleGridItem {
  action: RuleActionCode;
  discountPercent: string;
  discountFixed: number;
  minSubtotal: number;
  customerGroupIds: number[];
  usesPerCustomer: number;
}

/** A customer group as the form offers it. */
export interface CustomerGroupOption {
  id: number;
  code: string;
}

const dateField = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a valid date.')]).default('');
/** An amount typed in the store's currency (or a percent): a number, 0 or more. */
const amountField = z.union([z.literal(''), ruleSchema('validate-zero-or-greater', ['validate-length', { maxLength: 15 }])]).default('');
/** A uses limit: whole, 0 or more (0 and empty: unlimited). */
const limitField = z.union([z.literal(''), ruleSchema('validate-digits', ['validate-length', { maxLength: 9 }])]).default('');

/** What Save sends for a rule (form fields or JSON); `id` empty for a new one. */
export const ruleSaveSchema = z
  .object({
    id: z.union([z.literal(''), z.coerce.number().int().positive()]).default(''),
    name: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
    code: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
    is_active: flag,
    simple_action: z.enum(['by_percent', 'cart_fixed', 'free_shipping'], { error: 'Please select an option.' }),
    discount_amount: amountField,
    min_subtotal: amountField,
    customer_group_ids: z.union([z.array(z.string().regex(/^\d{1,6}$/)).max(100), z.string().regex(/^(\d{1,6}(,\d{1,6})*)?$/)]).default([]),
    from_date: dateField,
    to_date: dateField,
    uses_per_coupon: limitField,
    uses_per_customer: limitField,
  })
  .superRefine((rule, context) => {
    const groups = typeof rule.customer_group_ids === 'string' ? rule.customer_group_ids.split(',').filter(Boolean) : rule.customer_group_ids;
    if (groups.length === 0) context.addIssue({ code: 'custom', path: ['customer_group_ids'], message: RULE_TEXTS.noGroup });
    const amount = Number(rule.discount_amount || '0');
    if (rule.simple_action === 'by_percent' && (amount < 0 || amount > 100)) context.addIssue({ code: 'custom', path: ['discount_amount'], message: RULE_TEXTS.percentRange });
    if (rule.from_date && rule.to_date && rule.to_date < rule.from_date) context.addIssue({ code: 'custom', path: ['to_date'], message: RULE_TEXTS.datesOrder });
  });

export type RuleSaveInput = z.output<typeof ruleSaveSchema>;
export type RuleFormValues = z.input<typeof ruleSaveSchema>;

/** The groups a save names, as numbers. */
export const groupIdsOf = (input: Pick<RuleSaveInput, 'customer_group_ids'>) =>
  [...new Set((typeof input.customer_group_ids === 'string' ? input.customer_group_ids.split(',').filter(Boolean) : input.customer_group_ids).map(Number))].sort((a, b) => a - b);

/** Where Marketing › Cart Price Rules lives. */
export const rulePaths = {
  grid: '/admin/sales_rule/promo_quote',
  create: '/admin/sales_rule/promo_quote/new',
  edit: (id: number) => `/admin/sales_rule/promo_quote/edit/${id}`,
};
