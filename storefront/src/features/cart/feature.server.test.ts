import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { productContent } from '../catalog/schema.server';
import { escapeHtml } from '../../../server/lib/html';
import { STORE_VIEW_HEADER } from '../store-views/model';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { toMinor } from '@shop/ui/money';
import { DEMO_EMAIL, type ShopClient } from '../../../server/test/harness';
import { cartSection as cart, plainProductsWhere, setUpTestShop } from '../../../server/test/helpers';

const t = setUpTestShop();

type Product = typeof s.products.$inferSelect;

/** Listed simple products with plenty of stock and no quantity rules, one per call. */
const used = new Set<number>();
async function plainProduct(): Promise<Product> {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(60)).orderBy(s.products.id);
  const product = candidates.find((p) => !used.has(p.id))!;
  used.add(product.id);
  return product;
}

async function productNamed(noun: string): Promise<Product> {
  const [product] = await t.shop.db.select().from(s.products).where(sql`${s.products.name} like ${`% ${noun}`} and ${s.products.qty} > 20`).limit(1);
  return product!;
}

const cartRows = async () => Number((await t.shop.db.select({ n: sql<number>`count(*)::int` }).from(s.cartItems))[0]!.n);

/** Every cart line (id, cart, product, quantity): a refused request must leave it exactly as it was. */
const allLines = async () =>
  t.shop.db.select({ id: s.cartItems.id, cartId: s.cartItems.cartId, productId: s.cartItems.productId, qty: s.cartItems.qty }).from(s.cartItems).orderBy(s.cartItems.id);

/** The child of a configurable product with its super attributes as form fields. */
async function childWithOptions(where: ReturnType<typeof and>) {
  const [child] = await t.shop.db.select().from(s.products).where(and(sql`${s.products.parentId} is not null`, where)).orderBy(s.products.id).limit(1);
  const values = await t.shop.db.select().from(s.productAttributeValues).where(eq(s.productAttributeValues.productId, child!.id));
  return { child: child!, fields: Object.fromEntries(values.map((v) => [`super_attribute[${v.attributeId}]`, String(v.optionId)])) };
}

