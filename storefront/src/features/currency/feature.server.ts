import type { Context } from 'hono';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { privateResponse } from '../../../server/http/responses';
import { clientAddressKey } from '../../../server/http/hosts';
import { createCurrencyService, type CurrencyService, type RateEditor } from './currency.server';
import { shownCurrency, shownMinor } from './pricing.server';
import { currencyRatesSave } from './staff-contract';

declare module '../../../server/feature' {
  interface ShopServices {
    /** The rate table: the converter of a view's currency (kept in memory), the back office's save. */
    currency: CurrencyService;
  }
}

/** The signed-in member of a guarded call, as the audit log records them. */
function editor(c: Context<ShopEnv>): RateEditor {
  const { shop } = c.var;
  const { member } = shop.staff.requestAccess(c);
  return { actor: { id: member.id, username: member.username }, ip: clientAddressKey(c, shop.config) };
}

/** The message Magento's Save Currency Rates answers. */
export const RATES_SAVED = 'All valid rates have been saved.';

/** Currencies (issue 31 item 4, ADR 0040): the rate table, its page service and its back-office save. */
export default defineServerFeature({
  pageSettings: {
    // Converted while a page of a view renders (its run's rate); the base amount anywhere else.
    freeShipping: { after: 'currencyCode', value: ({ config }) => ({ threshold: shownMinor(config.freeShippingThreshold, config.currency), currency: shownCurrency(config.currency) }) },
  },
  services: {
    currency: ({ db, config, pageCache, catalogChanges, staff }) =>
      createCurrencyService({ db, base: config.currency, purges: pageCache, purge: (codes) => catalogChanges.currencies(codes), record: (entry, tx) => staff.record(entry, tx) }),
  },
  routes(endpoints) {
    endpoints.handle(currencyRatesSave, async (c, input) => {
      privateResponse(c);
      const rates = Object.entries(input).flatMap(([currency, rate]) => (rate === undefined ? [] : [{ currency, rate }]));
      const changed = await c.var.shop.currency.save(rates, editor(c));
      return { message: RATES_SAVED, changed };
    });
  },
});
