import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { ShopServices } from '../../../server/feature';
import type { ContactGridItem, ContactGridQuery, ContactMessageView } from './model';

type MessageRow = typeof s.contactMessages.$inferSelect;

/** Who acts, as the audit log records them. */
type Moderator = Pick<Parameters<ShopServices['staff']['record']>[0], 'actor' | 'ip'>;

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the search reads: the sender's name and e-mail, the telephone and the comment. */
const searched = sql`lower(coalesce(${s.contactMessages.formData}->>'name', '') || ' ' || coalesce(${s.contactMessages.formData}->>'email', '') || ' ' || coalesce(${s.contactMessages.formData}->>'telephone', '') || ' ' || coalesce(${s.contactMessages.formData}->>'comment', ''))`;

const field = (row: MessageRow, name: string) => row.formData[name] ?? '';

/**
 * Customers › Contact Messages: what the contact form stored, newest first, for staff with
 * `contact.messages`. Opening a message marks it read (once); deleting it is for good. Both are
 * written to the audit log.
 */
export function createContactInbox({ db, staff, clock }: { db: Db; staff: Pick<ShopServices['staff'], 'record'>; clock: { now(): number } }) {
  return {
    async grid(query: ContactGridQuery): Promise<{ rows: ContactGridItem[]; total: number }> {
      const where = query.search ? sql`${searched} like ${likePattern(query.search)}` : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(s.contactMessages)
          .where(where)
          .orderBy(desc(s.contactMessages.createdAt), desc(s.contactMessages.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(s.contactMessages).where(where),
      ]);
      return {
        rows: rows.map((row) => {
          const comment = field(row, 'comment').replace(/\s+/g, ' ');
          return {
            id: row.id,
            name: field(row, 'name'),
            email: field(row, 'email'),
            excerpt: comment.length > 80 ? `${comment.slice(0, 80)}…` : comment,
            receivedAt: row.createdAt.toISOString(),
            read: row.readAt !== null,
          };
        }),
        total: counted?.n ?? 0,
      };
    },

    /** A message as its view shows it, marked read the first time (and logged); null when it is not there. */
    async open(id: number, by: Moderator): Promise<ContactMessageView | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(s.contactMessages).where(eq(s.contactMessages.id, id)).for('update');
        if (!row) return null;
        if (row.readAt === null) {
          await tx.update(s.contactMessages).set({ readAt: new Date(clock.now()) }).where(eq(s.contactMessages.id, id));
          await staff.record({ ...by, action: 'contact.read', entityType: 'contact_message', entityId: id }, tx);
        }
        return {
          id: row.id,
          name: field(row, 'name'),
          email: field(row, 'email'),
          telephone: field(row, 'telephone'),
          comment: field(row, 'comment'),
          receivedAt: row.createdAt.toISOString(),
          customerId: row.customerId,
        };
      });
    },

    /** Deletes a message (its words kept in the audit log's "before"); false when it was not there. */
    async remove(id: number, by: Moderator): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(s.contactMessages).where(eq(s.contactMessages.id, id)).returning();
        if (!row) return false;
        await staff.record({ ...by, action: 'contact.delete', entityType: 'contact_message', entityId: id, before: row.formData }, tx);
        return true;
      });
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
