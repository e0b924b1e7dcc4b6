import { eq, sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import { rows, type Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { Logger } from '../../../server/log';

/** A mail as the transport sends it. */
export interface MailMessage {
  from: { name: string; address: string };
  to: { name: string; address: string };
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends one mail; throws on failure, with the SMTP reply code when the server gave one (`responseCode`). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export interface MailDeliveryOptions {
  db: Db;
  clock: TimeSource;
  log: Logger;
  transport: MailTransport;
  from: { name: string; address: string };
  /** Attempts before a mail that keeps failing is marked failed. */
  maxAttempts: number;
  /** The first retry's delay in seconds, doubled after each failure. */
  retrySeconds: number;
  /** Seconds a claim holds a mail. */
  leaseSeconds: number;
}

/** What one round of delivery did. */
export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

/** The longest error text kept with a mail. */
const ERROR_LENGTH = 1000;

/** An SMTP reply code of 500–599 on a mail (a refused recipient, a rejected message) will not change on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_LENGTH);
}

type ClaimedMail = Pick<typeof s.outboxEmails.$inferSelect, 'id' | 'kind' | 'recipient' | 'recipientName' | 'replyTo' | 'subject' | 'body' | 'html' | 'attempts'>;

/**
 * Delivers the outbox (ADR 0024). `deliverDue` claims up to `limit` due mails in one short
 * statement (`FOR UPDATE SKIP LOCKED`: processes running it at once take different mails; a
 * claim is a lease, so a process that dies holding mails lets another send them once it runs
 * out), sends each, then records the outcome: sent; retried later with back-off; or failed, when
 * the server refused it for good (5xx) or the attempts are used up. No database transaction is
 * open while a mail is on the wire.
 */
export function createMailDelivery({ db, clock, log, transport, from, maxAttempts, retrySeconds, leaseSeconds }: MailDeliveryOptions) {
  async function claim(limit: number): Promise<ClaimedMail[]> {
    const now = new Date(clock.now());
    const until = new Date(clock.now() + leaseSeconds * 1000);
    const result = await db.execute(sql`
      update outbox_emails set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from outbox_emails
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, kind, recipient, recipient_name, reply_to, subject, body, html, attempts`);
    return rows<{
      id: number;
      kind: string;
      recipient: string;
      recipient_name: string | null;
      reply_to: string | null;
      subject: string;
      body: string;
      html: string | null;
      attempts: number;
    }>(result).map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      recipientName: row.recipient_name,
      replyTo: row.reply_to,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attempts: row.attempts,
    }));
  }

  async function deliver(mail: ClaimedMail, round: DeliveryRound): Promise<void> {
    try {
      await transport.send({
        from,
        to: { name: mail.recipientName ?? '', address: mail.recipient },
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } catch (error) {
      const permanent = isPermanent(error);
      const last = permanent || mail.attempts >= maxAttempts;
      const delay = retrySeconds * 1000 * 2 ** (mail.attempts - 1);
      await db
        .update(s.outboxEmails)
        .set(
          last
            ? { status: 'failed', lockedUntil: null, lastError: errorText(error) }
            : { nextAttemptAt: new Date(clock.now() + delay), lockedUntil: null, lastError: errorText(error) },
        )
        .where(eq(s.outboxEmails.id, mail.id));
      // The recipient's address stays out of the log; the mail's id finds it.
      const fields = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: errorText(error) };
      if (last) log.warn(permanent ? 'mail refused by the mail server: marked failed' : 'mail failed too often: marked failed', fields);
      else log.info('mail not sent: will retry', { ...fields, retryInSeconds: delay / 1000 });
      if (last) round.failed++;
      else round.retried++;
      return;
    }
    await db.update(s.outboxEmails).set({ status: 'sent', sentAt: new Date(clock.now()), lockedUntil: null, lastError: null }).where(eq(s.outboxEmails.id, mail.id));
    log.info('mail sent', { mailId: mail.id, kind: mail.kind });
    round.sent++;
  }

  return {
    /** Claims and sends up to `limit` due mails, one after another; what happened to them. */
    async deliverDue(limit = 20): Promise<DeliveryRound> {
      const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
      for (const mail of await claim(limit)) await deliver(mail, round);
      return round;
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
