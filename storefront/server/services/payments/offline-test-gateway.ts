import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { passesLuhn } from '@shop/ui/validation';
import type { Db } from '../../db/database';
import { testGatewayTransactions } from '../../db/schema';
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway, TransactionResult } from './gateway';

/** The payment method code of the built-in gateway (the checkout contract's `CARD_PAYMENT_METHOD`). */
export const OFFLINE_CARD_METHOD = 'offline_card';

/** Test card numbers with a fixed outcome; every other number whose checksum passes is approved. */
export const TEST_CARDS = {
  approved: '4111111111111111',
  /** Refused as an issuer would: "Your card was declined." (402 at Place Order). */
  declined: '4000000000000002',
  /** The gateway fails as an unreachable provider would (502 at Place Order). */
  gatewayError: '4000000000000119',
} as const;

export const CARD_DECLINED = 'Your card was declined.';
export const GATEWAY_FAILED = 'We could not reach the payment service, so your card was not charged. Please try again in a few minutes.';

/** A transaction of the test gateway's ledger, as a provider's dashboard would show it. */
export type LedgerEntry = typeof testGatewayTransactions.$inferSelect;

/**
 * The shop's offline test gateway: it talks to no provider and decides by card number
 * (`TEST_CARDS`). Its ledger (amounts and states, never the card) is a table of the shop's database
 * (`test_gateway_transactions`, ADR 0029), as a provider keeps its own: capture, void and refund
 * follow a provider's rules (no capture beyond the authorization or after a void, no refund beyond
 * a capture) after a restart and from any shop process. Each change is one guarded statement, so
 * two processes asking at once cannot both take the same money. It writes through `db` on its own,
 * never inside a transaction of the shop's (the shop calls a gateway outside its transactions).
 */
export function createOfflineTestGateway({ db }: { db: Db }): PaymentGateway & { transaction(id: string): Promise<LedgerEntry | undefined> } {
  const ledger = testGatewayTransactions;
  const newId = (kind: string) => `offline-${kind === 'authorization' ? '' : `${kind}-`}${randomBytes(8).toString('hex')}`;
  const read = async (id: string, tx: Db = db) => (await tx.select().from(ledger).where(eq(ledger.id, id)))[0];
  const unknown: TransactionResult = { status: 'error', reason: 'Unknown transaction.' };
  const validAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

  return {
    code: OFFLINE_CARD_METHOD,
    title: 'Credit Card',

    async authorize({ amount, card }: AuthorizeRequest): Promise<AuthorizeResult> {
      if (card.number === TEST_CARDS.gatewayError) return { status: 'error', reason: GATEWAY_FAILED };
      if (card.number === TEST_CARDS.declined || !passesLuhn(card.number) || !validAmount(amount)) return { status: 'declined', reason: CARD_DECLINED };
      const transactionId = newId('authorization');
      await db.insert(ledger).values({ id: transactionId, kind: 'authorization', amount });
      return { status: 'approved', transactionId };
    },

    async capture(authorizationId, amount) {
      if (!validAmount(amount)) return { status: 'declined', reason: 'The capture amount is not valid.' };
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(ledger)
          .set({ settled: sql`${ledger.settled} + ${amount}`, state: sql`case when ${ledger.settled} + ${amount} = ${ledger.amount} then 'closed' else 'open' end` })
          .where(and(eq(ledger.id, authorizationId), eq(ledger.kind, 'authorization'), eq(ledger.state, 'open'), sql`${ledger.settled} + ${amount} <= ${ledger.amount}`))
          .returning({ id: ledger.id });
        if (taken.length === 0) {
          const entry = await read(authorizationId, tx);
          if (!entry || entry.kind !== 'authorization') return unknown;
          return { status: 'declined', reason: entry.state === 'open' ? 'The capture is more than what is left of the authorization.' : `The authorization is ${entry.state}.` };
        }
        const transactionId = newId('capture');
        await tx.insert(ledger).values({ id: transactionId, kind: 'capture', parentId: authorizationId, amount });
        return { status: 'approved', transactionId };
      });
    },

    async void(authorizationId) {
      return db.transaction(async (tx) => {
        const voided = await tx
          .update(ledger)
          .set({ state: 'voided' })
          .where(and(eq(ledger.id, authorizationId), eq(ledger.kind, 'authorization'), eq(ledger.state, 'open')))
          .returning({ amount: ledger.amount, settled: ledger.settled });
        if (voided.length === 0) {
          const entry = await read(authorizationId, tx);
          if (!entry || entry.kind !== 'authorization') return unknown;
          return { status: 'declined', reason: `The authorization is ${entry.state}.` };
        }
        const transactionId = newId('void');
        await tx.insert(ledger).values({ id: transactionId, kind: 'void', parentId: authorizationId, amount: voided[0]!.amount - voided[0]!.settled });
        return { status: 'approved', transactionId };
      });
    },

    async refund(captureId, amount) {
      if (!validAmount(amount)) return { status: 'declined', reason: 'The refund amount is not valid.' };
      return db.transaction(async (tx) => {
        const given = await tx
          .update(ledger)
          .set({ settled: sql`${ledger.settled} + ${amount}` })
          .where(and(eq(ledger.id, captureId), eq(ledger.kind, 'capture'), sql`${ledger.settled} + ${amount} <= ${ledger.amount}`))
          .returning({ id: ledger.id });
        if (given.length === 0) {
          const entry = await read(captureId, tx);
          if (!entry) return unknown;
          return { status: 'declined', reason: entry.kind === 'capture' ? 'The refund is more than what is left of the payment.' : 'Only a captured transaction can be refunded.' };
        }
        const transactionId = newId('refund');
        await tx.insert(ledger).values({ id: transactionId, kind: 'refund', parentId: captureId, amount });
        return { status: 'approved', transactionId };
      });
    },

    transaction: (id) => read(id),
  };
}
