import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { MAIL_PAGE_SIZE, type MailGridItem, type MailStatus } from './model';

/** A page of the outbox, newest first, optionally of one status, and how many match. */
export async function outboxPage(db: Db, { status, page }: { status: MailStatus | null; page: number }): Promise<{ rows: MailGridItem[]; total: number }> {
  const where = status ? eq(s.outboxEmails.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: s.outboxEmails.id,
        kind: s.outboxEmails.kind,
        recipient: s.outboxEmails.recipient,
        subject: s.outboxEmails.subject,
        status: s.outboxEmails.status,
        attempts: s.outboxEmails.attempts,
        createdAt: s.outboxEmails.createdAt,
      })
      .from(s.outboxEmails)
      .where(where)
      .orderBy(desc(s.outboxEmails.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ n: count() }).from(s.outboxEmails).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, status: row.status as MailStatus, createdAt: row.createdAt.toISOString() })), total: counted?.n ?? 0 };
}

/** One mail as it went (or will go) out: both parts, its addresses and its delivery state. */
export async function outboxMail(db: Db, id: number) {
  const [mail] = await db.select().from(s.outboxEmails).where(eq(s.outboxEmails.id, id));
  if (!mail) return null;
  return {
    id: mail.id,
    kind: mail.kind,
    to: mail.recipientName ? `${mail.recipientName} <${mail.recipient}>` : mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.body,
    html: mail.html,
    status: mail.status as MailStatus,
    attempts: mail.attempts,
    lastError: mail.lastError,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}
