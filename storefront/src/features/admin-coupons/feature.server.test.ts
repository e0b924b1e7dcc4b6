import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestShop, signedIn } from '../../../server/test/helpers';
import { staffMember, staffPost, staffSignedIn } from '../../../server/test/staff';
import type { TestShop } from '../../../server/test/harness';
import { staffAuditLog } from '../admin/schema.server';
import { salesRules } from '../coupons/schema.server';
import { RULE_TEXTS } from './model';

const t = setUpTestShop();
const SAVE = '/admin/api/sales_rule/promo_quote/save';
const DELETE = '/admin/api/sales_rule/promo_quote/delete';

let codes = 0;
const form = (change: Record<string, string> = {}) => ({
  id: '',
  name: 'Autumn',
  code: `AUTUMN${(codes += 1)}`,
  is_active: '1',
  simple_action: 'cart_fixed',
  discount_amount: '7.50',
  min_subtotal: '50',
  customer_group_ids: '0,1',
  from_date: '2026-09-01',
  to_date: '2026-11-30',
  uses_per_coupon: '100',
  uses_per_customer: '1',
  ...change,
});

const ruleByCode = async (code: string) => (await t.shop.db.select().from(salesRules).where(eq(salesRules.code, code)))[0];

/** The permission checks every back-office call gets. */
async function permissions(shop: TestShop, path: string, body: Record<string, string>) {
  const anonymous = await staffPost(shop, shop.client(), path, body);
  expect(anonymous.status).toBe(401);
  expect(await anonymous.json()).toMatchObject({ ajaxExpired: true });
  const customer = await signedIn(shop);
  expect((await staffPost(shop, customer, path, body, { formKey: customer.formKey })).status).toBe(401);
  const support = await staffSignedIn(shop, await staffMember(shop, 'support'));
  expect((await staffPost(shop, support, path, body)).status).toBe(403);
  const admin = await staffSignedIn(shop);
  expect((await staffPost(shop, admin, path, body, { formKey: 'AAAAAAAAAAAAAAAA' })).status).toBe(403);
  return admin;
}

describe('Marketing › Cart Price Rules › Save', () => {
  it('no session → 401 ajaxExpired; a customer → 401; Support → 403; a wrong form_key → 403; an administrator → 200', async () => {
    const body = form();
    const admin = await permissions(t, SAVE, body);
    expect(await ruleByCode(body.code)).toBeUndefined();
    const response = await staffPost(t, admin, SAVE, body);
    expect(response.status).toBe(200);
    const rule = (await ruleByCode(body.code))!;
    expect(await response.json()).toEqual({ message: 'You saved the rule.', location: `/admin/sales_rule/promo_quote/edit/${rule.id}` });
  });

  it('stores amounts in minor units and the fields as typed, and logs the creation and each change', async () => {
    const admin = await staffSignedIn(t);
    const body = form();
    expect((await staffPost(t, admin, SAVE, body)).status).toBe(200);
    const rule = (await ruleByCode(body.code))!;
    expect(rule).toMatchObject({ name: 'Autumn', isActive: true, action: 'cart_fixed', discountFixed: 750, minSubtotal: 5000, customerGroupIds: [0, 1], fromDate: '2026-09-01', toDate: '2026-11-30', usesPerCoupon: 100, usesPerCustomer: 1 });
    const [created] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(created).toMatchObject({ action: 'sales_rule.create', entityType: 'sales_rule', entityId: String(rule.id), before: null, after: expect.objectContaining({ code: body.code }) });

    expect((await staffPost(t, admin, SAVE, { ...body, id: String(rule.id), simple_action: 'by_percent', discount_amount: '15', is_active: '0' })).status).toBe(200);
    expect(await ruleByCode(body.code)).toMatchObject({ action: 'by_percent', discountPercent: '15.0000', discountFixed: 0, isActive: false });
    const [saved] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(saved).toMatchObject({ action: 'sales_rule.save', before: expect.objectContaining({ isActive: true }), after: expect.objectContaining({ isActive: false }) });
  });

  it('refuses a code another rule has (whatever its case), a percent over 100, dates the wrong way round and no group', async () => {
    const admin = await staffSignedIn(t);
    const taken = await staffPost(t, admin, SAVE, form({ code: 'welcome10' }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ error: true, messages: [RULE_TEXTS.codeTaken] });
    for (const [change, message] of [
      [{ simple_action: 'by_percent', discount_amount: '120' }, RULE_TEXTS.percentRange],
      [{ from_date: '2026-12-01', to_date: '2026-11-01' }, RULE_TEXTS.datesOrder],
      [{ customer_group_ids: '' }, RULE_TEXTS.noGroup],
      [{ name: '' }, 'This is a required field.'],
      [{ uses_per_coupon: '-1' }, ''],
    ] as const) {
      const body = form(change);
      const response = await staffPost(t, admin, SAVE, body);
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
      expect(await ruleByCode(body.code)).toBeUndefined();
    }
  });
});

describe('Marketing › Cart Price Rules › Delete', () => {
  it('checks permissions, deletes the rule with "You deleted the rule." and logs it; a rule gone is 404', async () => {
    const body = form();
    const admin = await staffSignedIn(t);
    expect((await staffPost(t, admin, SAVE, body)).status).toBe(200);
    const rule = (await ruleByCode(body.code))!;
    await permissions(t, DELETE, { id: String(rule.id) });
    expect(await ruleByCode(body.code)).toBeDefined();
    const response = await staffPost(t, admin, DELETE, { id: String(rule.id) });
    expect(await response.json()).toEqual({ message: 'You deleted the rule.', location: '/admin/sales_rule/promo_quote' });
    expect(await ruleByCode(body.code)).toBeUndefined();
    const [audit] = await t.shop.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'sales_rule.delete', entityId: String(rule.id), before: expect.objectContaining({ code: body.code }), after: null });
    expect((await staffPost(t, admin, DELETE, { id: String(rule.id) })).status).toBe(404);
  });
});