async function add(client: ShopClient, fields: Record<string, string>) {
  const response = await client.postMultipart('/checkout/cart/add', fields);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /checkout/cart/add', () => {
  it('adds a simple product: success message, mini cart markup, cart section', async () => {
    const client = t.client();
    const product = await plainProduct();
    const { status, body } = await add(client, { product: String(product.id), qty: '2' });
    expect(status).toBe(200);
    expect(body.messages).toEqual([{ type: 'success', text: `You added ${product.name} to your <a href="/checkout/cart/">shopping cart</a>.` }]);
    expect(body.minicart).toContain('<span class="counter-number">2</span>');
    const section = await cart(client);
    expect(section).toMatchObject({
      summary_count: 2,
      possible_onepage_checkout: true,
      isGuestCheckoutAllowed: true,
      website_id: 1,
      storeId: 1,
      extra_actions: '',
      cart_empty_message: '',
      subtotal: expect.stringMatching(/^<span class="price">\$[\d,.]+<\/span>$/),
    });
    expect(section.items).toEqual([
      expect.objectContaining({
        item_id: expect.any(Number),
        item_qty: 2,
        product_id: product.id,
        product_type: 'simple',
        product_name: product.name,
        product_url: `/${product.urlKey}.html`,
        product_image: expect.objectContaining({ src: `/media/catalog/product/${product.sku}.svg` }),
        product_price: `<span class="price">$${Number(product.price).toFixed(2)}</span>`,
        product_price_value: Number(product.price),
        product_price_minor: toMinor(product.price),
        row_total_minor: toMinor(product.price) * 2,
        options: [],
        canApplyMsrp: false,
      }),
    ]);
    // The same product again adds up on one line.
    await add(client, { product: String(product.id), qty: '1' });
    expect((await cart(client)).items).toEqual([expect.objectContaining({ item_qty: 3 })]);
  });

  it('names the product as the call\'s view names it, in that view\'s words', async () => {
    const [row] = await t.shop.db
      .select({ id: s.products.id, name: s.products.name, fr: productContent.name })
      .from(s.products)
      .innerJoin(productContent, and(eq(productContent.productId, s.products.id), eq(productContent.storeView, 'fr')))
      .where(and(plainProductsWhere(5), sql`${productContent.name} is not null`))
      .limit(1);
    expect(row!.fr).not.toBe(row!.name);
    const client = t.client();
    const response = await client.postJson('/checkout/cart/add', { product: row!.id }, { headers: { 'X-Store-View': 'fr' } });
    expect(((await response.json()) as { messages: unknown }).messages).toEqual([{ type: 'success', text: `Vous avez ajouté ${row!.fr} à votre <a href="/checkout/cart/">panier</a>.` }]);
    // The default view names it as before.
    expect((await add(client, { product: String(row!.id) })).body.messages).toEqual([{ type: 'success', text: `You added ${row!.name} to your <a href="/checkout/cart/">shopping cart</a>.` }]);
  });

  it('adds a configurable product with its super attributes as options', async () => {
    const [child] = await t.shop.db
      .select({ id: s.products.id, parentId: s.products.parentId })
      .from(s.products)
      .where(and(sql`${s.products.parentId} is not null`, gte(s.products.qty, 10), eq(s.products.qtyIncrements, 1), eq(s.products.minSaleQty, 1)))
      .limit(1);
    const values = await t.shop.db.select().from(s.productAttributeValues).where(eq(s.productAttributeValues.productId, child!.id));
    const superAttribute = Object.fromEntries(values.map((v) => [`super_attribute[${v.attributeId}]`, String(v.optionId)]));
    const client = t.client();
    const { body } = await add(client, { product: String(child!.parentId), qty: '1', ...superAttribute });
    expect(body.messages).toEqual([expect.objectContaining({ type: 'success' })]);
    const [item] = (await cart(client)).items;
    expect(item).toMatchObject({ product_id: child!.parentId, product_type: 'configurable' });
    expect(item!.options.map((o) => o.label)).toEqual(['Color', 'Size']);
    expect(item!.options.map((o) => String(o.option_value)).sort()).toEqual(values.map((v) => String(v.optionId)).sort());
  });

  it('sends a configurable product without options back to its page with a notice', async () => {
    const [parent] = await t.shop.db.select().from(s.products).where(and(eq(s.products.type, 'configurable'), eq(s.products.isInStock, true))).limit(1);
    const client = t.client();
    const { status, body } = await add(client, { product: String(parent!.id) });
    expect(status).toBe(200);
    expect(body).toEqual({ backUrl: `/${parent!.urlKey}.html` });
    expect((await client.sections(['messages'])).messages).toMatchObject({ messages: [{ type: 'notice', text: 'You need to choose options for your item.' }] });
    expect((await cart(client)).items).toEqual([]);
  });

  it('answers an out-of-stock product with its status text and adds nothing', async () => {
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(eq(s.products.id, product.id));
    const client = t.client();
    const before = await allLines();
    const { status, body } = await add(client, { product: String(product.id) });
    expect(await allLines()).toEqual(before);
    expect(status).toBe(200);
    expect(body).toEqual({ product: { statusText: 'Out of stock' }, messages: [{ type: 'error', text: 'This product is out of stock.' }] });
    expect((await cart(client)).summary_count).toBe(0);
  });

  it('refuses an out-of-stock colour and size of a configurable product', async () => {
    const [child] = await t.shop.db
      .select({ id: s.products.id, parentId: s.products.parentId })
      .from(s.products)
      .where(and(sql`${s.products.parentId} is not null`, eq(s.products.qty, 0)))
      .limit(1);
    const values = await t.shop.db.select().from(s.productAttributeValues).where(eq(s.productAttributeValues.productId, child!.id));
    const before = await allLines();
    const { body } = await add(t.client(), { product: String(child!.parentId), ...Object.fromEntries(values.map((v) => [`super_attribute[${v.attributeId}]`, String(v.optionId)])) });
    expect(body.product).toEqual({ statusText: 'Out of stock' });
    expect(body.messages).toEqual([{ type: 'error', text: 'This product is out of stock.' }]);
    expect(await allLines()).toEqual(before);
  });

  it('checks increments, minimum, maximum and stock with the platform messages', async () => {
    const bands = await productNamed('Resistance Band Set');
    const bottle = await productNamed('Water Bottle');
    const bell = await productNamed('Kettlebell');
    const client = t.client();
    const error = async (product: Product, qty: string) => ((await add(client, { product: String(product.id), qty })).body.messages as { text: string }[])[0]!.text;
    expect(await error(bands, '3')).toBe('You can buy this product only in quantities of 2 at a time.');
    expect(await error(bottle, '1')).toBe('The fewest you may purchase is 2.');
    expect(await error(bottle, '13')).toBe('The maximum you may purchase is 12.');
    expect(await error(bell, '5')).toBe('The maximum you may purchase is 4.');
    expect(await error(bell, '0')).toBe('Please enter a quantity greater than 0.');
    const plain = await plainProduct();
    expect(await error(plain, String(plain.qty + 1))).toBe(`The requested qty is not available. Only ${plain.qty} left.`);
    expect((await cart(client)).items).toEqual([]);
    expect(await error(bands, '4')).toContain('You added');
    expect(await error(bottle, '2')).toContain('You added');
    // The rule holds for the line total: 2 + 11 bottles is over the maximum.
    expect(await error(bottle, '11')).toBe('The maximum you may purchase is 12.');
  });

  it('answers 400 for wrong types and malformed multipart, 404 for unknown products, and changes nothing', async () => {
    const client = t.client();
    const before = await cartRows();
    const cases: Record<string, string>[] = [{ product: 'abc' }, { product: '1', qty: '1.5' }, { product: '1', 'super_attribute[x]': '1' }, {}];
    for (const fields of cases) {
      const { status, body } = await add(client, fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
    const malformed = await client.request('/checkout/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', 'x-form-key': client.formKey },
      body: `--zzz\r\nContent-Disposition: form-data; name="form_key"\r\n\r\n${client.formKey}\r\n--zzz\r\nContent-Disposition: form-data; name="product"\r\n\r\n1`,
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed form body.' });
    const unknown = await add(client, { product: '99999999' });
    expect(unknown.status).toBe(404);
    expect(await cartRows()).toBe(before);
  });

  it('refuses a request without form_key and changes nothing', async () => {
    const client = t.client();
    const before = await cartRows();
    const product = await plainProduct();
    const response = await client.postMultipart('/checkout/cart/add', { product: String(product.id) }, { formKey: null });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid Form Key. Please refresh the page.' });
    expect(await cartRows()).toBe(before);
    expect(client.sessionId).toBeUndefined();
  });
});

describe('mini cart update and remove', () => {
  it('updates a quantity, refuses a bad one with error_message, removes the line', async () => {
    const client = t.client();
    const product = await plainProduct();
    await add(client, { product: String(product.id), qty: '1' });
    const itemId = (await cart(client)).items[0]!.item_id;

    const update = await client.postForm('/checkout/sidebar/updateItemQty', { item_id: String(itemId), item_qty: '4' });
    expect(await update.json()).toEqual({ success: true });
    expect((await cart(client)).summary_count).toBe(4);

    const tooMany = await client.postForm('/checkout/sidebar/updateItemQty', { item_id: String(itemId), item_qty: String(product.qty + 5) });
    expect(tooMany.status).toBe(200);
    expect(await tooMany.json()).toEqual({ success: false, error_message: `The requested qty is not available. Only ${product.qty} left.` });
    expect((await cart(client)).summary_count).toBe(4);

    const remove = await client.postForm('/checkout/sidebar/removeItem', { item_id: String(itemId) });
    expect(await remove.json()).toEqual({ success: true });
    expect((await cart(client)).items).toEqual([]);
  });

  it("answers 404 for another shopper's line and 400 for bad input, with success false", async () => {
    const owner = t.client();
    const product = await plainProduct();
    await add(owner, { product: String(product.id) });
    const itemId = (await cart(owner)).items[0]!.item_id;
    const stranger = t.client();
    await stranger.sections(['cart']);
    const update = await stranger.postForm('/checkout/sidebar/updateItemQty', { item_id: String(itemId), item_qty: '2' });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ success: false, error_message: "We can't find the quote item.", message: "We can't find the quote item." });
    const remove = await stranger.postForm('/checkout/sidebar/removeItem', { item_id: String(itemId) });
    expect(remove.status).toBe(404);
    const bad = await owner.postForm('/checkout/sidebar/updateItemQty', { item_id: 'x', item_qty: '2' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false, error_message: expect.stringContaining('"item_id"') });
    const noKey = await owner.postForm('/checkout/sidebar/removeItem', { item_id: String(itemId) }, { formKey: null });
    expect(noKey.status).toBe(403);
    expect((await cart(owner)).items).toHaveLength(1);
  });
});

