import { z } from 'zod';
import { staffCall } from '../admin/staff-contract';
import { storeViews } from '../store-views/model';
import { rateSchema } from './model';

/** Every view's currency as an optional field (the form posts one per row; the base currency's is ignored). */
const viewCurrencies = [...new Set(storeViews.map((view) => view.currency))];
const ratesRequest = z.object(Object.fromEntries(viewCurrencies.map((currency) => [currency, rateSchema.optional()])) as Record<string, z.ZodOptional<typeof rateSchema>>);

/** Stores › Currency Rates, "Save Currency Rates" (the admin form reload): one rate per currency. */
export const currencyRatesSave = staffCall({
  name: 'currencyRatesSave',
  path: '/admin/api/currency/rates',
  staff: 'stores.currency_rates',
  accepts: ['form', 'json'],
  request: ratesRequest,
  response: z.object({ message: z.string(), changed: z.array(z.string()) }),
});
