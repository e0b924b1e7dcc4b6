import { desc, eq, sql } from 'drizzle-orm';
import { minorDigits } from '@shop/ui/money';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { pointsFor, rewardReasonText, type RewardAccount } from './model';
import { rewardPointHistory } from './schema.server';

/** The order a sales document belongs to, as the ledger needs it. */
export interface RewardOrder {
  id: number;
  incrementId: string;
  customerId: number | null;
  currency: string;
}

/** How many history lines the account page shows. */
const HISTORY_LINES = 50;

/** What an invoice or a credit memo tells the points: its subtotal and its share of the order's discount (minor units). */
interface SalesDocument {
  id: number;
  subtotal: number;
  discountAmount?: number;
}

const afterDiscount = (document: SalesDocument) => Math.max(0, document.subtotal - (document.discountAmount ?? 0));

/**
 * Reward points (the footer's "Reward points on every order"): earned when an order is invoiced, at
 * `rate` points per whole unit of the invoice's subtotal after its discount, and taken back by a credit memo for what it
 * refunds (never more than the order earned). Both run on the sales document's transaction, so the
 * points exist exactly when the document does; guests earn nothing.
 */
export function createRewardsService({ db, rate }: { db: Db; rate: number }) {
  async function addToBalance(tx: Db, customerId: number, delta: number): Promise<void> {
    await tx
      .insert(s.rewardPoints)
      .values({ customerId, balance: delta })
      .onConflictDoUpdate({ target: s.rewardPoints.customerId, set: { balance: sql`${s.rewardPoints.balance} + ${delta}`, updatedAt: new Date() } });
  }

  return {
    /** On the invoice's transaction: the points its subtotal after the discount earns, once per invoice. */
    async earnForInvoice(tx: Db, order: RewardOrder, invoice: SalesDocument): Promise<void> {
      if (order.customerId === null) return;
      const points = pointsFor(afterDiscount(invoice), minorDigits(order.currency), rate);
      if (points === 0) return;
      const [row] = await tx
        .insert(rewardPointHistory)
        .values({ customerId: order.customerId, orderId: order.id, orderIncrementId: order.incrementId, invoiceId: invoice.id, delta: points, reason: 'order_invoiced' })
        .onConflictDoNothing()
        .returning({ id: rewardPointHistory.id });
      if (row) await addToBalance(tx, order.customerId, points);
    },

    /** On the credit memo's transaction: the points of the subtotal it refunds (after its discount), at most what the order still holds, once per credit memo. */
    async takeBackForCreditmemo(tx: Db, order: RewardOrder, creditmemo: SalesDocument): Promise<void> {
      if (order.customerId === null) return;
      const [held] = await tx
        .select({ points: sql<number>`coalesce(sum(${rewardPointHistory.delta}), 0)::int` })
        .from(rewardPointHistory)
        .where(eq(rewardPointHistory.orderId, order.id));
      const points = Math.min(pointsFor(afterDiscount(creditmemo), minorDigits(order.currency), rate), held?.points ?? 0);
      if (points <= 0) return;
      const [row] = await tx
        .insert(rewardPointHistory)
        .values({ customerId: order.customerId, orderId: order.id, orderIncrementId: order.incrementId, creditmemoId: creditmemo.id, delta: -points, reason: 'order_refunded' })
        .onConflictDoNothing()
        .returning({ id: rewardPointHistory.id });
      if (row) await addToBalance(tx, order.customerId, -points);
    },

    /** The customer's balance and newest changes (My Account › Reward Points). */
    async account(customerId: number): Promise<RewardAccount> {
      const [[balance], history] = await Promise.all([
        db.select({ balance: s.rewardPoints.balance }).from(s.rewardPoints).where(eq(s.rewardPoints.customerId, customerId)),
        db.select().from(rewardPointHistory).where(eq(rewardPointHistory.customerId, customerId)).orderBy(desc(rewardPointHistory.createdAt), desc(rewardPointHistory.id)).limit(HISTORY_LINES),
      ]);
      return {
        balance: balance?.balance ?? 0,
        history: history.map((row) => ({ id: row.id, delta: row.delta, reason: rewardReasonText[row.reason](row.orderIncrementId), createdAt: row.createdAt.toISOString() })),
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
