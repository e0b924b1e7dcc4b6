import { lt, sql } from 'drizzle-orm';
import type { TimeSource } from '@shop/ui/clock';
import type { ThrottleLimit } from '../throttle-rule';
import type { Db } from '../db/database';
import { throttleBuckets } from '../db/schema';

/**
 * Who a hit is counted for: the visitor's address key and, where the call has them, its accounts
 * (an e-mail, a cart owner, a session, a product), each counted apart against the per-account limit.
 */
export interface ThrottleSubjects {
  ip: string;
  accounts?: readonly (string | undefined)[];
}

/** The throttle's verdict: allowed, or refused until `retryAfter` seconds have passed. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfter: number };

export interface ThrottleServiceOptions {
  db: Db;
  clock: TimeSource;
  /** By rule name (`server/throttles.ts`); read at each hit. */
  limits: Record<string, ThrottleLimit>;
}

/** Kept below PostgreSQL's integer limit however long a client goes on. */
const MAX_HITS = 1_000_000_000;

/**
 * Fixed-window request counters stored in the database, so every shop process on it shares them.
 * Each hit is one upsert that counts and reads in the same statement: concurrent hits on a bucket
 * are serialised by its row lock, so exactly `limit` of them are allowed per window.
 */
export function createThrottleService({ db, clock, limits }: ThrottleServiceOptions) {
  /** Counts a hit on one bucket; the hit count and the end of its window. */
  async function count(key: string, windowSeconds: number): Promise<{ hits: number; resetsAt: number }> {
    const now = new Date(clock.now()).toISOString();
    const next = new Date(clock.now() + windowSeconds * 1000).toISOString();
    const expired = sql`${throttleBuckets.resetsAt} <= ${now}::timestamptz`;
    const [row] = await db
      .insert(throttleBuckets)
      .values({ key, hits: 1, resetsAt: new Date(next) })
      .onConflictDoUpdate({
        target: throttleBuckets.key,
        set: {
          hits: sql`case when ${expired} then 1 else least(${throttleBuckets.hits} + 1, ${MAX_HITS}) end`,
          resetsAt: sql`case when ${expired} then ${next}::timestamptz else ${throttleBuckets.resetsAt} end`,
        },
      })
      .returning({ hits: throttleBuckets.hits, resetsAt: throttleBuckets.resetsAt });
    return { hits: row!.hits, resetsAt: row!.resetsAt.getTime() };
  }

  return {
    limits,

    /**
     * Counts one request of `call` for each subject that has a limit; refused when any of them is
     * over its limit, with the seconds until the latest of those windows ends.
     */
    async hit(call: string, subjects: ThrottleSubjects): Promise<ThrottleVerdict> {
      const limit = limits[call];
      if (!limit) throw new Error(`No throttle rule is declared for "${call}" (a capability's throttle.server.ts)`);
      const buckets: [string, number][] = [];
      if (limit.perIp > 0) buckets.push([`${call}:ip:${subjects.ip}`, limit.perIp]);
      if (limit.perAccount > 0) {
        const accounts = (subjects.accounts ?? []).filter((account) => account !== undefined).map((account) => account.trim().toLowerCase().slice(0, 320));
        for (const account of new Set(accounts)) if (account) buckets.push([`${call}:account:${account}`, limit.perAccount]);
      }
      let retryAfter = 0;
      for (const [key, max] of buckets) {
        const { hits, resetsAt } = await count(key, limit.windowSeconds);
        if (hits > max) retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((resetsAt - clock.now()) / 1000)));
      }
      return retryAfter > 0 ? { allowed: false, retryAfter } : { allowed: true };
    },

    /** Deletes the buckets whose window has ended; returns how many. */
    async purgeExpired(): Promise<number> {
      const removed = await db.delete(throttleBuckets).where(lt(throttleBuckets.resetsAt, new Date(clock.now()))).returning({ key: throttleBuckets.key });
      return removed.length;
    },
  };
}

