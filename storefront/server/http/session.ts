import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/database';
import { isHttps } from '../page-settings';
import type { FlashMessage, SessionRecord } from '../services/sessions.server';
import type { Shop } from '../shop';
import type { ShopEnv } from './env';

/**
 * The session of one request, loaded from its cookie on first use and created only when a
 * request needs to remember something (public pages never start one).
 */
export class RequestSession {
  #loaded = false;
  #record: SessionRecord | null = null;
  readonly #c: Context<ShopEnv>;
  readonly #shop: Shop;

  constructor(c: Context<ShopEnv>, shop: Shop) {
    this.#c = c;
    this.#shop = shop;
  }

  #writeCookie(token: string) {
    const { config } = this.#shop;
    setCookie(this.#c, config.sessionCookie, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(this.#c.req.raw, config),
      maxAge: config.cookieLifetime,
    });
  }

  /** The live session, or null for a visitor without one. */
  async current(): Promise<SessionRecord | null> {
    if (this.#loaded) return this.#record;
    this.#loaded = true;
    const token = getCookie(this.#c, this.#shop.config.sessionCookie);
    this.#record = await this.#shop.sessions.load(token);
    if (this.#record && token && (await this.#shop.sessions.renew(this.#record))) this.#writeCookie(token);
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
   * Replaces the session by a new one with a new id (at login and logout), inside `tx`: the old
   * row is deleted, flash messages and the form_key carry over. Returns the old and new rows.
   * Load the session (current/ensure) before the transaction: PGlite runs one transaction at a
   * time, so a query outside `tx` here would wait forever.
   */
  async rotate(tx: Db, customerId: number | null, messages: FlashMessage[] = []) {
    if (!this.#loaded) throw new Error('RequestSession.rotate: call current() or ensure() before the transaction');
    const old = this.#record;
    // Lock the old row first, the order cart changes use too (session, then customer, then cart).
    if (old) await tx.execute(sql`select id from sessions where id = ${old.id} for update`);
    const { token, record } = await this.#shop.sessions.create(
      { customerId, formKey: old?.formKey ?? this.#c.get('formKey') ?? null, data: { messages: [...(old?.data.messages ?? []), ...messages] } },
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
      },
    };
  }

  /** Forgets the session cookie (the row is already gone). */
  clearCookie() {
    deleteCookie(this.#c, this.#shop.config.sessionCookie, { path: '/' });
    this.#record = null;
  }

  /** Adds flash messages for the messages section, starting a session if needed. */
  async flash(...messages: FlashMessage[]) {
    const session = await this.ensure();
    await this.#shop.sessions.addMessages(session.id, messages);
  }

  /** The loaded record without touching the database. */
  get loaded(): SessionRecord | null {
    return this.#record;
  }
}

/** Gives each request its RequestSession and binds an accepted form_key to the session afterwards. */
export function sessionMiddleware(shop: Shop): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    c.set('shop', shop);
    const session = new RequestSession(c, shop);
    c.set('session', session);
    await next();
    const formKey = c.get('formKey');
    const record = session.loaded;
    if (formKey && record && record.formKey !== formKey && c.res.status < 500) await shop.sessions.bindFormKey(record.id, formKey);
  };
}
