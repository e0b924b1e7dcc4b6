import { createElement } from 'react';
import { useLoaderData, type ServerBuild } from 'react-router';
import { and, desc, eq } from 'drizzle-orm';
import { formatMoney, toMinor } from '@shop/ui/money';
import { describe, expect, it } from 'vitest';
import * as documentRenderer from '../../../app/entry.server';
import * as root from '../../../app/root';
import * as catalogPage from '../../../app/routes/catalog-page';
import * as s from '../../../server/db/schema';
import { fakeBuild } from '../../../server/test/fake-build';
import type { ShopClient } from '../../../server/test/harness';
import { plainProductsWhere, setUpTestShop } from '../../../server/test/helpers';
import type { CheckoutEstimate } from '../checkout/contract';
import { salesRules } from '../coupons/schema.server';
import { invoices } from '../sales/schema.server';
import { expectStaffGuarded, staffPost, staffSignedIn } from '../../../server/test/staff';
import { staffAuditLog } from '../admin/schema.server';
import { ProductPrice } from '../catalog/components/product-price';
import type { ProductPriceData } from '../catalog/types';
import { convertMinor } from './model';
import { currencyRates } from './schema.server';

/** The catalogue page's own loader and meta (JSON-LD), shown as its prices and its price filter's labels. */
function Prices() {
  const data = useLoaderData<typeof catalogPage.loader>() as { kind: string; product?: { price: ProductPriceData }; category?: { items: { price: ProductPriceData }[]; layered: { groups: { param: string; options: { label: string }[] }[] } } };
  const prices = data.product ? [data.product.price] : (data.category?.items.map((item) => item.price) ?? []);
  const ranges = data.category?.layered.groups.find((group) => group.param === 'price')?.options.map((option) => option.label) ?? [];
  return createElement(
    'main',
    null,
    ...prices.map((price, i) => createElement('p', { key: `p${i}`, className: 'price' }, createElement(ProductPrice, { price }))),
    ...ranges.map((label) => createElement('p', { key: label, className: 'range' }, label)),
  );
}

const asset = (id: string, parentId: string | undefined, path: string | undefined) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false, module: `/assets/${id}.js`, imports: [], css: [],
});

const build = {
  ...fakeBuild,
  entry: { module: documentRenderer },
  routes: {
    root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: root },
    'routes/catalog-page': { id: 'routes/catalog-page', parentId: 'root', path: '*', index: undefined, caseSensitive: undefined, module: { loader: catalogPage.loader, meta: catalogPage.meta, default: Prices } },
  },
  assets: { ...fakeBuild.assets, routes: { root: asset('root', undefined, ''), 'routes/catalog-page': asset('routes/catalog-page', 'root', '*') } },
} as unknown as ServerBuild;

const t = setUpTestShop({ build });

/** The visible text of the page's `<p class="price">` (each price as the shopper reads it, no markup). */
const shownPrice = (html: string) => (/<p class="price">(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0|\u202f/g, ' ');
/** The amounts (minor units) of the page's prices, as the Price component marks them. */
const amounts = (html: string) => [...html.matchAll(/data-price-amount="(-?\d+)"/g)].map((match) => Number(match[1]));
const offer = (html: string) => JSON.parse(/"offers":(\{[^}]*\})/.exec(html.replaceAll('&quot;', '"'))?.[1] ?? 'null') as { price: string; priceCurrency: string } | null;
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

async function product(urlKey: string) {
  const [row] = await t.shop.db.select().from(s.products).where(eq(s.products.urlKey, urlKey));
  return { row: row!, usd: toMinor(row!.finalPrice ?? row!.price, 'USD') };
}

