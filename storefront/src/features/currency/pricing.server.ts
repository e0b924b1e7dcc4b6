import { AsyncLocalStorage } from 'node:async_hooks';
import { toMinor, type Minor, type MoneyFormat } from '@shop/ui/money';
import type { Converter } from './model';

/** The prices of the page being rendered: its view's converter, and who is told a price was shown in it. */
export interface Pricing {
  converter: Converter;
  /** The view's locale, which formats its amounts. */
  locale: string;
  /** Called when an amount is shown in a currency other than the base one (the page takes its currency's tag). */
  shown?: () => void;
}

const rendering = new AsyncLocalStorage<Pricing>();

/**
 * Runs a page request's work (loaders, rendering) with its view's prices (ADR 0040): the catalogue
 * reads a price in the base currency and shows it converted, as `t()` reads the view's catalogue
 * (ADR 0038). Outside a run (a call, a mail, a test of a service) prices stay in the base currency.
 */
export function inPricing<T>(pricing: Pricing, work: () => T): T {
  return rendering.run(pricing, work);
}

/** Runs `work` in the base currency whatever the call's view: an order's base grand total. */
export function inBaseCurrency<T>(work: () => T): T {
  return rendering.exit(work);
}

/** An amount of the base currency `base` (minor units) as the page shows it, in its view's currency. */
export function shownMinor(minor: Minor, base: string): Minor {
  const pricing = rendering.getStore();
  if (!pricing || pricing.converter.currency === base) return minor;
  pricing.shown?.();
  return pricing.converter.convert(minor);
}

/** A stored price (exact decimal text of the base currency) in minor units of the page's currency. */
export function shownPrice(decimal: string, base: string): Minor {
  return shownMinor(toMinor(decimal, base), base);
}

/** The currency the page shows prices in (the base currency outside a page's run). */
export function shownCurrency(base: string): string {
  return rendering.getStore()?.converter.currency ?? base;
}

/** The currency shown and units of it per unit of the base currency (exact decimal text; '1' outside a run): what an order records. */
export function shownRate(base: string): { currency: string; rate: string } {
  const converter = rendering.getStore()?.converter;
  return converter ? { currency: converter.currency, rate: converter.rate } : { currency: base, rate: '1' };
}

/** How the page formats its amounts: its currency and its view's locale (the base currency in en-US outside a run). */
export function shownFormat(base: string): MoneyFormat {
  const pricing = rendering.getStore();
  return pricing ? { currency: pricing.converter.currency, locale: pricing.locale } : { currency: base };
}
