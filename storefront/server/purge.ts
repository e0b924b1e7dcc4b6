import { sql } from 'drizzle-orm';
import { nowSeconds } from '@shop/ui/clock';
import { affectedRows } from './db/database';
import type { Shop } from './shop';

/** How many rows one purge removed, per kind. */
export interface PurgeSummary {
  sessions: number;
  throttleBuckets: number;
  captchaStates: number;
  productActions: number;
  searchTerms: number;
  staffSessions: number;
}

/**
 * Deletes what has expired, so nothing a visitor can make grows without end: sessions past their
 * idle or absolute lifetime (and the guest carts they owned), ended throttle windows, captcha
 * states untouched for a session lifetime (their session is gone, and a login's failure count
 * starts again, as the platform's captcha log does), and recently viewed / compared rows of
 * sessions that are gone or older than the persistent lifetime; and room for new search phrases
 * when their table is at SEARCH_TERMS_MAX; the back office's sessions past their expiry.
 */
export async function purgeExpired(shop: Shop): Promise<PurgeSummary> {
  const { db, config, clock } = shop;
  const sessions = await shop.sessions.purgeExpired();
  await shop.carts.purgeOrphans();
  const throttleBuckets = await shop.throttle.purgeExpired();
  const staleCaptcha = new Date(clock.now() - config.cookieLifetime * 1000).toISOString();
  const captchaStates = affectedRows(await db.execute(sql`delete from captcha_states where updated_at < ${staleCaptcha}::timestamptz`));
  const productActions = affectedRows(
    await db.execute(sql`delete from product_actions a
      where a.added_at < ${nowSeconds(clock) - config.persistentLifetime}
         or (a.owner like 'session:%' and not exists (select 1 from sessions s where 'session:' || s.id = a.owner))`),
  );
  const searchTerms = await shop.catalog.trimSearchTerms();
  const staffSessions = await shop.staff.purgeExpired();
  return { sessions, throttleBuckets, captchaStates, productActions, searchTerms, staffSessions };
}

/**
 * Runs {@link purgeExpired} now and every PURGE_INTERVAL seconds (0: never on a schedule), logging
 * what it removed; a failure is logged and the next run tries again. Returns a function that stops it.
 */
export function schedulePurge(shop: Shop): () => void {
  const { log, config } = shop;
  const run = async () => {
    try {
      const summary = await purgeExpired(shop);
      if (Object.values(summary).some((n) => n > 0)) log.info('purged expired rows', { ...summary });
    } catch (error) {
      log.warn('purge failed', { err: error });
    }
  };
  void run();
  if (config.purgeInterval === 0) return () => {};
  const timer = setInterval(run, config.purgeInterval * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
