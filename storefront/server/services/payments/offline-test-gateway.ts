import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@shop/ui/validation';
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

type LedgerState = 'authorized' | 'captured' | 'voided' | 'refunded';

/** How many transactions the in-memory ledger remembers (the oldest are forgotten first). */
const LEDGER_SIZE = 10_000;

/**
 * The shop's offline test gateway: it talks to no provider and decides by card number
 * (`TEST_CARDS`). It keeps an in-memory ledger of its transactions (amount and state, never the
 * card), so capture, void and refund follow the rules a provider enforces, and tests can see
 * what happened to an authorization.
 */
export function createOfflineTestGateway(): PaymentGateway & { transaction(id: string): { amount: number; refunded: number; state: LedgerState } | undefined } {
  const ledger = new Map<string, { amount: number; refunded: number; state: LedgerState }>();
  const unknown: TransactionResult = { status: 'error', reason: 'Unknown transaction.' };

  return {
    code: OFFLINE_CARD_METHOD,
    title: 'Credit Card',

    async authorize({ amount, card }: AuthorizeRequest): Promise<AuthorizeResult> {
      if (card.number === TEST_CARDS.gatewayError) return { status: 'error', reason: GATEWAY_FAILED };
      if (card.number === TEST_CARDS.declined || !passesLuhn(card.number) || !(amount > 0)) return { status: 'declined', reason: CARD_DECLINED };
      const transactionId = `offline-${randomBytes(8).toString('hex')}`;
      ledger.set(transactionId, { amount, refunded: 0, state: 'authorized' });
      if (ledger.size > LEDGER_SIZE) ledger.delete(ledger.keys().next().value!);
      return { status: 'approved', transactionId };
    },

    async capture(transactionId) {
      const entry = ledger.get(transactionId);
      if (!entry) return unknown;
      if (entry.state !== 'authorized') return { status: 'declined', reason: `The transaction is ${entry.state}.` };
      entry.state = 'captured';
      return { status: 'approved', transactionId };
    },

    async void(transactionId) {
      const entry = ledger.get(transactionId);
      if (!entry) return unknown;
      if (entry.state !== 'authorized') return { status: 'declined', reason: `The transaction is ${entry.state}.` };
      entry.state = 'voided';
      return { status: 'approved', transactionId };
    },

    async refund(transactionId, amount) {
      const entry = ledger.get(transactionId);
      if (!entry) return unknown;
      if (entry.state !== 'captured' && entry.state !== 'refunded') return { status: 'declined', reason: 'Only a captured transaction can be refunded.' };
      if (!Number.isSafeInteger(amount) || amount <= 0 || entry.refunded + amount > entry.amount) return { status: 'declined', reason: 'The refund is more than what is left of the payment.' };
      entry.refunded += amount;
      entry.state = 'refunded';
      return { status: 'approved', transactionId: `${transactionId}-refund-${entry.refunded}` };
    },

    transaction: (id) => ledger.get(id),
  };
}