describe('prices in the cart section', () => {
  it('sums integer minor units: unit price, row total and subtotal, special prices included', async () => {
    const client = t.client();
    const plain = await plainProduct();
    await t.shop.db.update(s.products).set({ price: '0.10', specialPrice: null }).where(eq(s.products.id, plain.id));
    const special = await plainProduct();
    await t.shop.db.update(s.products).set({ price: '19.99', specialPrice: '14.99' }).where(eq(s.products.id, special.id));
    await add(client, { product: String(plain.id), qty: '3' });
    await add(client, { product: String(special.id), qty: '2' });
    const section = await cart(client);
    const line = (id: number) => section.items.find((i) => i.product_id === id)!;
    // 3 × $0.10 is exactly $0.30 (0.1 * 3 in floats is 0.30000000000000004).
    expect(line(plain.id)).toMatchObject({ product_price_minor: 10, row_total_minor: 30, product_price: '<span class="price">$0.10</span>' });
    expect(line(plain.id)).not.toHaveProperty('product_regular_price_minor');
    expect(line(special.id)).toMatchObject({ product_price_minor: 1499, product_regular_price_minor: 1999, row_total_minor: 2998, product_price_value: 14.99 });
    expect(section).toMatchObject({ subtotal_minor: 3028, subtotalAmount: 30.28, subtotal: '<span class="price">$30.28</span>', currency_code: 'USD' });
  });

  it("prices a configurable line at its child's price", async () => {
    const { child, fields } = await childWithOptions(and(gte(s.products.qty, 10), eq(s.products.qtyIncrements, 1), eq(s.products.minSaleQty, 1))!);
    await t.shop.db.update(s.products).set({ specialPrice: '12.34' }).where(eq(s.products.id, child.id));
    const client = t.client();
    await add(client, { product: String(child.parentId), qty: '2', ...fields });
    expect((await cart(client)).items[0]).toMatchObject({ product_sku: child.sku, product_price_minor: 1234, row_total_minor: 2468 });
  });
});

