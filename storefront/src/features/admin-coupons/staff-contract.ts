import { z } from 'zod';
import { staffCall } from '../admin/staff-contract';
import { ruleSaveSchema } from './model';

/** The answer of Save and Delete: the notice, and the page to show next. */
const doneSchema = z.object({ message: z.string(), location: z.string() });

/** Marketing › Cart Price Rules › Save: a new rule or changes to one; the answer names its edit page. */
export const cartRuleSave = staffCall({ name: 'cartRuleSave', path: '/admin/api/sales_rule/promo_quote/save', staff: 'marketing.cart_rules', accepts: ['form', 'json'], request: ruleSaveSchema, response: doneSchema });

/** Marketing › Cart Price Rules › Delete (after the confirmation). */
export const cartRuleDelete = staffCall({
  name: 'cartRuleDelete',
  path: '/admin/api/sales_rule/promo_quote/delete',
  staff: 'marketing.cart_rules',
  accepts: ['form', 'json'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: doneSchema,
});
