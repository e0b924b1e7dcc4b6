import { expect } from 'vitest';
import type { ShopClient } from './harness';

/** The test card (the offline gateway approves it) and a shipping address checkout accepts. */
const visa = { method: 'offline_card', ccType: 'VI', ccNumber: '4111111111111111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '123' };
const address = { firstname: 'Jane', lastname: 'Doe', street: ['1 Main St', ''], city: 'Calder', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '5552293326' };

let keys = 0;

/**
 * Places an order of `lines` (product id, units) through checkout as `client` (a guest's orders
 * go to `email`), flat rate, paid by the test card, in the store view `headers` name; answers the order's id.
 */
export async function placeCardOrder(client: ShopClient, lines: readonly [number, number][], { email = 'sales.buyer@example.com', headers = {} }: { email?: string; /** The call's headers (`X-Store-View`: a view's order). */ headers?: Record<string, string> } = {}): Promise<number> {
  for (const [product, qty] of lines) {
    const added = (await (await client.postMultipart('/checkout/cart/add', { product: String(product), qty: String(qty) })).json()) as { messages?: { type: string }[] };
    expect(added.messages?.[0]?.type).toBe('success');
  }
  const response = await client.postJson('/rest/V1/checkout/place-order', {
    idempotency_key: `test-order-${Date.now()}-${(keys += 1)}-abcdef`,
    email,
    shipping_address: address,
    shipping_method: 'flatrate_flatrate',
    billing_same_as_shipping: true,
    payment: visa,
  }, { headers });
  const body = (await response.json()) as { order_id: number; message?: string };
  expect(response.status, body.message).toBe(200);
  return body.order_id;
}
