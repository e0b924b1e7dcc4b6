import { eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/db/seed-data';
import { cartLinesFull, MAX_CART_LINES, qtyNotPositive } from './cart-rules.server';
import type { ShopClient } from '../../../server/test/harness';
import { cartSection as cart, plainProductsWhere, setUpTestShop } from '../../../server/test/helpers';

/**
 * The cart's quantity, stock and line-count rules hold on every way into a cart (add, update,
 * the guest-cart merge at sign-in): one function (`decideLineChange`) applies them.
 */
const t = setUpTestShop();

/** Listed simple products with stock and no quantity rules. */
const plainProducts = (count: number) => t.shop.db.select().from(s.products).where(plainProductsWhere(60)).orderBy(s.products.id).limit(count);

async function add(client: ShopClient, product: number, qty: string) {
  const response = await client.postMultipart('/checkout/cart/add', { product: String(product), qty });
  return { status: response.status, body: (await response.json()) as { messages?: { type: string; text: string }[] } };
}

describe('quantities that are not above 0', () => {
  it('are refused on add with the spec message and never lower a line (8, then −5, stays 8)', async () => {
    const [product] = await plainProducts(1);
    const client = t.client();
    expect((await add(client, product!.id, '8')).body.messages?.[0]?.type).toBe('success');
    for (const qty of ['-5', '0', '-1000000']) {
      const { body } = await add(client, product!.id, qty);
      expect(body.messages, qty).toEqual([{ type: 'error', text: qtyNotPositive() }]);
    }
    const section = await cart(client);
    expect(section.items.map((item) => item.qty)).toEqual([8]);
    expect(section.summary_count).toBe(8);
  });

  it('are refused on update with the spec message', async () => {
    const [product] = await plainProducts(1);
    const client = t.client();
    await add(client, product!.id, '3');
    const [line] = (await cart(client)).items;
    for (const qty of [0, -2]) {
      const response = await client.postJson('/checkout/sidebar/updateItemQty', { item_id: line!.item_id, item_qty: qty });
      expect(await response.json()).toEqual({ success: false, error_message: qtyNotPositive() });
    }
    expect((await cart(client)).items[0]!.qty).toBe(3);
  });
});

describe('the guest-cart merge at sign-in', () => {
  it('applies the stock and the line-count rules, keeping what it can and telling the shopper', async () => {
    const [shared, extra, another] = await plainProducts(3);
    const others = await t.shop.db.select({ id: s.products.id }).from(s.products).where(notInArray(s.products.id, [shared!.id, extra!.id, another!.id])).limit(MAX_CART_LINES - 1);
    const email = 'noah.miller@example.com';
    const [customer] = await t.shop.db.select().from(s.customers).where(eq(s.customers.email, email));
    // The customer's own cart is full: MAX_CART_LINES lines.
    const [own] = await t.shop.db.insert(s.carts).values({ customerId: customer!.id }).returning();
    const full = [shared!, ...others];
    await t.shop.db.insert(s.cartItems).values(full.map((p) => ({ cartId: own!.id, productId: p.id, qty: 1, optionsKey: '', options: [] })));

    // A guest adds one more of a line the customer has, and a new line; then the stock drops.
    const guest = t.client();
    expect((await add(guest, shared!.id, '5')).status).toBe(200);
    expect((await add(guest, extra!.id, '2')).status).toBe(200);
    await t.shop.db.update(s.products).set({ qty: 4 }).where(eq(s.products.id, shared!.id));

    const { body } = await guest.login(email, DEMO_PASSWORD);
    expect(body.errors).toBe(false);
    const section = await cart(guest);
    expect(section.items).toHaveLength(MAX_CART_LINES);
    expect(section.items.find((item) => item.product_id === shared!.id)!.qty).toBe(4);
    expect(section.items.some((item) => item.product_id === extra!.id)).toBe(false);
    const { messages } = await guest.sections(['messages']);
    const texts = (messages!.messages as { text: string }[]).map((m) => m.text);
    expect(texts).toContain(`Your carts were combined, but only 4 of ${shared!.name} could stay in it (you asked for 6).`);
    expect(texts).toContain(`Your carts were combined, but only 0 of ${extra!.name} could stay in it (you asked for 2).`);
    // A full cart refuses a new line on add as well.
    expect((await add(guest, another!.id, '1')).body.messages).toEqual([{ type: 'error', text: cartLinesFull() }]);
  });
});
