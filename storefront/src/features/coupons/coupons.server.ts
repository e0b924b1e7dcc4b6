import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { CartOwner } from '../cart/model';
import { shownMinor } from '../currency/api';
import { COUPON_TEXTS } from './model';
import { dayOf, discountOf, ruleApplies, withinLimit, type Discount } from './rules';
import { cartCoupons, orderCoupons, salesRuleCustomerUses, salesRules } from './schema.server';

export type RuleRow = typeof salesRules.$inferSelect;

/** The discount a cart gets from its code. */
export interface AppliedDiscount extends Discount {
  ruleId: number;
  /** The rule's code, as staff wrote it. */
  code: string;
}

export interface CouponServiceOptions {
  db: Db;
  clock: TimeSource;
  /** The base currency a rule's fixed amount and minimum subtotal are in (CURRENCY). @default 'USD' */
  currency?: string;
  /** The owner's cart and its lines' row totals (checkout's pricing), read on `tx`. */
  cartLines: (owner: CartOwner, tx: Db) => Promise<{ cartId: number; lines: readonly { rowTotal: number }[] } | null>;
}

/** What applying a code did. */
export type ApplyResult = { kind: 'applied'; code: string } | { kind: 'invalid' };

/**
 * Cart price rules with a code: applying and canceling a cart's code, the discount a cart gets
 * (read by the cart section and checkout's totals), and the use an order makes of it, counted
 * when the order is placed, in its transaction, under the rule's row lock, and given back when the
 * order is canceled.
 */
