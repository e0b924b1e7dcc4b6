import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { ShopServices } from '../../../server/feature';
import type { TimeSource } from '@shop/ui/clock';
import { queueMail } from '../mail/outbox.server';
import type { MailContent } from '../mail/mail';
import type { StoreViewCode } from '../store-views/model';
import { confirmRequestMail, NEWSLETTER_MAIL_KINDS, subscriptionSuccessMail, unsubscriptionMail, type NewsletterMailProps } from './mails/newsletter';
import type { SubscriberGridItem, SubscriberGridQuery, SubscriberStatus } from './model';
import { newsletterSubscribers } from './schema.server';

type Row = typeof newsletterSubscribers.$inferSelect;

/** Who acts in the back office, as the audit log records it. */
export type NewsletterStaff = Pick<Parameters<ShopServices['staff']['record']>[0], 'actor' | 'ip'>;

/** A new confirm code: 128 random bits, hex. */
const newCode = () => randomBytes(16).toString('hex');

/**
 * Whether `given` is the subscriber's code, in time that does not depend on where they differ:
 * both are hashed first, so the comparison is of equal lengths whatever was sent.
 */
export function codeMatches(stored: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(given)) && stored.length > 0;
}

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An address as the table keys it. */
const keyOf = (email: string) => email.trim().toLowerCase();

export interface NewsletterServiceOptions {
  db: Db;
  clock: TimeSource;
  baseUrl: string;
  staff: Pick<ShopServices['staff'], 'record'>;
}

/**
 * The newsletter (Magento's `Magento\Newsletter`): double opt-in subscriptions from the footer,
 * confirm and unsubscribe links, a customer's own subscription in My Account and the back office's
 * grid. Every change and the mail it causes are one transaction (ADR 0024).
 */
