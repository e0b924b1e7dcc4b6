/**
 * A mail as a template renders it: the subject, the plain-text part and the HTML part. Every
 * mail the shop sends has both parts (ADR 0024).
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A mail for the outbox: its content, who it goes to, and what kind of mail it is. */
export interface OutgoingMail extends MailContent {
  /** What mail it is, in snake case (`order_confirmation`, `password_reset`): the mail list shows it, and repeat checks look it up. */
  kind: string;
  /** The recipient's address: from the database or a validated form field, never from a request header. */
  to: string;
  /** The recipient's name, for the To header. */
  toName?: string;
  /** Where replies go instead of the sender (the contact form: the shopper's address). */
  replyTo?: string;
}
