import type { CardTypeCode } from '@shop/ui/validation';

/**
 * What a payment provider is asked to authorize: the amount and only the card details it needs.
 * No name, e-mail or address: a gateway that needs them for fraud checks (AVS) asks for them
 * explicitly in its own adapter. The card number and verification number live in this object for
 * the one call and are never stored or logged by the shop.
 */
export interface AuthorizeRequest {
  /** Minor units of `currency` (1999 is $19.99). */
  amount: number;
  /** ISO 4217. */
  currency: string;
  /** The shop's reference of this attempt (the Place Order idempotency key): a provider that supports it dedupes retries with it. */
  reference: string;
  card: {
    /** Digits only. */
    number: string;
    type: CardTypeCode;
    /** 1-12. */
    expMonth: number;
    /** Four digits. */
    expYear: number;
    /** Card verification number. */
    cvn: string;
  };
}

/** A gateway's answer to an authorization. */
export type AuthorizeResult =
  /** The amount is held on the card; `transactionId` addresses it for capture, void and refund. */
  | { status: 'approved'; transactionId: string }
  /** The issuer or the gateway refused the card; `reason` is shown to the shopper. */
  | { status: 'declined'; reason: string }
  /** The gateway could not decide (unreachable, timed out, failed); nothing is held. `reason` is shown to the shopper. */
  | { status: 'error'; reason: string };

/** A gateway's answer to capture, void or refund of an authorized transaction. */
export type TransactionResult =
  | { status: 'approved'; transactionId: string }
  | { status: 'declined'; reason: string }
  | { status: 'error'; reason: string };

/**
 * A payment provider behind one interface (ADR 0009). The shop authorizes before it creates an
 * order, captures once the order is committed, and voids an authorization whose order could not
 * be created (stock ran out, a duplicate submit). A real provider is one more implementation:
 * it turns these calls into its API (a tokenized card instead of raw digits where it offers one)
 * and maps its answers onto the three outcomes; it never throws for a refusal, only answers one.
 */
export interface PaymentGateway {
  /** The payment method code the checkout sends ('offline_card'). */
  readonly code: string;
  /** What the shopper and the order show ('Credit Card (offline test gateway)'). */
  readonly title: string;
  /** Holds `amount` on the card. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes the whole authorized amount. */
  capture(transactionId: string): Promise<TransactionResult>;
  /** Releases an authorization that was not captured. */
  void(transactionId: string): Promise<TransactionResult>;
  /** Gives back `amount` (minor units) of a captured transaction. */
  refund(transactionId: string, amount: number): Promise<TransactionResult>;
}