export function createNewsletterService({ db, clock, baseUrl, staff }: NewsletterServiceOptions) {
  const now = () => new Date(clock.now());

  async function mail(tx: Db, row: Row, kind: keyof typeof NEWSLETTER_MAIL_KINDS, render: (props: NewsletterMailProps) => Promise<MailContent>, store?: StoreViewCode): Promise<void> {
    const content = await render({ baseUrl, subscriberId: row.id, code: row.confirmCode, ...(store ? { store } : {}) });
    await queueMail(tx, { kind: NEWSLETTER_MAIL_KINDS[kind], to: row.email, ...content }, now());
  }

  /** The subscriber of an address, locked for the change. */
  async function lockedByEmail(tx: Db, email: string): Promise<Row | undefined> {
    const [row] = await tx.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${keyOf(email)}`).for('update');
    return row;
  }

  /** The subscriber row of an address, made (Not Activated, a new code) when there is none; locked either way. */
  async function rowFor(tx: Db, email: string, customerId: number | null): Promise<Row> {
    await tx
      .insert(newsletterSubscribers)
      .values({ email: keyOf(email), customerId, status: 'not_activated', confirmCode: newCode(), createdAt: now(), changedAt: now() })
      .onConflictDoNothing();
    const row = (await lockedByEmail(tx, email))!;
    if (customerId !== null && row.customerId !== customerId) {
      await tx.update(newsletterSubscribers).set({ customerId }).where(eq(newsletterSubscribers.id, row.id));
      return { ...row, customerId };
    }
    return row;
  }

  async function setStatus(tx: Db, row: Row, status: SubscriberStatus): Promise<Row> {
    const changedAt = now();
    await tx.update(newsletterSubscribers).set({ status, changedAt }).where(eq(newsletterSubscribers.id, row.id));
    return { ...row, status, changedAt };
  }

  /** The row, kept in the view it subscribes from (none named: the default view), which staff's later changes mail it in. */
  async function subscribingIn(tx: Db, row: Row, store: StoreViewCode | undefined): Promise<Row> {
    const storeView = store ?? 'default';
    if (row.storeView === storeView) return row;
    await tx.update(newsletterSubscribers).set({ storeView }).where(eq(newsletterSubscribers.id, row.id));
    return { ...row, storeView };
  }

  /** The customer an address belongs to, if any (never told to the visitor: it only links the row). */
  async function customerOf(tx: Db, email: string): Promise<number | null> {
    const [row] = await tx.select({ id: s.customers.id }).from(s.customers).where(sql`lower(${s.customers.email}) = ${keyOf(email)}`).limit(1);
    return row?.id ?? null;
  }

  async function customerEmail(tx: Db, customerId: number): Promise<string | null> {
    const [row] = await tx.select({ email: s.customers.email }).from(s.customers).where(eq(s.customers.id, customerId));
    return row?.email ?? null;
  }

  return {
    /**
     * The footer's Subscribe: a subscribed address is refused ('already'); otherwise the address
     * waits for its confirmation (Not Activated) and the confirmation request is mailed ('sent').
     * The outcome is the same whether or not the address is a customer's. The mail's links name
     * the view subscribed in (`store`).
     */
    async subscribe(email: string, store?: StoreViewCode): Promise<'sent' | 'already'> {
      return db.transaction(async (tx) => {
        const existing = await lockedByEmail(tx, email);
        if (existing?.status === 'subscribed') return 'already' as const;
        const row = existing ?? (await rowFor(tx, email, await customerOf(tx, email)));
        const waiting = await subscribingIn(tx, row.status === 'not_activated' ? row : await setStatus(tx, row, 'not_activated'), store);
        await mail(tx, waiting, 'confirmRequest', confirmRequestMail, store);
        return 'sent' as const;
      });
    },

    /** The confirmation link: Subscribed (and the success mail, once, its link in the link's view); a wrong id or code changes nothing. */
    async confirm(id: number, code: string, store?: StoreViewCode): Promise<'confirmed' | 'invalid_id' | 'invalid_code'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
        if (!row) return 'invalid_id' as const;
        if (!codeMatches(row.confirmCode, code)) return 'invalid_code' as const;
        if (row.status !== 'subscribed') await mail(tx, await subscribingIn(tx, await setStatus(tx, row, 'subscribed'), store), 'success', subscriptionSuccessMail, store);
        return 'confirmed' as const;
      });
    },

    /** The unsubscribe link: Unsubscribed (and the unsubscription mail, once); a wrong id or code changes nothing. */
    async unsubscribe(id: number, code: string, store?: StoreViewCode): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for('update');
        if (!row || !codeMatches(row.confirmCode, code)) return false;
        if (row.status !== 'unsubscribed') await mail(tx, await setStatus(tx, row, 'unsubscribed'), 'unsubscribed', unsubscriptionMail, store);
        return true;
      });
    },

    /** Whether the customer (their account's address) is subscribed. */
    async isSubscribed(customerId: number): Promise<boolean> {
      const email = await customerEmail(db, customerId);
      if (email === null) return false;
      const [row] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(or(eq(newsletterSubscribers.customerId, customerId), sql`lower(${newsletterSubscribers.email}) = ${keyOf(email)}`))
        .orderBy(sql`(${newsletterSubscribers.status} = 'subscribed') desc`)
        .limit(1);
      return row?.status === 'subscribed';
    },

    /**
     * My Account's "General Subscription" for the signed-in customer's own address: subscribed at
     * once (the account already proves the address) with the success mail, or unsubscribed with the
     * unsubscription mail (in the view `store` the account's page was in); 'unchanged' when it already was so.
     */
    async setCustomerSubscription(customerId: number, subscribed: boolean, store?: StoreViewCode): Promise<'saved' | 'removed' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const email = await customerEmail(tx, customerId);
        if (email === null) return 'unchanged' as const;
        if (subscribed) {
          const row = await rowFor(tx, email, customerId);
          if (row.status === 'subscribed') return 'unchanged' as const;
          await mail(tx, await subscribingIn(tx, await setStatus(tx, row, 'subscribed'), store), 'success', subscriptionSuccessMail, store);
          return 'saved' as const;
        }
        const row = await lockedByEmail(tx, email);
        if (row?.status !== 'subscribed') return 'unchanged' as const;
        await mail(tx, await setStatus(tx, row, 'unsubscribed'), 'unsubscribed', unsubscriptionMail, store);
        return 'removed' as const;
      });
    },

    /** Marketing › Newsletter Subscribers: a page of subscribers matching the search (address or name) and status, newest first. */
    async grid(query: SubscriberGridQuery): Promise<{ rows: SubscriberGridItem[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = likePattern(query.search);
        filters.push(or(ilike(newsletterSubscribers.email, pattern), ilike(s.customers.firstname, pattern), ilike(s.customers.lastname, pattern))!);
      }
      if (query.status) filters.push(eq(newsletterSubscribers.status, query.status));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: newsletterSubscribers.id,
            email: newsletterSubscribers.email,
            customerId: newsletterSubscribers.customerId,
            firstname: s.customers.firstname,
            lastname: s.customers.lastname,
            status: newsletterSubscribers.status,
            createdAt: newsletterSubscribers.createdAt,
            changedAt: newsletterSubscribers.changedAt,
          })
          .from(newsletterSubscribers)
          .leftJoin(s.customers, eq(s.customers.id, newsletterSubscribers.customerId))
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(newsletterSubscribers).leftJoin(s.customers, eq(s.customers.id, newsletterSubscribers.customerId)).where(where),
      ]);
      return {
        total: counted?.n ?? 0,
        rows: rows.map(({ customerId, createdAt, changedAt, ...row }) => ({ ...row, type: customerId === null ? 'Guest' : 'Customer', createdAt: createdAt.toISOString(), changedAt: changedAt.toISOString() })),
      };
    },

    /** The back office's Unsubscribe: those not yet unsubscribed, each mailed (in the view it subscribed from) and audit-logged; how many changed. */
    async staffUnsubscribe(ids: readonly number[], by: NewsletterStaff): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.select().from(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [...ids])).orderBy(newsletterSubscribers.id).for('update');
        let changed = 0;
        for (const row of rows) {
          if (row.status === 'unsubscribed') continue;
          await mail(tx, await setStatus(tx, row, 'unsubscribed'), 'unsubscribed', unsubscriptionMail, row.storeView);
          await staff.record({ ...by, action: 'newsletter.unsubscribe', entityType: 'newsletter_subscriber', entityId: row.id, before: { status: row.status }, after: { status: 'unsubscribed' } }, tx);
          changed += 1;
        }
        return changed;
      });
    },

    /** The back office's Delete: the subscribers still there, each audit-logged; how many went. */
    async staffDelete(ids: readonly number[], by: NewsletterStaff): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, [...ids])).returning();
        for (const row of rows) {
          await staff.record({ ...by, action: 'newsletter.delete', entityType: 'newsletter_subscriber', entityId: row.id, before: { email: row.email, status: row.status, customerId: row.customerId } }, tx);
        }
        return rows.length;
      });
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