describe('stock holds in every cart path', () => {
  it('add: more than the stock (with what the line holds) is refused naming what is left, and nothing changes', async () => {
    const client = t.client();
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 5 }).where(eq(s.products.id, product.id));
    await add(client, { product: String(product.id), qty: '3' });
    const before = await allLines();
    const { body } = await add(client, { product: String(product.id), qty: '3' });
    expect(body).toEqual({ messages: [{ type: 'error', text: 'The requested qty is not available. Only 5 left.' }] });
    expect(await allLines()).toEqual(before);
    expect((await add(client, { product: String(product.id), qty: '2' })).body.messages).toEqual([expect.objectContaining({ type: 'success' })]);
  });

  it('add: a configurable option over its own stock is refused, and nothing changes', async () => {
    const { child, fields } = await childWithOptions(and(gte(s.products.qty, 3), eq(s.products.qtyIncrements, 1), eq(s.products.minSaleQty, 1))!);
    const client = t.client();
    const before = await allLines();
    const { body } = await add(client, { product: String(child.parentId), qty: String(child.qty + 1), ...fields });
    expect(body.messages).toEqual([{ type: 'error', text: `The requested qty is not available. Only ${child.qty} left.` }]);
    expect(await allLines()).toEqual(before);
  });

  it('mini cart and cart page update (call 10): over the stock, or a product gone out of stock, is refused and nothing changes', async () => {
    const client = t.client();
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 4 }).where(eq(s.products.id, product.id));
    await add(client, { product: String(product.id), qty: '2' });
    const itemId = (await cart(client)).items[0]!.item_id;
    const before = await allLines();
    const over = await client.postForm('/checkout/sidebar/updateItemQty', { item_id: String(itemId), item_qty: '5' });
    expect(await over.json()).toEqual({ success: false, error_message: 'The requested qty is not available. Only 4 left.' });
    expect(await allLines()).toEqual(before);
    await t.shop.db.update(s.products).set({ qty: 0, isInStock: false }).where(eq(s.products.id, product.id));
    const gone = await client.postForm('/checkout/sidebar/updateItemQty', { item_id: String(itemId), item_qty: '1' });
    expect(await gone.json()).toEqual({ success: false, error_message: 'This product is out of stock.' });
    expect(await allLines()).toEqual(before);
    // The section says so on the line, and checkout waits until it is fixed.
    const section = await cart(client);
    expect(section.items[0]!.message).toBe('This product is out of stock.');
    expect(section.possible_onepage_checkout).toBe(false);
  });

  it('merge at login: equal lines add up to at most the stock, and the shopper is told', async () => {
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 6 }).where(eq(s.products.id, product.id));
    // The customer's own cart holds 4 (added in another browser).
    const own = t.client();
    await own.login(DEMO_EMAIL, DEMO_PASSWORD);
    await add(own, { product: String(product.id), qty: '4' });
    await own.sections(['messages']);
    // A guest adds 5 more, then signs in.
    const guest = t.client();
    await add(guest, { product: String(product.id), qty: '5' });
    await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    const section = await cart(guest);
    expect(section.items.filter((i) => i.product_id === product.id).map((i) => i.item_qty)).toEqual([6]);
    const lines = await t.shop.db.select().from(s.cartItems).where(eq(s.cartItems.productId, product.id));
    expect(lines.map((l) => l.qty)).toEqual([6]);
    expect((await guest.sections(['messages'])).messages).toMatchObject({
      messages: [{ type: 'notice', text: `Your carts were combined, but only 6 of ${product.name} could stay in it (you asked for 9).` }],
    });
  });

  it('merge at login: the notice names the product in the view signed in from, in its words (issue 31)', async () => {
    const [row] = await t.shop.db
      .select({ id: s.products.id, ar: productContent.name })
      .from(s.products)
      .innerJoin(productContent, and(eq(productContent.productId, s.products.id), eq(productContent.storeView, 'ar')))
      .where(and(plainProductsWhere(60), sql`${productContent.name} is not null`))
      .limit(1);
    used.add(row!.id);
    await t.shop.db.update(s.products).set({ qty: 6 }).where(eq(s.products.id, row!.id));
    const own = t.client();
    await own.login(DEMO_EMAIL, DEMO_PASSWORD);
    await add(own, { product: String(row!.id), qty: '4' });
    await own.sections(['messages']);
    const guest = t.client();
    await add(guest, { product: String(row!.id), qty: '5' });
    await guest.login(DEMO_EMAIL, DEMO_PASSWORD, {}, { [STORE_VIEW_HEADER]: 'ar' });
    expect((await guest.sections(['messages'])).messages).toMatchObject({
      messages: [{ type: 'notice', text: `تم دمج سلتيك، لكن لم يبقَ فيها سوى 6 من ${escapeHtml(row!.ar!)} (طلبت 9).` }],
    });
  });

  it('merge at login: lines within the stock add up with no message', async () => {
    const product = await plainProduct();
    const own = t.client();
    await own.login(DEMO_EMAIL, DEMO_PASSWORD);
    await add(own, { product: String(product.id), qty: '1' });
    const guest = t.client();
    await add(guest, { product: String(product.id), qty: '2' });
    await guest.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await cart(guest)).items.find((i) => i.product_id === product.id)?.item_qty).toBe(3);
    expect((await guest.sections(['messages'])).messages).toMatchObject({ messages: [] });
  });
});

