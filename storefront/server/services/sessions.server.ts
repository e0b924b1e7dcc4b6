import { createHash } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, type SessionData } from '../db/schema';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { randomToken } from '../lib/random';

/** A stored session; `id` is the hash of the cookie token. */
export type SessionRecord = typeof sessions.$inferSelect;

/** A flash message kept in the session until the messages section is read. */
export type FlashMessage = NonNullable<SessionData['messages']>[number];

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The `private_content_owner` cookie's value for a signed-in session: derived one way from the
 * token (and unlike the stored id), so scripts that read it learn nothing that opens the session.
 */
export function privateContentOwner(token: string): string {
  return createHash('sha256').update(`private-content-owner:${token}`).digest('base64url');
}

export interface SessionServiceOptions {
  db: Db;
  clock: TimeSource;
  /** Session lifetime in seconds, renewed while the shopper is active. */
  lifetime: number;
  /** Absolute lifetime in seconds: a session ends this long after it began, however active. */
  maxLifetime: number;
}

/** Sessions stored in the database, addressed by an opaque cookie token. */
export function createSessionService({ db, clock, lifetime, maxLifetime }: SessionServiceOptions) {
  /** The idle expiry from now, never past the session's absolute end. */
  const expiry = (createdAt: number = clock.now()) => new Date(Math.min(clock.now() + lifetime * 1000, createdAt + maxLifetime * 1000));
  /** Sessions that began before this have outlived the absolute lifetime. */
  const oldestStart = () => new Date(clock.now() - maxLifetime * 1000);

  return {
    lifetime,

    /** The live session for a cookie token, or null. */
    async load(token: string | undefined): Promise<SessionRecord | null> {
      if (!token || token.length > 128) return null;
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date(clock.now())), gt(sessions.createdAt, oldestStart())));
      return row ?? null;
    },

    /** Starts a session; returns the cookie token and the stored row. */
    async create(init: { customerId?: number | null; data?: SessionData; formKey?: string | null } = {}, tx: Db = db) {
      const token = randomToken();
      const [row] = await tx
        .insert(sessions)
        .values({ id: hashToken(token), customerId: init.customerId ?? null, data: init.data ?? {}, formKey: init.formKey ?? null, createdAt: new Date(clock.now()), expiresAt: expiry() })
        .returning();
      return { token, record: row! };
    },

    /** Pushes the expiry forward (never past the absolute end) when half the lifetime has passed; true when it did. */
    async renew(record: SessionRecord): Promise<boolean> {
      if (record.expiresAt.getTime() - clock.now() > (lifetime * 1000) / 2) return false;
      const expiresAt = expiry(record.createdAt.getTime());
      if (expiresAt.getTime() <= record.expiresAt.getTime()) return false;
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, record.id));
      return true;
    },

    async remove(id: string, tx: Db = db): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.id, id));
    },

    async bindFormKey(id: string, formKey: string): Promise<void> {
      await db.update(sessions).set({ formKey }).where(eq(sessions.id, id));
    },

    /** Appends flash messages atomically (concurrent requests do not overwrite each other). */
    async addMessages(id: string, messages: FlashMessage[], tx: Db = db): Promise<void> {
      await tx.execute(sql`update ${sessions}
        set data = jsonb_set(data, '{messages}', coalesce(data->'messages', '[]'::jsonb) || ${JSON.stringify(messages)}::jsonb)
        where id = ${id}`);
    },

    /** Reads and clears the flash messages in one statement. */
    async takeMessages(id: string): Promise<FlashMessage[]> {
      // The locked sub-select runs before the update, so it returns the messages being cleared.
      const result = await db.execute(sql`update ${sessions} n set data = n.data - 'messages'
        from (select id, data->'messages' as messages from ${sessions} where id = ${id} for update) old
        where n.id = old.id
        returning old.messages`);
      const row = (result as unknown as { rows: { messages: FlashMessage[] | string | null }[] }).rows[0];
      const value = row?.messages ?? [];
      return typeof value === 'string' ? (JSON.parse(value) as FlashMessage[]) : value;
    },

    /** Deletes expired sessions (idle or past the absolute lifetime); returns how many. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, new Date(clock.now())), lt(sessions.createdAt, oldestStart())))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}

