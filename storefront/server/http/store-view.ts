import type { Context } from 'hono';
import { inPricing } from '../../src/features/currency/pricing.server';
import { defaultView, STORE_VIEW_HEADER, viewByCode, type StoreView, type StoreViewCode } from '../../src/features/store-views/model';
import type { ShopEnv } from './env';

/**
 * The view a call names in {@link STORE_VIEW_HEADER} (the default view without one). An unknown
 * code never gets here: the language middleware (`viewLanguageMiddleware`, ADR 0039) has answered
 * it with a 400 before any route.
 */
export function callView(c: Context<ShopEnv>): StoreView {
  return viewByCode(c.req.header(STORE_VIEW_HEADER)) ?? defaultView;
}

/**
 * The view a call speaks in (ADR 0039): its {@link STORE_VIEW_HEADER}, else the `store` field a
 * form posted without JavaScript names (already validated by the call's contract), else the
 * default view. What a call's message names a product in.
 */
export function callViewOr(c: Context<ShopEnv>, store: StoreViewCode | undefined): StoreView {
  return viewByCode(c.req.header(STORE_VIEW_HEADER)) ?? viewByCode(store) ?? defaultView;
}

/**
 * Runs a call's handler with the prices of the view it names (ADR 0040): the cart's section, its
 * estimates and checkout's totals read a stored price in the base currency and answer it converted,
 * as a page of that view shows it.
 */
export async function inCallView<T>(c: Context<ShopEnv>, view: StoreView, work: () => Promise<T>): Promise<T> {
  const { shop } = c.var;
  if (view.currency === shop.config.currency) return work();
  return inPricing({ converter: await shop.currency.converter(view.currency), locale: view.locale }, work);
}
