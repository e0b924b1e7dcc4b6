import type { Context } from 'hono';
import { inPricing } from '../../src/features/currency/pricing.server';
import { defaultView, STORE_VIEW_HEADER, storeViews, type StoreView } from '../../src/features/store-views/model';
import type { ErrorBody } from '../../src/lib/contract';
import { HttpError } from '../../src/lib/http-error';
import type { ShopEnv } from './env';
import { visitorText } from './input';


/** The view a call names in {@link STORE_VIEW_HEADER} (the default view without one); an unknown code is a 400. */
export function callView(c: Context<ShopEnv>, errorBody?: ErrorBody): StoreView {
  const code = c.req.header(STORE_VIEW_HEADER);
  if (code === undefined || code === '') return defaultView;
  const view = storeViews.find((candidate) => candidate.code === code);
  if (!view) throw new HttpError(400, `Unknown store view ${visitorText(code)}.`, errorBody);
  return view;
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