describe('prices in the view\'s currency (ADR 0040)', () => {
  it('shows a product in USD at the root, in EUR in /fr/ and AED in /ar/ at the seeded rates, formatted for the locale, JSON-LD too', async () => {
    const { usd } = await product('aero-trail-pullover');
    const client = t.client();
    const [en = '', fr = '', ar = ''] = await Promise.all(['/aero-trail-pullover.html', '/fr/pull-aero-de-trail.html', '/ar/aero-trail-pullover.html'].map(async (path) => (await client.get(path)).text()));
    const eur = convertMinor(usd, '0.92', 'USD', 'EUR');
    const aed = convertMinor(usd, '3.6725', 'USD', 'AED');
    expect(shownPrice(en)).toContain(formatMoney(usd, { currency: 'USD', locale: 'en-US' }));
    expect(shownPrice(fr)).toContain(spaced(formatMoney(eur, { currency: 'EUR', locale: 'fr-FR' })));
    expect(shownPrice(fr)).toContain('€');
    expect(shownPrice(ar)).toContain(spaced(formatMoney(aed, { currency: 'AED', locale: 'ar-AE' })));
    expect(offer(en)).toMatchObject({ priceCurrency: 'USD', price: (usd / 100).toFixed(2) });
    expect(offer(fr)).toMatchObject({ priceCurrency: 'EUR', price: (eur / 100).toFixed(2) });
    expect(offer(ar)).toMatchObject({ priceCurrency: 'AED', price: (aed / 100).toFixed(2) });
  });

  it('labels the price filter\'s ranges in the view\'s currency, its counts kept for every view', async () => {
    const client = t.client();
    const en = await (await client.get('/women.html')).text();
    const fr = await (await client.get('/fr/femmes.html')).text();
    const ranges = (html: string) => [...html.matchAll(/<p class="range">(.*?)<\/p>/g)].map((match) => spaced(match[1]!.replaceAll('&amp;', '&')));
    expect(ranges(en).length).toBeGreaterThan(0);
    expect(ranges(en).every((label) => label.startsWith('$'))).toBe(true);
    // The same ranges (parameters in USD), their ends converted: $20.00 - $29.99 is 18,40 € - 27,59 €.
    expect(ranges(fr)).toHaveLength(ranges(en).length);
    expect(ranges(fr).every((label) => label.includes('€') && !label.includes('$'))).toBe(true);
    const euros = (minor: number) => spaced(formatMoney(minor, { currency: 'EUR', locale: 'fr-FR' }));
    expect(ranges(en)).toContain('$20.00 - $29.99');
    expect(ranges(fr)).toContain(`${euros(1840)} - ${euros(2759)}`);
  });

  it('purges a view\'s cached pages when its rate is saved: the next French listing shows the new rate, the English one stays cached', async () => {
    const client = t.client();
    for (const path of ['/women.html', '/fr/femmes.html', '/ar/women.html']) {
      await client.get(path);
      expect((await client.get(path)).headers.get('x-cache'), path).toBe('HIT');
    }
    const before = amounts(await (await client.get('/fr/femmes.html')).text());
    const response = await staffPost(t, await staffSignedIn(t), '/admin/api/currency/rates', { EUR: '1.5' });
    expect(response.status).toBe(200);
    const french = await client.get('/fr/femmes.html');
    expect(french.headers.get('x-cache')).toBe('MISS');
    const after = amounts(await french.text());
    expect(after).not.toEqual(before);
    // Every French tile is its English price at 1.5 now.
    const english = amounts(await (await client.get('/women.html')).text());
    expect(english.length).toBeGreaterThan(0);
    expect(after).toEqual(english.map((usd) => convertMinor(usd, '1.5', 'USD', 'EUR')));
    expect((await client.get('/women.html')).headers.get('x-cache')).toBe('HIT');
    expect((await client.get('/ar/women.html')).headers.get('x-cache')).toBe('HIT');
    // The seeded rate again, for the tests below.
    expect((await staffPost(t, await staffSignedIn(t), '/admin/api/currency/rates', { EUR: '0.92' })).status).toBe(200);
  });

  it('answers the recently viewed widgets\' product data in the currency the page asks for (its view\'s), the base one by default', async () => {
    const { row, usd } = await product('aero-trail-pullover');
    const renderInfo = async (currency?: string) => {
      const query = `searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${row.id}${currency ? `&currency_code=${currency}` : ''}`;
      const response = await t.client().get(`/rest/V1/products-render-info?${query}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { items: Record<string, { currency_code: string; price_info: { final_price: number } }> }).items[String(row.id)]!;
    };
    expect(await renderInfo()).toMatchObject({ currency_code: 'USD', price_info: { final_price: usd / 100 } });
    expect(await renderInfo('AED')).toMatchObject({ currency_code: 'AED', price_info: { final_price: convertMinor(usd, '3.6725', 'USD', 'AED') / 100 } });
    // A currency without a rate: the base one, never a guessed rate.
    expect(await renderInfo('GBP')).toMatchObject({ currency_code: 'USD', price_info: { final_price: usd / 100 } });
  });
});

const SAVE = '/admin/api/currency/rates';

const setRate = (currency: string, rate: string) =>
  t.shop.db.update(currencyRates).set({ rate }).where(and(eq(currencyRates.currencyFrom, 'USD'), eq(currencyRates.currencyTo, currency)));

describe('the rate table', () => {
  it('has the demo rates and converts a view currency at them; the base currency is its own', async () => {
    expect(await t.shop.currency.rates()).toEqual([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'AED', rate: '3.6725' },
    ]);
    const eur = await t.shop.currency.converter('EUR');
    expect([eur.currency, eur.rate, eur.convert(1999)]).toEqual(['EUR', '0.92', 1839]);
    expect((await t.shop.currency.converter('AED')).convert(4500)).toBe(16526);
    const usd = await t.shop.currency.converter('USD');
    expect([usd.currency, usd.rate, usd.convert(1999)]).toEqual(['USD', '1', 1999]);
    // A currency without a rate shows the base currency, never a guessed rate.
    expect((await t.shop.currency.converter('GBP')).currency).toBe('USD');
  });

  it('keeps the rates in memory until a purge of a currency tag (from any process) drops them', async () => {
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
    await setRate('EUR', '0.95');
    // Written around the shop: still the kept rate.
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
    // Another process's save reaches this one as a page cache purge of the currency's tag.
    t.shop.pageCache.purge(['cur_EUR']);
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.95');
    await setRate('EUR', '0.92');
    t.shop.pageCache.purge(['cat_p_1']);
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.95');
    t.shop.pageCache.clear();
    expect((await t.shop.currency.converter('EUR')).rate).toBe('0.92');
  });
});

describe('Stores › Currency Rates: Save Currency Rates', () => {
  it('saves the changed rates canonically, logs each change, and converts at the new rate at once', async () => {
    const client = await staffSignedIn(t);
    const response = await staffPost(t, client, SAVE, { EUR: '0.930000', AED: '3.6725' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'All valid rates have been saved.', changed: ['EUR'] });
    expect((await t.shop.currency.converter('EUR')).convert(1999)).toBe(1859);
    const [entry] = await t.shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'currency.rate.save')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ username: 'admin', entityType: 'currency_rate', entityId: 'USD/EUR', before: { rate: '0.92' }, after: { rate: '0.93' } });
    // The base currency's field is not a rate to save.
    expect(await (await staffPost(t, client, SAVE, { USD: '2', EUR: '0.92' })).json()).toEqual({ message: 'All valid rates have been saved.', changed: ['EUR'] });
    expect((await t.shop.currency.converter('USD')).rate).toBe('1');
  });

  it('refuses a rate that is not a positive decimal of at most 6 decimals (400 with the message), saving nothing', async () => {
    const client = await staffSignedIn(t);
    const cases: [string, string][] = [
      ['0', 'Please enter a number greater than 0 in this field.'],
      ['-1', 'Please enter a number greater than 0 in this field.'],
      ['abc', 'Please enter a number greater than 0 in this field.'],
      ['0.1234567', 'Please enter a rate with at most 6 decimal places.'],
    ];
    for (const [rate, message] of cases) {
      const response = await staffPost(t, client, SAVE, { EUR: '0.99', AED: rate });
      expect(response.status, rate).toBe(400);
      expect(await response.json()).toMatchObject({ error: true, message });
    }
    expect(await t.shop.currency.rates()).toEqual([
      { currency: 'EUR', rate: '0.92' },
      { currency: 'AED', rate: '3.6725' },
    ]);
  });

  it('lets administrators save, and not Support (the permission stores.currency_rates)', async () => {
    await expectStaffGuarded(t, SAVE, () => ({ EUR: '0.92' }), { administrators: true, support: false });
  });
});

/** Checkout's estimate for a Californian address by Flat Rate, as a page of `view` asks for it. */
const estimateIn = async (client: ShopClient, view: string) =>
  (await (await client.get('/rest/V1/checkout/estimate?country_id=US&region_code=CA&postcode=90001&shipping_method=flatrate_flatrate', view === 'default' ? {} : { 'X-Store-View': view })).json()) as CheckoutEstimate;

describe('the cart in the view\'s currency (ADR 0040)', () => {
  type Section = { currency_code: string; subtotal_minor: number; discount_minor?: number; items: { product_id: number; qty: number; product_price_minor: number; row_total_minor: number }[] };
  const sectionIn = async (client: ShopClient, view?: string) => {
    const response = await client.get('/customer/section/load?sections=cart&force_new_section_timestamp=true', view ? { 'X-Store-View': view } : {});
    return { status: response.status, body: (await response.json()) as { cart: Section; message?: string } };
  };

  async function cartOfTwo(client: ShopClient) {
    const rows = (await t.shop.db.select().from(s.products).where(plainProductsWhere(10)).orderBy(desc(s.products.id)).limit(2)).map((row) => ({ id: row.id, usd: toMinor(row.finalPrice ?? row.price, 'USD') }));
    for (const [row, qty] of rows.map((row, i) => [row, i + 2] as const)) {
      const added = (await (await client.postMultipart('/checkout/cart/add', { product: String(row.id), qty: String(qty) })).json()) as { messages?: { type: string }[] };
      expect(added.messages?.[0]?.type).toBe('success');
    }
    return rows;
  }

  it('shows the one cart in EUR in /fr/ and USD at the root: each unit price converted, rows and subtotal added up in that currency', async () => {
    const client = t.client();
    const rows = await cartOfTwo(client);
    const [usd, eur, aed] = [await sectionIn(client), await sectionIn(client, 'fr'), await sectionIn(client, 'ar')];
    expect(usd.body.cart.currency_code).toBe('USD');
    expect(eur.body.cart.currency_code).toBe('EUR');
    expect(aed.body.cart.currency_code).toBe('AED');
    for (const row of rows) {
      const inUsd = usd.body.cart.items.find((item) => item.product_id === row.id)!;
      const inEur = eur.body.cart.items.find((item) => item.product_id === row.id)!;
      expect(inUsd.product_price_minor).toBe(row.usd);
      expect(inEur.product_price_minor).toBe(convertMinor(row.usd, '0.92', 'USD', 'EUR'));
      expect(inEur.row_total_minor).toBe(inEur.product_price_minor * inEur.qty);
    }
    expect(eur.body.cart.subtotal_minor).toBe(eur.body.cart.items.reduce((total, item) => total + item.row_total_minor, 0));
    expect(aed.body.cart.subtotal_minor).toBe(aed.body.cart.items.reduce((total, item) => total + convertMinor(rows.find((row) => row.id === item.product_id)!.usd, '3.6725', 'USD', 'AED') * item.qty, 0));
  });

  it('estimates shipping and totals in EUR in /fr/: converted flat rate per item, a fixed discount converted, and a grand total that adds up', async () => {
    const client = t.client();
    await cartOfTwo(client);
    const [rule] = await t.shop.db.insert(salesRules).values({ name: 'Ten off', code: 'CURRENCY10', action: 'cart_fixed', discountFixed: 1000, customerGroupIds: [0, 1, 2] }).returning();
    expect((await client.postJson('/checkout/cart/couponPost', { coupon_code: rule!.code })).status).toBe(200);
    const { totals, shipping_methods } = await estimateIn(client, 'fr');
    const section = (await sectionIn(client, 'fr')).body.cart;
    expect(totals.currency).toBe('EUR');
    expect(totals.subtotal).toBe(section.subtotal_minor);
    expect(totals.discount).toBe(convertMinor(1000, '0.92', 'USD', 'EUR'));
    expect(section.discount_minor).toBe(920);
    expect(shipping_methods.find((method) => method.code === 'flatrate_flatrate')?.amount).toBe(convertMinor(t.shop.config.flatRatePerItem, '0.92', 'USD', 'EUR') * totals.items_qty);
    expect(totals.grand_total).toBe(totals.subtotal - totals.discount! + totals.shipping + totals.tax);
    await t.shop.db.delete(salesRules).where(eq(salesRules.id, rule!.id));
  });

  it('refuses a call naming an unknown store view (400 with the message)', async () => {
    const { status, body } = await sectionIn(t.client(), 'xx');
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown store view: "xx". Use one of default, fr, ar.');
  });
});

describe('an order in the view\'s currency (ADR 0040)', () => {
  it('records EUR, the rate, the view and the base grand total when placed in /fr/, is authorized and invoiced in EUR', async () => {
    const client = t.client();
    const [row] = await t.shop.db.select().from(s.products).where(plainProductsWhere(10)).orderBy(s.products.id).limit(1);
    const added = (await (await client.postMultipart('/checkout/cart/add', { product: String(row!.id), qty: '2' })).json()) as { messages?: { type: string }[] };
    expect(added.messages?.[0]?.type).toBe('success');
    const [usd, eur] = [await estimateIn(client, 'default'), await estimateIn(client, 'fr')];
    const response = await client.postJson(
      '/rest/V1/checkout/place-order',
      {
        idempotency_key: 'currency-order-in-fr-abcdef',
        email: 'acheteuse@example.com',
        shipping_address: { firstname: 'Jeanne', lastname: 'Dupont', street: ['1 Main St', ''], city: 'Calder', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '5552293326' },
        shipping_method: 'flatrate_flatrate',
        billing_same_as_shipping: true,
        payment: { method: 'offline_card', ccType: 'VI', ccNumber: '4111111111111111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '123' },
      },
      { headers: { 'X-Store-View': 'fr' } },
    );
    const placed = (await response.json()) as { order_id: number; message?: string };
    expect(response.status, placed.message).toBe(200);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, placed.order_id));
    expect(order).toMatchObject({ currency: 'EUR', baseCurrency: 'USD', baseToOrderRate: '0.92', storeView: 'fr', grandTotal: eur.totals.grand_total, subtotal: eur.totals.subtotal, baseGrandTotal: usd.totals.grand_total });
    expect(order!.grandTotal).not.toBe(order!.baseGrandTotal);
    // The back office's order view says where it was placed, the rate and the base grand total.
    expect((await t.shop.sales.orderDetail(order!.id))?.placedIn).toEqual({ storeView: 'fr', baseCurrency: 'USD', rate: '0.92', baseGrandTotal: usd.totals.grand_total });
    const comments = await t.shop.db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order!.id));
    expect(comments.map((comment) => spaced(comment.comment ?? ''))).toContain(`Authorized amount of ${spaced(formatMoney(order!.grandTotal, { currency: 'EUR' }))}. Transaction ID: "${(await t.shop.db.select().from(s.orderPaymentTransactions).where(eq(s.orderPaymentTransactions.orderId, order!.id)))[0]!.txnId}"`);
    expect((await t.shop.sales.invoice(order!.id, {}, { kind: 'system' })).kind).toBe('done');
    const [invoice] = await t.shop.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice!.grandTotal).toBe(order!.grandTotal);
  });
});
