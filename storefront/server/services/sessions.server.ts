import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions, type SessionData } from '../db/schema';
import type { TimeSource as TimeSource } from '@shop/ui/clock';
import { randomToken } from '../lib/random';
import { safeRedirectPath } from '../lib/urls';

/** A stored session; `id` is the hash of the cookie token. */
export type SessionRecord = typeof sessions.$inferSelect;

/** A flash message as stored: its text, and for whom it is kept (ADR 0042, "Messages left for the next page"). */
export type StoredMessage = NonNullable<SessionData['messages']>[number];
/** A flash message kept in the session until the messages section is read. */
export type FlashMessage = Pick<StoredMessage, 'type' | 'text'>;

/**
 * The bound on keeping a message for the page a redirect leads to: past this age, or after this
 * many loads of other pages, the next load takes it wherever it comes from (a redirect whose
 * page redirects again, a page that loads no sections): late, never lost.
 */
export const MESSAGE_KEPT_MS = 30_000;
export const MESSAGE_KEPT_LOADS = 3;

/** The messages one request is leaving: held until its answer says where it goes. */
export interface MessageHold {
  readonly mark: string;
  /** The sessions it wrote messages into. */
  readonly sessions: Set<string>;
}

const answering = new AsyncLocalStorage<MessageHold>();

/** Runs `answer` (a request being answered) holding the messages it leaves; see `releaseMessages`. */
export function holdingMessages<T>(answer: () => Promise<T>): { hold: MessageHold; done: Promise<T> } {
  const hold: MessageHold = { mark: randomUUID(), sessions: new Set() };
  return { hold, done: answering.run(hold, answer) };
}

/**
 * The page a URL shows, as messages are kept for it: its path on the shop's origin (no query,
 * no trailing slash), or undefined (another origin, not a URL).
 */
export function messagePage(url: string | undefined, baseUrl: string): string | undefined {
  const path = safeRedirectPath(url, baseUrl);
  if (path === undefined) return undefined;
  const { pathname } = new URL(path, 'http://shop.invalid');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * Which stored messages a load of `page` takes (undefined: a load that does not say its page, as a
 * page with `Referrer-Policy: no-referrer`, takes what it could before), and what stays: a message
 * its request is still answering stays, one a redirect left for another page stays (one skip more)
 * until the bound.
 */
export function takeFor(messages: readonly StoredMessage[], page: string | undefined, now: number): { taken: FlashMessage[]; kept: StoredMessage[] } {
  const taken: FlashMessage[] = [];
  const kept: StoredMessage[] = [];
  for (const message of messages) {
    const fresh = now - (message.at ?? 0) < MESSAGE_KEPT_MS;
    const skips = message.skips ?? 0;
    if (fresh && message.held) kept.push(message);
    else if (fresh && message.for && page !== undefined && page !== message.for && skips + 1 < MESSAGE_KEPT_LOADS) kept.push({ ...message, skips: skips + 1 });
    else taken.push({ type: message.type, text: message.text });
  }
  return { taken, kept };
}

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

  /** Rewrites a session's messages under its row's lock; no write when it has none. */
  const rewriteMessages = <T>(id: string, change: (messages: StoredMessage[]) => { kept: StoredMessage[]; result: T }): Promise<T> =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ data: sessions.data }).from(sessions).where(eq(sessions.id, id)).for('update');
      const messages = row?.data.messages ?? [];
      const { kept, result } = change(messages);
      if (messages.length === 0) return result;
      await tx.execute(
        kept.length > 0
          ? sql`update ${sessions} set data = jsonb_set(data, '{messages}', ${JSON.stringify(kept)}::jsonb) where id = ${id}`
          : sql`update ${sessions} set data = data - 'messages' where id = ${id}`,
      );
      return result;
    });

  const stamp = (messages: readonly FlashMessage[], id?: string): StoredMessage[] => {
    const hold = answering.getStore();
    if (hold && id) hold.sessions.add(id);
    return messages.map(({ type, text }) => ({ type, text, at: clock.now(), ...(hold ? { held: hold.mark } : {}) }));
  };

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

    /**
     * Flash messages as they are stored now: dated and, inside a request being answered
     * (`holdingMessages`), held for it; written into `id`, that request releases them.
     */
    stamp,

    /** Appends flash messages atomically (concurrent requests do not overwrite each other). */
    async addMessages(id: string, messages: FlashMessage[], tx: Db = db): Promise<void> {
      await tx.execute(sql`update ${sessions}
        set data = jsonb_set(data, '{messages}', coalesce(data->'messages', '[]'::jsonb) || ${JSON.stringify(stamp(messages, id))}::jsonb)
        where id = ${id}`);
    },

    /**
     * Releases what a request's `hold` left in the sessions `ids`, now that it has answered: for
     * the page `target` (the redirect's), or for whichever page loads its messages first.
     */
    async releaseMessages(hold: MessageHold, ids: Iterable<string>, target: string | undefined): Promise<void> {
      for (const id of new Set(ids)) {
        await rewriteMessages(id, (messages) => ({
          kept: messages.map(({ held, ...message }) => (held === hold.mark ? { ...message, ...(target ? { for: target } : {}) } : { held, ...message })),
          result: undefined,
        }));
      }
    },

    /** Whether the session keeps flash messages (for a page, or held). */
    async hasMessages(id: string): Promise<boolean> {
      const [row] = await db.select({ data: sessions.data }).from(sessions).where(eq(sessions.id, id));
      return (row?.data.messages?.length ?? 0) > 0;
    },

    /** Reads and clears the flash messages a load of `page` may show (`takeFor`), in one transaction. */
    async takeMessages(id: string, page?: string): Promise<FlashMessage[]> {
      return rewriteMessages(id, (messages) => {
        const { taken, kept } = takeFor(messages, page, clock.now());
        return { kept, result: taken };
      });
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

