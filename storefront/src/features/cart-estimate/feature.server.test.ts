import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutEstimate } from '../checkout/contract';
import { cartEmpty } from '../checkout/orders.server';
import type { ProductTileData } from '../catalog/types';
import * as s from '../../../server/db/schema';
import type { ShopClient } from '../../../server/test/harness';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { DEMO_EMAIL } from '../../../server/test/harness';
import { customerId, plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';
import type { ShippingEstimateChoice } from './contract';
import { cartShippingEstimates } from './schema.server';

const t = setUpTestShop();

const ESTIMATE = '/rest/V1/checkout/estimate';
const SAVE = '/rest/V1/carts/mine/shipping-estimate/save';
const REMEMBERED = '/rest/V1/carts/mine/shipping-estimate';
const CROSS_SELL = '/rest/V1/carts/mine/crosssell';

const ZIP_MESSAGE = 'Please enter a valid zip code (Ex: 90602 or 90602-1234).';

type Product = typeof s.products.$inferSelect;

/** A listed simple product no other test of this file uses, at `price`. */
const used = new Set<number>();
async function product(price = '25.00'): Promise<Product> {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id);
  const chosen = candidates.find((p) => !used.has(p.id))!;
  used.add(chosen.id);
  const [updated] = await t.shop.db.update(s.products).set({ price, specialPrice: null, qty: 100, isInStock: true }).where(eq(s.products.id, chosen.id)).returning();
  return updated!;
}

async function add(client: ShopClient, productId: number, qty = 1) {
  const response = await client.postMultipart('/checkout/cart/add', { product: String(productId), qty: String(qty) });
  expect(((await response.json()) as { messages?: { type: string }[] }).messages?.[0]?.type).toBe('success');
}

async function guestWithCart(price = '25.00', qty = 1) {
  const client = t.client();
  const item = await product(price);
  await add(client, item.id, qty);
  return { client, item };
}

