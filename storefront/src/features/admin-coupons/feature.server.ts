import { toMinor } from '@shop/ui/money';
import type { Context } from 'hono';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import { groupIdsOf, RULE_TEXTS, rulePaths, type RuleSaveInput } from './model';
import { cartRuleDelete, cartRuleSave } from './staff-contract';

/** A rule's fields as stored: amounts typed in the store's currency become minor units. */
function ruleValues(input: RuleSaveInput, currency: string) {
  const amount = input.discount_amount || '0';
  return {
    name: input.name.trim(),
    code: input.code.trim(),
    isActive: input.is_active,
    action: input.simple_action,
    discountPercent: input.simple_action === 'by_percent' ? amount : '0',
    discountFixed: input.simple_action === 'cart_fixed' ? toMinor(amount, currency) : 0,
    minSubtotal: toMinor(input.min_subtotal || '0', currency),
    customerGroupIds: groupIdsOf(input),
    fromDate: input.from_date || null,
    toDate: input.to_date || null,
    usesPerCoupon: Number(input.uses_per_coupon || 0),
    usesPerCustomer: Number(input.uses_per_customer || 0),
  };
}

/** The audit log's view of a rule: what staff set, without the timestamps. */
const audited = (rule: Record<string, unknown> | null) => (rule ? Object.fromEntries(Object.entries(rule).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')) : null);

/** Marketing › Cart Price Rules (issue 30): Save and Delete, each audit-logged. */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    const actor = (c: Context<ShopEnv>) => {
      const { member } = shop.staff.requestAccess(c);
      return { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) };
    };

    endpoints.handle(cartRuleSave, async (c, input) => {
      privateResponse(c);
      const who = actor(c);
      const id = input.id === '' ? null : input.id;
      const saved = await shop.db.transaction(async (tx) => {
        const result = await shop.coupons.saveRule(tx, id, ruleValues(input, shop.config.currency));
        if (result.kind !== 'saved') throw result.kind === 'missing' ? new HttpError(404, RULE_TEXTS.notFound, staffErrorBody) : new HttpError(400, RULE_TEXTS.codeTaken, staffErrorBody);
        await shop.staff.record({ ...who, action: id === null ? 'sales_rule.create' : 'sales_rule.save', entityType: 'sales_rule', entityId: result.after.id, before: audited(result.before), after: audited(result.after) }, tx);
        return result.after;
      });
      return { message: RULE_TEXTS.saved, location: rulePaths.edit(saved.id) };
    });

    endpoints.handle(cartRuleDelete, async (c, input) => {
      privateResponse(c);
      const who = actor(c);
      await shop.db.transaction(async (tx) => {
        const gone = await shop.coupons.deleteRule(tx, input.id);
        if (!gone) throw new HttpError(404, RULE_TEXTS.notFound, staffErrorBody);
        await shop.staff.record({ ...who, action: 'sales_rule.delete', entityType: 'sales_rule', entityId: input.id, before: audited(gone), after: null }, tx);
      });
      return { message: RULE_TEXTS.deleted, location: rulePaths.grid };
    });
  },
});