export function createCouponService({ db, clock, currency = 'USD', cartLines }: CouponServiceOptions) {
  /** The customer group of a shopper (0 NOT LOGGED IN for a guest). */
  async function groupOf(tx: Db, customerId: number | null): Promise<number> {
    if (customerId === null) return 0;
    const [row] = await tx.select({ groupId: s.customers.groupId }).from(s.customers).where(eq(s.customers.id, customerId));
    return row?.groupId ?? 0;
  }

  /** The rule of a code, whatever its case. */
  async function ruleByCode(tx: Db, code: string): Promise<RuleRow | null> {
    const [rule] = await tx
      .select()
      .from(salesRules)
      .where(sql`lower(${salesRules.code}) = lower(${code.trim()})`);
    return rule ?? null;
  }

  async function customerUses(tx: Db, ruleId: number, customerId: number): Promise<number> {
    const [row] = await tx
      .select({ n: salesRuleCustomerUses.timesUsed })
      .from(salesRuleCustomerUses)
      .where(and(eq(salesRuleCustomerUses.ruleId, ruleId), eq(salesRuleCustomerUses.customerId, customerId)));
    return row?.n ?? 0;
  }

  const ownerCart = (owner: CartOwner) => (owner.customerId !== null ? eq(s.carts.customerId, owner.customerId) : eq(s.carts.sessionId, owner.sessionId));

  return {
    ruleByCode: (code: string) => ruleByCode(db, code),

    /**
     * Applies a code to the owner's cart (replacing the one it had) when the rule is active today,
     * for the shopper's group, the subtotal reaches its minimum and a use is left, for the code and
     * for the customer. The cart's row is locked, so Place Order cannot delete it meanwhile.
     */
    async apply(owner: CartOwner, code: string): Promise<ApplyResult> {
      return db.transaction(async (tx) => {
        const [cart] = await tx.select({ id: s.carts.id }).from(s.carts).where(ownerCart(owner)).for('update');
        if (!cart) return { kind: 'invalid' as const };
        const priced = await cartLines(owner, tx);
        const rule = await ruleByCode(tx, code);
        if (!priced || !rule) return { kind: 'invalid' as const };
        const groupId = await groupOf(tx, owner.customerId);
        if (!ruleApplies(rule, { rowTotals: priced.lines.map((line) => line.rowTotal), groupId, today: dayOf(clock.now()) })) return { kind: 'invalid' as const };
        if (!withinLimit(rule.timesUsed, rule.usesPerCoupon)) return { kind: 'invalid' as const };
        if (owner.customerId !== null && !withinLimit(await customerUses(tx, rule.id, owner.customerId), rule.usesPerCustomer)) return { kind: 'invalid' as const };
        await tx.insert(cartCoupons).values({ cartId: cart.id, ruleId: rule.id }).onConflictDoUpdate({ target: cartCoupons.cartId, set: { ruleId: rule.id } });
        return { kind: 'applied' as const, code: rule.code };
      });
    },

    /** Takes the code off the owner's cart; false when it had none. */
    async cancel(owner: CartOwner): Promise<boolean> {
      const removed = await db
        .delete(cartCoupons)
        .where(sql`${cartCoupons.cartId} in (select ${s.carts.id} from ${s.carts} where ${ownerCart(owner)})`)
        .returning({ cartId: cartCoupons.cartId });
      return removed.length > 0;
    },

    /**
     * The discount of a cart's code, or null without a code or when its rule does not apply to the
     * cart as it is now (usage limits are counted when the order is placed).
     */
    async discountOf(tx: Db, cart: { cartId: number; customerId: number | null; rowTotals: readonly number[] }): Promise<AppliedDiscount | null> {
      const [row] = await tx.select({ rule: salesRules }).from(cartCoupons).innerJoin(salesRules, eq(salesRules.id, cartCoupons.ruleId)).where(eq(cartCoupons.cartId, cart.cartId));
      if (!row) return null;
      const groupId = await groupOf(tx, cart.customerId);
      // The row totals are in the currency shown (ADR 0040): the rule's amounts are converted to it.
      const rule = { ...row.rule, discountFixed: shownMinor(row.rule.discountFixed, currency), minSubtotal: shownMinor(row.rule.minSubtotal, currency) };
      if (!ruleApplies(rule, { rowTotals: cart.rowTotals, groupId, today: dayOf(clock.now()) })) return null;
      return { ruleId: rule.id, code: rule.code, ...discountOf(rule, cart.rowTotals) };
    },

    /**
     * Counts an order's use of a rule inside the order's transaction: the rule's row is locked
     * (`for update`), so racing orders are counted one after the other; over "Uses per Coupon" or
     * "Uses per Customer" the answer is the refusal's message and the caller rolls the order back.
     */
    async claim(tx: Db, use: { orderId: number; ruleId: number; code: string; customerId: number | null }): Promise<string | null> {
      const usedUp = COUPON_TEXTS.usedUp(use.code);
      const [rule] = await tx.select().from(salesRules).where(eq(salesRules.id, use.ruleId)).for('update');
      if (!rule || !withinLimit(rule.timesUsed, rule.usesPerCoupon)) return usedUp;
      if (use.customerId !== null) {
        await tx.insert(salesRuleCustomerUses).values({ ruleId: rule.id, customerId: use.customerId }).onConflictDoNothing();
        const [mine] = await tx
          .select()
          .from(salesRuleCustomerUses)
          .where(and(eq(salesRuleCustomerUses.ruleId, rule.id), eq(salesRuleCustomerUses.customerId, use.customerId)))
          .for('update');
        if (!withinLimit(mine?.timesUsed ?? 0, rule.usesPerCustomer)) return usedUp;
        await tx
          .update(salesRuleCustomerUses)
          .set({ timesUsed: sql`${salesRuleCustomerUses.timesUsed} + 1` })
          .where(and(eq(salesRuleCustomerUses.ruleId, rule.id), eq(salesRuleCustomerUses.customerId, use.customerId)));
      }
      await tx.update(salesRules).set({ timesUsed: sql`${salesRules.timesUsed} + 1` }).where(eq(salesRules.id, rule.id));
      await tx.insert(orderCoupons).values({ orderId: use.orderId, ruleId: rule.id, customerId: use.customerId });
      return null;
    },

    /** Gives a canceled order's use back (once), inside the cancellation's transaction. */
    async release(tx: Db, orderId: number): Promise<void> {
      const [use] = await tx
        .update(orderCoupons)
        .set({ released: true })
        .where(and(eq(orderCoupons.orderId, orderId), eq(orderCoupons.released, false)))
        .returning();
      if (!use?.ruleId) return;
      await tx.update(salesRules).set({ timesUsed: sql`greatest(${salesRules.timesUsed} - 1, 0)` }).where(eq(salesRules.id, use.ruleId));
      if (use.customerId !== null) {
        await tx
          .update(salesRuleCustomerUses)
          .set({ timesUsed: sql`greatest(${salesRuleCustomerUses.timesUsed} - 1, 0)` })
          .where(and(eq(salesRuleCustomerUses.ruleId, use.ruleId), eq(salesRuleCustomerUses.customerId, use.customerId)));
      }
    },

    // --- The back office's Marketing › Cart Price Rules ------------------------------------------

    /** Every rule, by id (a shop has tens). */
    rules: () => db.select().from(salesRules).orderBy(asc(salesRules.id)),

    /** One rule, or null. */
    async rule(id: number, tx: Db = db): Promise<RuleRow | null> {
      const [row] = await tx.select().from(salesRules).where(eq(salesRules.id, id));
      return row ?? null;
    },

    /** The customer groups a rule may be for. */
    customerGroups: () => db.select({ id: s.customerGroups.id, code: s.customerGroups.code }).from(s.customerGroups).orderBy(asc(s.customerGroups.id)),

    /**
     * Creates a rule (`id` null) or changes one, inside `tx`: 'taken' when another rule has the
     * code (whatever its case), 'missing' when the rule is gone; else the rule before and after.
     */
    async saveRule(tx: Db, id: number | null, values: RuleValues): Promise<{ kind: 'saved'; before: RuleRow | null; after: RuleRow } | { kind: 'taken' | 'missing' }> {
      const before = id === null ? null : await tx.select().from(salesRules).where(eq(salesRules.id, id)).for('update').then((rows) => rows[0] ?? null);
      if (id !== null && !before) return { kind: 'missing' };
      const [taken] = await tx
        .select({ id: salesRules.id })
        .from(salesRules)
        .where(and(sql`lower(${salesRules.code}) = lower(${values.code})`, id === null ? undefined : ne(salesRules.id, id)));
      if (taken) return { kind: 'taken' };
      const [after] =
        id === null
          ? await tx.insert(salesRules).values(values).returning()
          : await tx.update(salesRules).set({ ...values, updatedAt: new Date(clock.now()) }).where(eq(salesRules.id, id)).returning();
      return { kind: 'saved', before, after: after! };
    },

    /** Deletes a rule inside `tx` (carts lose its code; placed orders keep theirs): the rule as it was, or null. */
    async deleteRule(tx: Db, id: number): Promise<RuleRow | null> {
      const [gone] = await tx.delete(salesRules).where(eq(salesRules.id, id)).returning();
      return gone ?? null;
    },
  };
}

/** What staff set of a rule (its use counter is the shop's). */
export type RuleValues = Omit<typeof salesRules.$inferInsert, 'id' | 'timesUsed' | 'createdAt' | 'updatedAt'>;

export type CouponService = ReturnType<typeof createCouponService>;