async function estimate(client: ShopClient, query: Record<string, string>) {
  const response = await client.get(`${ESTIMATE}?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as CheckoutEstimate & { message?: string } };
}

async function remembered(client: ShopClient): Promise<ShippingEstimateChoice | null> {
  const response = await client.get(REMEMBERED);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toMatch(/private/);
  return ((await response.json()) as { estimate: ShippingEstimateChoice | null }).estimate;
}

describe('the cart page’s estimate (checkout’s estimate call)', () => {
  it('taxes by region: California 8.25 %, Michigan 6 %, nothing in Texas or without a region', async () => {
    const { client } = await guestWithCart('20.00', 2);
    const tax = async (query: Record<string, string>) => (await estimate(client, query)).body.totals.tax;
    expect(await tax({ country_id: 'US', region_code: 'CA' })).toBe(330);
    expect(await tax({ country_id: 'US', region_code: 'MI', postcode: '49628' })).toBe(240);
    expect(await tax({ country_id: 'US', region_code: 'TX' })).toBe(0);
    expect(await tax({ country_id: 'US' })).toBe(0);
  });

  it('offers Flat Rate per item below the Free Shipping threshold, and Free Shipping from it (cheapest first)', async () => {
    const below = await guestWithCart('24.99', 2);
    const cheap = await estimate(below.client, { country_id: 'US', region_code: 'TX' });
    expect(cheap.body.shipping_methods.map((m) => [m.carrier_title, m.method_title, m.amount])).toEqual([['Flat Rate', 'Fixed', 1000]]);
    expect(cheap.body.totals).toMatchObject({ subtotal: 4998, shipping: 1000, tax: 0, grand_total: 5998, shipping_title: 'Flat Rate - Fixed' });
    const at = await guestWithCart('25.00', 2);
    const free = await estimate(at.client, { country_id: 'US', region_code: 'TX' });
    expect(free.body.shipping_methods.map((m) => [m.code, m.amount])).toEqual([['freeshipping_freeshipping', 0], ['flatrate_flatrate', 1000]]);
    expect(free.body.totals).toMatchObject({ shipping: 0, grand_total: 5000, shipping_title: 'Free Shipping - Free' });
  });

  it('refuses a postcode out of the country’s format and a region it does not list with 400 and the kit’s message', async () => {
    const { client } = await guestWithCart();
    expect(await estimate(client, { country_id: 'US', postcode: '123' })).toMatchObject({ status: 400, body: { message: ZIP_MESSAGE } });
    expect(await estimate(client, { country_id: 'CA', postcode: '90602' })).toMatchObject({ status: 400, body: { message: 'Please enter a valid zip/postal code (Ex: A1B 2C3).' } });
    expect(await estimate(client, { country_id: 'US', region_code: 'ZZ' })).toMatchObject({ status: 400, body: { message: 'Please select an option.' } });
    expect((await estimate(client, { country_id: 'CA', region_code: 'ON', postcode: 'K1A 0B1' })).status).toBe(200);
    expect((await estimate(client, { country_id: 'IE', postcode: 'anything' })).status).toBe(200);
  });
});

describe('the estimate kept with the cart', () => {
  it('keeps a guest’s destination and method for the next request, and only for that cart', async () => {
    const { client } = await guestWithCart('30.00', 2);
    expect(await remembered(client)).toBeNull();
    const saved = await client.postJson(SAVE, { country_id: 'US', region_code: 'mi', postcode: ' 49628 ', shipping_method: 'flatrate_flatrate' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true });
    expect(await remembered(client)).toEqual({ country_id: 'US', region_code: 'MI', region: '', postcode: '49628', shipping_method: 'flatrate_flatrate' });
    // A second choice replaces the first.
    await client.postJson(SAVE, { country_id: 'IE', region: 'Dublin', shipping_method: 'freeshipping_freeshipping' });
    expect(await remembered(client)).toEqual({ country_id: 'IE', region_code: '', region: 'Dublin', postcode: '', shipping_method: 'freeshipping_freeshipping' });
    // Another shopper's cart knows nothing of it.
    const other = await guestWithCart();
    expect(await remembered(other.client)).toBeNull();
  });

  it('reaches checkout: the kept method is the one checkout’s estimate selects when it is offered', async () => {
    const { client } = await guestWithCart('25.00', 2);
    await client.postJson(SAVE, { country_id: 'US', region_code: 'CA', postcode: '90001', shipping_method: 'flatrate_flatrate' });
    const kept = (await remembered(client))!;
    const { body } = await estimate(client, { country_id: kept.country_id, region_code: kept.region_code, postcode: kept.postcode, shipping_method: kept.shipping_method! });
    expect(body.selected_method).toBe('flatrate_flatrate');
    expect(body.totals).toMatchObject({ subtotal: 5000, shipping: 1000, tax: 413, grand_total: 6413 });
  });

  it('is kept on a signed-in customer’s cart, across sessions of the account', async () => {
    const customer = await signedIn(t);
    await add(customer, (await product()).id);
    expect((await customer.postJson(SAVE, { country_id: 'US', region_code: 'TX', postcode: '78701' })).status).toBe(200);
    const again = await signedIn(t);
    expect(await remembered(again)).toEqual({ country_id: 'US', region_code: 'TX', region: '', postcode: '78701', shipping_method: null });
  });

  it('goes with a guest’s cart to the account at sign-in when the account had no cart of its own', async () => {
    await t.shop.db.delete(s.carts).where(eq(s.carts.customerId, await customerId(t, DEMO_EMAIL)));
    const { client } = await guestWithCart();
    await client.postJson(SAVE, { country_id: 'US', region_code: 'NY', postcode: '10001', shipping_method: 'flatrate_flatrate' });
    expect((await client.login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
    expect(await remembered(client)).toEqual({ country_id: 'US', region_code: 'NY', region: '', postcode: '10001', shipping_method: 'flatrate_flatrate' });
  });

  it('keeps one row per cart when changes arrive at once (the last one written wins)', async () => {
    const { client } = await guestWithCart();
    // Postcodes no other test of the file saves: every row holding one of them is this cart's.
    const postcodes = ['12201', '12202', '12203', '12204', '12205', '12206', '12207', '12208'];
    const answers = await Promise.all(postcodes.map((postcode) => client.postJson(SAVE, { country_id: 'US', region_code: 'NY', postcode })));
    expect(answers.map((answer) => answer.status)).toEqual(postcodes.map(() => 200));
    const kept = (await remembered(client))!;
    expect(postcodes).toContain(kept.postcode);
    const rows = await t.shop.db.select().from(cartShippingEstimates).where(inArray(cartShippingEstimates.postcode, postcodes));
    expect(rows.map((row) => row.postcode)).toEqual([kept.postcode]);
  });

  it('refuses bad input and a visitor without a cart with 400, and a post without the form_key with 403, storing nothing', async () => {
    const { client } = await guestWithCart();
    const before = (await t.shop.db.select().from(cartShippingEstimates)).length;
    const refused = async (body: unknown, status = 400) => {
      const response = await client.postJson(SAVE, body);
      expect(response.status).toBe(status);
      return ((await response.json()) as { message?: string }).message;
    };
    expect(await refused({ country_id: 'US', postcode: '1234' })).toBe(ZIP_MESSAGE);
    expect(await refused({ country_id: 'US', region_code: 'XX' })).toBe('Please select an option.');
    expect(await refused({ country_id: 'USA' })).toEqual(expect.any(String));
    expect(await refused({ country_id: 'US', region: 'x'.repeat(300) })).toEqual(expect.any(String));
    expect(await refused({})).toEqual(expect.any(String));
    expect((await client.postJson(SAVE, { country_id: 'US' }, { formKey: null })).status).toBe(403);
    const fresh = t.client();
    const none = await fresh.postJson(SAVE, { country_id: 'US' });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe(cartEmpty());
    expect(await remembered(fresh)).toBeNull();
    expect((await t.shop.db.select().from(cartShippingEstimates)).length).toBe(before);
  });

  it('goes with the cart when the cart is deleted', async () => {
    const { client } = await guestWithCart();
    await client.postJson(SAVE, { country_id: 'US', postcode: '12345-6789' });
    const [row] = await t.shop.db.select().from(cartShippingEstimates).where(eq(cartShippingEstimates.postcode, '12345-6789'));
    await t.shop.db.delete(s.carts).where(eq(s.carts.id, row!.cartId));
    expect(await t.shop.db.select().from(cartShippingEstimates).where(eq(cartShippingEstimates.cartId, row!.cartId))).toEqual([]);
    expect(await remembered(client)).toBeNull();
  });
});

describe('More Choices', () => {
  async function crossSell(client: ShopClient) {
    const response = await client.get(CROSS_SELL);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/private/);
    return ((await response.json()) as { products: ProductTileData[] }).products;
  }

  it('offers the related products of what is in the cart, none already in it and none that cannot be bought', async () => {
    const client = t.client();
    const [first] = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id).limit(1);
    await add(client, first!.id);
    const offered = await crossSell(client);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(8);
    expect(offered.every((tile) => tile.isSalable && tile.id !== first!.id)).toBe(true);
    // The same products the product page calls related.
    const related = await t.shop.related.forProduct({ id: first!.id, categoryId: first!.categoryId, rootCategoryId: first!.rootCategoryId, listingPrice: first!.listingPrice });
    expect(offered[0]!.id).toBe(related.related.find((tile) => tile.isSalable)!.id);
    // Put the first suggestion in the cart: it is no longer suggested.
    const suggested = offered.find((tile) => tile.type === 'simple');
    if (suggested) {
      await add(client, suggested.id);
      expect((await crossSell(client)).map((tile) => tile.id)).not.toContain(suggested.id);
    }
  });

  it('is empty for a visitor without a session or cart, and starts no session', async () => {
    const fresh = t.client();
    expect(await crossSell(fresh)).toEqual([]);
    expect(fresh.sessionId).toBeUndefined();
  });
});
