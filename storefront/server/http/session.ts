import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { FORM_KEY_ALPHABET, FORM_KEY_COOKIE, FORM_KEY_COOKIE_LIFETIME_MS, FORM_KEY_LENGTH, MESSAGES_WAITING_COOKIE, MESSAGES_WAITING_SECONDS, PRIVATE_CONTENT_OWNER_COOKIE } from '../../src/config/constants';
import { randomString } from '../lib/random';
import type { Db } from '../db/database';
import { isHttps } from '../config';
import { holdingMessages, messagePage, type MessageHold, privateContentOwner, type FlashMessage, type SessionRecord } from '../services/sessions.server';
import type { Shop } from '../shop';
import type { ShopEnv } from './env';
import { PRIVATE } from './responses';

/**
 * The session of one request, loaded from its cookie on first use and created only when a
 * request needs to remember something (public pages never start one).
 */
export class RequestSession {
  #loaded = false;
  #record: SessionRecord | null = null;
  /** The cookie token of `#record`. */
  #token: string | undefined;
  /** Whether this answer (re)writes the session cookie. */
  #cookieWritten = false;
  readonly #c: Context<ShopEnv>;
  readonly #shop: Shop;

  constructor(c: Context<ShopEnv>, shop: Shop) {
    this.#c = c;
    this.#shop = shop;
  }

