import { percentOf } from '@shop/ui/money';
import { HttpError } from '../../../lib/http-error';
import type { ProductTileData } from '../../catalog/types';
import type { CheckoutEstimate, ShippingMethod } from '../../checkout/contract';
import type { CartEstimateCalls, EstimateChoice } from '../api';
import type { ShippingEstimateChoice } from '../contract';

/** The fixture cart: three items worth $141.00 (the cart view's fixture cart). */
const SUBTOTAL = 14_100;
const ITEMS_QTY = 3;
/** The fixture's tax rates by region (percent as text), as the shop's seeded rates. */
const RATES: Record<string, string> = { CA: '8.25', MI: '6', NY: '8.375' };

/** The fixture estimate: Free Shipping (the cart is above the threshold) and Flat Rate $5.00 per item, tax by region. */
export function fixtureCartEstimate(request: { country_id: string; region_code?: string; shipping_method?: string }): CheckoutEstimate {
  const methods: ShippingMethod[] = [
    { code: 'freeshipping_freeshipping', carrier_code: 'freeshipping', method_code: 'freeshipping', carrier_title: 'Free Shipping', method_title: 'Free', amount: 0 },
    { code: 'flatrate_flatrate', carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed', amount: 500 * ITEMS_QTY },
  ];
  const selected = methods.find((method) => method.code === request.shipping_method) ?? methods[0]!;
  const tax = request.country_id === 'US' && request.region_code ? percentOf(SUBTOTAL, RATES[request.region_code] ?? '0') : 0;
  return {
    shipping_methods: methods,
    selected_method: selected.code,
    totals: {
      currency: 'USD',
      items: [],
      items_qty: ITEMS_QTY,
      subtotal: SUBTOTAL,
      shipping: selected.amount,
      tax,
      grand_total: SUBTOTAL + selected.amount + tax,
      shipping_title: `${selected.carrier_title} - ${selected.method_title}`,
    },
  };
}

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300"><rect width="240" height="300" fill="#e5e9ef"/><path d="M70 90h100l22 44-30 14v92H78v-92l-30-14z" fill="${fill}"/></svg>`)}`;

/** Cross-sells of the fixture cart. */
export const FIXTURE_CROSS_SELLS: ProductTileData[] = [
  ['Cassius Sparring Tank', 'MT12', 1800, '#4b6584'],
  ['Argus All-Weather Tank', 'MT07', 2200, '#20bf6b'],
  ['Aero Daily Fitness Tee', 'MS01', 1800, '#eb3b5a'],
  ['Strike Endurance Tee', 'MS10', 2900, '#f7b731'],
  ['Zing Jump Rope', '24-UG04', 1200, '#8854d0'],
].map(([name, sku, amount, fill], index) => ({
  id: 2000 + index,
  sku: String(sku),
  name: String(name),
  url: `/${String(name).toLowerCase().replaceAll(' ', '-')}.html`,
  type: 'simple',
  image: { src: picture(String(fill)), alt: String(name), width: 240, height: 300 },
  isSalable: true,
  shortDescription: '',
  price: { amount: Number(amount), currency: 'USD' },
}));

/** Cart page calls answered in memory; what was kept is in `kept`. */
export interface FixtureCartEstimateCalls extends CartEstimateCalls {
  readonly kept: EstimateChoice[];
}

/** Cart page calls answered in memory, after `delay` ms: a postcode out of the US format is refused as the server does. */
export function fixtureCartEstimateCalls(
  options: { remembered?: ShippingEstimateChoice | null; crossSells?: ProductTileData[]; delay?: number; pending?: boolean } = {},
): FixtureCartEstimateCalls {
  const kept: EstimateChoice[] = [];
  const later = <T,>(value: () => T) =>
    new Promise<T>((resolve, reject) => {
      if (options.pending) return;
      setTimeout(() => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      }, options.delay ?? 0);
    });
  return {
    kept,
    estimate: (request) =>
      later(() => {
        if (request.postcode === '00000') throw new HttpError(400, 'refused', { body: { message: 'Please enter a valid zip code (Ex: 90602 or 90602-1234).' } });
        return fixtureCartEstimate(request);
      }),
    remember: async (choice) => {
      kept.push(choice);
    },
    recall: () => later(() => options.remembered ?? null),
    crossSell: () => later(() => options.crossSells ?? FIXTURE_CROSS_SELLS),
  };
}
