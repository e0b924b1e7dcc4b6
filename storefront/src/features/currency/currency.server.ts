import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import type { ShopServices } from '../../../server/feature';
import { cacheTags } from '../../../server/page-cache/tags';
import { storeViews } from '../store-views/model';
import { canonicalRate, converterOf, IDENTITY_RATE, type Converter, type RateText } from './model';
import { currencyRates } from './schema.server';

/** Who saved rates, as the audit log records them. */
export type RateEditor = Pick<Parameters<ShopServices['staff']['record']>[0], 'actor' | 'ip'>;

/** A row of Stores › Currency Rates: a view currency other than the base one, and its rate (null: none yet). */
export interface RateRow {
  currency: string;
  rate: RateText | null;
}

export interface CurrencyServiceOptions {
  db: Db;
  /** The base currency prices are stored in (CURRENCY). */
  base: string;
  /** The page cache's purges, this process's and the others' (PostgreSQL): a currency tag (or `FPC`) drops the kept rates. */
  purges?: { onPurge(listener: (tags: readonly string[]) => void): void };
  /** Purges pages by tag in every process and the cache in front (`catalogChanges.currencies`). */
  purge?: (currencies: readonly string[]) => Promise<void>;
  /** Writes the audit log (`shop.staff.record`). */
  record?: ShopServices['staff']['record'];
}

/** The currencies the views show, other than the base one: the rates the shop needs. */
export function ratedCurrencies(base: string): string[] {
  return [...new Set(storeViews.map((view) => view.currency))].filter((currency) => currency !== base);
}

/** Whether a purge drops the kept rates: a currency's tag or the whole cache. */
const touchesRates = (tags: readonly string[]) => tags.some((tag) => tag === cacheTags.all || tag.startsWith(cacheTags.currency('')));

/**
 * The rate table (ADR 0040): read once and kept in the process's memory until a purge of a
 * currency tag (a rate saved here or in another process) or of the whole cache drops it; the
 * converter of a view's currency; the back office's save.
 */
export function createCurrencyService({ db, base, purges, purge, record }: CurrencyServiceOptions) {
  let kept: Promise<Map<string, RateText>> | null = null;
  let generation = 0;
  purges?.onPurge((tags) => {
    if (!touchesRates(tags)) return;
    kept = null;
    generation++;
  });

  function read(): Promise<Map<string, RateText>> {
    if (kept) return kept;
    const started = generation;
    const reading = db
      .select({ to: currencyRates.currencyTo, rate: currencyRates.rate })
      .from(currencyRates)
      .where(eq(currencyRates.currencyFrom, base))
      .then((rows) => new Map(rows.map((row) => [row.to, canonicalRate(row.rate)])));
    // What a read started before a forgetting found is not kept.
    reading.then(
      () => {
        if (generation !== started && kept === reading) kept = null;
      },
      () => {
        if (kept === reading) kept = null;
      },
    );
    kept = reading;
    return reading;
  }

  return {
    base,

    /**
     * Prices of the base currency as a view in `currency` shows them. A currency without a rate
     * shows the base currency (as Magento does), so a page is never priced by a guessed rate.
     */
    async converter(currency: string): Promise<Converter> {
      if (currency === base) return converterOf(base, base, IDENTITY_RATE);
      const rate = (await read()).get(currency);
      return rate ? converterOf(base, currency, rate) : converterOf(base, base, IDENTITY_RATE);
    },

    /** Stores › Currency Rates: every view currency other than the base one, with its rate. */
    async rates(): Promise<RateRow[]> {
      const rates = await read();
      return ratedCurrencies(base).map((currency) => ({ currency, rate: rates.get(currency) ?? null }));
    },

    /**
     * Saves rates (already validated), writes the audit log of what changed, and purges the pages
     * that show prices in the changed currencies (in every process). Returns the changed currencies.
     */
    async save(rates: readonly { currency: string; rate: RateText }[], by: RateEditor): Promise<string[]> {
      const allowed = new Set(ratedCurrencies(base));
      const changed = await db.transaction(async (tx) => {
        const current = new Map(
          (await tx.select({ to: currencyRates.currencyTo, rate: currencyRates.rate }).from(currencyRates).where(eq(currencyRates.currencyFrom, base)).for('update')).map((row) => [row.to, canonicalRate(row.rate)]),
        );
        const touched: string[] = [];
        for (const { currency, rate } of rates) {
          if (!allowed.has(currency)) continue;
          const next = canonicalRate(rate);
          const before = current.get(currency) ?? null;
          if (before === next) continue;
          if (before === null) await tx.insert(currencyRates).values({ currencyFrom: base, currencyTo: currency, rate: next });
          else await tx.update(currencyRates).set({ rate: next, updatedAt: sql`now()` }).where(and(eq(currencyRates.currencyFrom, base), eq(currencyRates.currencyTo, currency)));
          await record?.({ ...by, action: 'currency.rate.save', entityType: 'currency_rate', entityId: `${base}/${currency}`, before: before === null ? null : { rate: before }, after: { rate: next } }, tx);
          touched.push(currency);
        }
        return touched;
      });
      if (changed.length > 0) {
        kept = null;
        generation++;
        await purge?.(changed);
      }
      return changed;
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
