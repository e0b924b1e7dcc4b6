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

/**
 * A gateway's answer to capture, void or refund. `transactionId` is the provider's id of the new
 * transaction (the capture, the void, the refund): a refund addresses the capture it gives back from.
 */
export type TransactionResult =
  | { status: 'approved'; transactionId: string }
  | { status: 'declined'; reason: string }
  | { status: 'error'; reason: string };

/**
 * A payment provider behind one interface (ADR 0009, 0027). The shop authorizes before it creates
 * an order; it captures when the order is invoiced (at once with the `authorize_capture` payment
 * action, else when staff invoice it: one capture per invoice, of that invoice's amount), voids an
 * authorization whose order could not be created or was canceled, and refunds from captures when a
 * credit memo is made. A real provider is one more implementation: it turns these calls into its
 * API (a tokenized card instead of raw digits where it offers one) and maps its answers onto the
 * three outcomes; it never throws for a refusal, only answers one. The shop never holds a database
 * transaction open while it waits for one of these calls.
 */
export interface PaymentGateway {
  /** The payment method code the checkout sends ('offline_card'). */
  readonly code: string;
  /** What the shopper and the order show ('Credit Card (offline test gateway)'). */
  readonly title: string;
  /** Holds `amount` on the card. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Takes `amount` (minor units, at most what is left of the authorization) of an authorization. */
  capture(authorizationId: string, amount: number): Promise<TransactionResult>;
  /** Releases what is left of an authorization (all of it, or what partial captures left). */
  void(authorizationId: string): Promise<TransactionResult>;
  /** Gives back `amount` (minor units) of a capture. */
  refund(captureId: string, amount: number): Promise<TransactionResult>;
}