describe('sign-in keeps the cart', () => {
  it("moves the guest cart into the customer's cart at login", async () => {
    const client = t.client();
    const product = await plainProduct();
    await add(client, { product: String(product.id), qty: '2' });
    await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    const section = await cart(client);
    expect(section.items.find((i) => i.product_id === product.id)?.item_qty).toBe(2);
    // Another browser of the same customer sees the same cart.
    const other = t.client();
    await other.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect((await cart(other)).items.find((i) => i.product_id === product.id)?.item_qty).toBe(2);
  });
});

describe('concurrency', () => {
  it('50 concurrent adds to one cart end with the exact quantity', async () => {
    const client = t.client();
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 500 }).where(eq(s.products.id, product.id));
    await client.sections(['cart']);
    await add(client, { product: String(product.id), qty: '1' });
    const results = await Promise.all(Array.from({ length: 50 }, () => add(client, { product: String(product.id), qty: '1' })));
    expect(results.every((r) => r.status === 200 && (r.body.messages as { type: string }[])[0]!.type === 'success')).toBe(true);
    const section = await cart(client);
    expect(section.items).toHaveLength(1);
    expect(section.items[0]!.item_qty).toBe(51);
  });

  it('of two concurrent adds of the last unit, exactly one succeeds', async () => {
    const client = t.client();
    const product = await plainProduct();
    await t.shop.db.update(s.products).set({ qty: 1 }).where(eq(s.products.id, product.id));
    await client.sections(['cart']);
    await add(client, { product: String(product.id), qty: '0' }); // starts the session without adding
    const results = await Promise.all([add(client, { product: String(product.id) }), add(client, { product: String(product.id) })]);
    const texts = results.map((r) => (r.body.messages as { type: string; text: string }[])[0]!);
    expect(texts.filter((m) => m.type === 'success')).toHaveLength(1);
    expect(texts.filter((m) => m.type === 'error').map((m) => m.text)).toEqual(['The requested qty is not available. Only 1 left.']);
    expect((await cart(client)).summary_count).toBe(1);
  });

  it('concurrent updates and removes on different lines lose nothing', async () => {
    const client = t.client();
    const products = await Promise.all(Array.from({ length: 6 }, () => plainProduct()));
    for (const p of products) await add(client, { product: String(p.id), qty: '1' });
    const items = (await cart(client)).items;
    const byProduct = new Map(items.map((i) => [i.product_id, i.item_id]));
    await Promise.all(
      products.map((p, index) =>
        index % 2 === 0
          ? client.postForm('/checkout/sidebar/updateItemQty', { item_id: String(byProduct.get(p.id)), item_qty: String(index + 2) })
          : client.postForm('/checkout/sidebar/removeItem', { item_id: String(byProduct.get(p.id)) }),
      ),
    );
    const after = await cart(client);
    expect(after.items.map((i) => [i.product_id, i.item_qty]).sort()).toEqual(
      products
        .map((p, index) => [p.id, index + 2])
        .filter((_, index) => index % 2 === 0)
        .sort(),
    );
  });
});
