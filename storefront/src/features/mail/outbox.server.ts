import { and, eq, sql } from 'drizzle-orm';
import { checkRule } from '@shop/ui/validation';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { OutgoingMail } from './mail';

/** A header line never carries a line break: a name or subject with one is folded into one line (no header injection). */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/**
 * Puts a mail in the outbox, on `tx`: called inside the transaction of the change that causes it
 * (the order, the reset token), so the mail exists exactly when the change does. The mail worker
 * sends it (`worker.server.ts`). An address that is not one is refused here, before anything is kept.
 */
export async function queueMail(tx: Db, mail: OutgoingMail, now: Date = new Date()): Promise<void> {
  for (const address of [mail.to, mail.replyTo].filter((value): value is string => value !== undefined)) {
    if (checkRule('validate-email', address) !== null) throw new Error(`queueMail: "${mail.kind}" has an invalid address`);
  }
  await tx.insert(s.outboxEmails).values({
    kind: mail.kind,
    recipient: mail.to,
    recipientName: mail.toName === undefined ? null : oneLine(mail.toName),
    replyTo: mail.replyTo ?? null,
    subject: oneLine(mail.subject),
    body: mail.text,
    html: mail.html,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** Whether a mail of `kind` to `recipient` was queued after `since` and is not failed (a repeat check: the password reset's interval). */
export async function queuedSince(tx: Db, kind: string, recipient: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: s.outboxEmails.id })
    .from(s.outboxEmails)
    .where(and(eq(s.outboxEmails.kind, kind), eq(s.outboxEmails.recipient, recipient), sql`${s.outboxEmails.status} <> 'failed'`, sql`${s.outboxEmails.createdAt} > ${since.toISOString()}::timestamptz`))
    .limit(1);
  return row !== undefined;
}