  #cookieOptions() {
    const { config } = this.#shop;
    return { path: '/', sameSite: 'Lax', secure: isHttps(config), maxAge: config.cookieLifetime } as const;
  }

  /**
   * Gives the browser the session's form_key (SPEC.md §9: 24 hours, path /, the page's SameSite and
   * Secure; readable by the page's scripts, which copy it into forms).
   */
  #writeFormKeyCookie(formKey: string) {
    const { path, sameSite, secure } = this.#cookieOptions();
    setCookie(this.#c, FORM_KEY_COOKIE, formKey, { path, sameSite, secure, maxAge: FORM_KEY_COOKIE_LIFETIME_MS / 1000 });
  }

  #writeCookie(token: string) {
    setCookie(this.#c, this.#shop.config.sessionCookie, token, { ...this.#cookieOptions(), httpOnly: true });
    this.#token = token;
    this.#cookieWritten = true;
  }

  /** The live session, or null for a visitor without one. */
  async current(): Promise<SessionRecord | null> {
    if (this.#loaded) return this.#record;
    this.#loaded = true;
    const token = getCookie(this.#c, this.#shop.config.sessionCookie);
    this.#record = await this.#shop.sessions.load(token);
    if (this.#record) this.#token = token;
    if (this.#record && token && (await this.#shop.sessions.renew(this.#record))) this.#writeCookie(token);
    // A browser whose form_key cookie expired (24 h) or was replaced gets its session's key back.
    const formKey = this.#record?.formKey;
    if (formKey && getCookie(this.#c, FORM_KEY_COOKIE) !== formKey) this.#writeFormKeyCookie(formKey);
    return this.#record;
  }

  /** The session, started now (with its cookie) when there is none. */
  async ensure(): Promise<SessionRecord> {
    const existing = await this.current();
    if (existing) return existing;
    const { token, record } = await this.#shop.sessions.create({ formKey: this.#c.get('formKey') ?? null });
    this.#record = record;
    this.#writeCookie(token);
    return record;
  }

  /**
   * Replaces the session by a new one with a new id and a new form_key (at login and logout),
   * inside `tx`: the old row is deleted, and flash messages carry over unless a customer is
   * signing out (theirs stay with them). Returns the old and new rows.
   * Load the session (current/ensure) before the transaction: PGlite runs one transaction at a
   * time, so a query outside `tx` here would wait forever.
   */
  async rotate(tx: Db, customerId: number | null, messages: FlashMessage[] = []) {
    if (!this.#loaded) throw new Error('RequestSession.rotate: call current() or ensure() before the transaction');
    const old = this.#record;
    // Lock the old row first, the order cart changes use too (session, then customer, then cart).
    if (old) await tx.execute(sql`select id from sessions where id = ${old.id} for update`);
    const carried = old?.customerId && old.customerId !== customerId ? [] : (old?.data.messages ?? []);
    const { token, record } = await this.#shop.sessions.create(
      // The new messages are this request's, held until it answers (the middleware releases them in the new session).
      { customerId, formKey: randomString(FORM_KEY_LENGTH, FORM_KEY_ALPHABET), data: { messages: [...carried, ...this.#shop.sessions.stamp(messages)] } },
      tx,
    );
    if (old) await this.#shop.sessions.remove(old.id, tx);
    return {
      old,
      record,
      /** Call after the transaction commits. */
      commit: () => {
        this.#record = record;
        this.#writeCookie(token);
        // The key posted with this request belonged to the old session: the browser takes the new one.
        this.#c.set('formKey', record.formKey ?? undefined);
        if (record.formKey) this.#writeFormKeyCookie(record.formKey);
      },
    };
  }

  /** Forgets the session cookie (the row is already gone). */
  clearCookie() {
    deleteCookie(this.#c, this.#shop.config.sessionCookie, { path: '/' });
    this.#record = null;
    this.#token = undefined;
  }

  /**
   * Brings the `private_content_owner` cookie in line with the session once the answer is ready:
   * set for a signed-in customer (renewed with the session cookie, same lifetime), cleared for a
   * guest and for a session the server does not know (ended, expired, signed out elsewhere). The
   * browser drops cached customer data built for another owner. A request that never looked at
   * its session is checked only when it carries the cookie (a signed-in visitor) and loads a page:
   * one lookup by key, so even a public page tells a customer whose session ended, while images
   * and public calls cost nothing.
   */
  async syncOwnerCookie() {
    const sent = getCookie(this.#c, PRIVATE_CONTENT_OWNER_COOKIE);
    if (!this.#loaded) {
      if (sent === undefined) return;
      const hasSessionCookie = getCookie(this.#c, this.#shop.config.sessionCookie) !== undefined;
      if (hasSessionCookie && !isPageLoad(this.#c)) return;
    }
    const record = await this.current();
    const owner = record?.customerId && this.#token ? privateContentOwner(this.#token) : undefined;
    if (owner === undefined) {
      if (sent !== undefined) deleteCookie(this.#c, PRIVATE_CONTENT_OWNER_COOKIE, { path: '/' });
    } else if (sent !== owner || this.#cookieWritten) {
      setCookie(this.#c, PRIVATE_CONTENT_OWNER_COOKIE, owner, { ...this.#cookieOptions(), httpOnly: false });
    }
  }

  /** Adds flash messages for the messages section, starting a session if needed. */
  async flash(...messages: FlashMessage[]) {
    const session = await this.ensure();
    await this.#shop.sessions.addMessages(session.id, messages);
    // The next page shows them at once, even a first visitor's, which waits for an interaction otherwise (ADR 0042).
    setCookie(this.#c, MESSAGES_WAITING_COOKIE, '1', { ...this.#cookieOptions(), httpOnly: false, maxAge: MESSAGES_WAITING_SECONDS });
  }

  /** The loaded record without touching the database. */
  get loaded(): SessionRecord | null {
    return this.#record;
  }
}

/**
 * Releases the messages `hold` left (in the sessions it wrote to, and in the request's session:
 * a rotation wrote them into a new one) for the page the answer redirects to, or for any page.
 */
async function releaseMessages(c: Context<ShopEnv>, hold: MessageHold, session: RequestSession) {
  const current = session.loaded;
  const rotatedIn = current?.data.messages?.some((message) => message.held === hold.mark) ?? false;
  if (hold.sessions.size === 0 && !rotatedIn) return;
  const { shop } = c.var;
  const redirect = c.res.status >= 300 && c.res.status < 400 ? c.res.headers.get('location') : null;
  const target = redirect ? messagePage(redirect, shop.config.baseUrl) : undefined;
  await shop.sessions.releaseMessages(hold, current ? [...hold.sessions, current.id] : hold.sessions, target);
}

/** Whether the request loads a page in the browser (a navigation), rather than an image or a call. */
function isPageLoad(c: Context): boolean {
  const destination = c.req.header('sec-fetch-dest');
  if (destination) return destination === 'document';
  return c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * Gives each request its RequestSession; afterwards binds an accepted form_key to the session and
 * brings the private_content_owner cookie in line with it. An answer that sets a cookie belongs to
 * one visitor: it is never left publicly cacheable.
 */
export function sessionMiddleware(shop: Shop): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    c.set('shop', shop);
    const session = new RequestSession(c, shop);
    c.set('session', session);
    // The flash messages this request leaves are held until it has answered, then left for the
    // page its redirect leads to (ADR 0042): a section load of the page being left, answered
    // meanwhile, does not take them.
    const { hold, done } = holdingMessages(next);
    try {
      await done;
    } finally {
      await releaseMessages(c, hold, session);
    }
    const formKey = c.get('formKey');
    const record = session.loaded;
    if (formKey && record && record.formKey !== formKey && c.res.status < 500) await shop.sessions.bindFormKey(record.id, formKey);
    if (c.res.status < 500) {
      try {
        await session.syncOwnerCookie();
      } catch (error) {
        // The answer is ready: the next request checks again.
        shop.log.warn('private content owner check failed', { err: error });
      }
    }
    if (c.res.headers.has('set-cookie') && !/private|no-store/.test(c.res.headers.get('cache-control') ?? '')) c.header('Cache-Control', PRIVATE);
  };
}
