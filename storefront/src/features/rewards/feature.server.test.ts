import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../../server/db/schema';
import type { ShopClient } from '../../../server/test/harness';
import { pageData, plainProductsWhere, setUpTestShop, signedIn } from '../../../server/test/helpers';
import { placeCardOrder } from '../../../server/test/orders';
import type { Actor } from '../sales/model';
import { createBlockService } from '../page-builder/blocks.server';
import { invoices } from '../sales/schema.server';
import { rewardPointHistory } from './schema.server';

const t = setUpTestShop();

const staff: Actor = { kind: 'staff', id: 7, name: 'Jane Admin' };
const CUSTOMER = 'rewards.earner@example.com';

/** Products of this test alone, at `price` (decimal) with plenty of stock. */
const used = new Set<number>();
async function product(price: string): Promise<number> {
  const candidates = await t.shop.db.select().from(s.products).where(plainProductsWhere(1)).orderBy(s.products.id);
  const chosen = candidates.find((p) => !used.has(p.id))!;
  used.add(chosen.id);
  await t.shop.db.update(s.products).set({ price, specialPrice: null, qty: 100, isInStock: true }).where(eq(s.products.id, chosen.id));
  return chosen.id;
}

/** A customer of this file, registered once and signed in. */
let customerClient: ShopClient | undefined;
async function customer(): Promise<{ client: ShopClient; id: number }> {
  if (!customerClient) {
    const client = t.client();
    const response = await client.postJson('/customer/account/createpost', { firstname: 'Rita', lastname: 'Points', email: CUSTOMER, password: 'Password123!', password_confirmation: 'Password123!' });
    expect(response.status).toBe(200);
    customerClient = client;
  }
  const [row] = await t.shop.db.select({ id: s.customers.id }).from(s.customers).where(eq(s.customers.email, CUSTOMER));
  return { client: customerClient, id: row!.id };
}

const balanceOf = async (customerId: number) => (await t.shop.db.select().from(s.rewardPoints).where(eq(s.rewardPoints.customerId, customerId)))[0]?.balance ?? 0;
const ledgerOf = (orderId: number) => t.shop.db.select().from(rewardPointHistory).where(eq(rewardPointHistory.orderId, orderId)).orderBy(rewardPointHistory.id);
const subtotalOf = async (invoiceId: number) => (await t.shop.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.subtotal;

describe('reward points: earned when an order is invoiced', () => {
  it('earns 1 point per whole dollar of the invoiced subtotal, shown in My Account and in the home page\'s block', async () => {
    const { client, id } = await customer();
    const before = await balanceOf(id);
    // 2 × $12.75 = $25.50: 25 points (whole dollars only; shipping and tax earn nothing).
    const orderId = await placeCardOrder(client, [[await product('12.75'), 2]], { email: CUSTOMER });
    expect(await ledgerOf(orderId)).toEqual([]);
    const invoice = await t.shop.sales.invoice(orderId, {}, staff);
    expect(invoice.kind).toBe('done');
    if (invoice.kind !== 'done') return;
    expect(await subtotalOf(invoice.invoiceId)).toBe(2550);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    expect(await ledgerOf(orderId)).toEqual([expect.objectContaining({ customerId: id, invoiceId: invoice.invoiceId, delta: 25, reason: 'order_invoiced', orderIncrementId: order!.incrementId })]);
    expect(await balanceOf(id)).toBe(before + 25);

    const page = await client.get('/reward/customer/info/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store, max-age=0');
    const data = (await pageData(page))['account-rewards'] as { account: { balance: number; history: { delta: number; reason: string }[] } };
    expect(data.account.balance).toBe(before + 25);
    expect(data.account.history[0]).toMatchObject({ delta: 25, reason: `Earned for order #${order!.incrementId}` });

    const block = await client.get(`/rewards/block/render?blocks=${encodeURIComponent('["rewards.balance"]')}`);
    expect(((await block.json()) as Record<string, string>)['rewards.balance']).toContain(`<strong>${(before + 25).toLocaleString('en-US')}</strong>`);
  });

  it('earns once however many invoices of the order are asked at once, and per invoice of a partly invoiced order', async () => {
    const { client, id } = await customer();
    const orderId = await placeCardOrder(client, [[await product('10.00'), 2]], { email: CUSTOMER });
    const before = await balanceOf(id);
    const results = await Promise.all(Array.from({ length: 6 }, () => t.shop.sales.invoice(orderId, {}, staff)));
    expect(results.filter((result) => result.kind === 'done')).toHaveLength(1);
    expect((await ledgerOf(orderId)).map((row) => row.delta)).toEqual([20]);
    expect(await balanceOf(id)).toBe(before + 20);
    // The same invoice told again (a retry), twice at once: the ledger keeps one line, the balance moves once.
    const done = results.find((result) => result.kind === 'done')!;
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    const again = { id: done.kind === 'done' ? done.invoiceId : 0, subtotal: 2000 };
    await Promise.all([0, 1].map(() => t.shop.db.transaction((tx) => t.shop.rewards.earnForInvoice(tx, order!, again))));
    expect((await ledgerOf(orderId)).map((row) => row.delta)).toEqual([20]);
    expect(await balanceOf(id)).toBe(before + 20);

    const partly = await placeCardOrder(client, [[await product('7.00'), 3]], { email: CUSTOMER });
    const [line] = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, partly));
    expect((await t.shop.sales.invoice(partly, { items: [{ orderItemId: line!.id, qty: 1 }] }, staff)).kind).toBe('done');
    expect((await t.shop.sales.invoice(partly, {}, staff)).kind).toBe('done');
    expect((await ledgerOf(partly)).map((row) => row.delta)).toEqual([7, 14]);
  });

  it('earns on the subtotal after the invoice\'s share of the discount', async () => {
    const { client, id } = await customer();
    const orderId = await placeCardOrder(client, [[await product('12.75'), 2]], { email: CUSTOMER });
    const before = await balanceOf(id);
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    // $25.50 less a $2.55 discount: $22.95, 22 points (not the 25 of the subtotal alone).
    await t.shop.db.transaction((tx) => t.shop.rewards.earnForInvoice(tx, order!, { id: 900_000 + orderId, subtotal: 2550, discountAmount: 255 }));
    expect((await ledgerOf(orderId)).map((row) => row.delta)).toEqual([22]);
    expect(await balanceOf(id)).toBe(before + 22);
  });

  it('gives a guest\'s order nothing', async () => {
    const orderId = await placeCardOrder(t.client(), [[await product('30.00'), 1]], { email: 'rewards.guest@example.com' });
    expect((await t.shop.sales.invoice(orderId, {}, staff)).kind).toBe('done');
    expect(await ledgerOf(orderId)).toEqual([]);
  });

  it('gives nothing on a signed-in customer\'s order when the invoice is refused', async () => {
    const { client } = await customer();
    const orderId = await placeCardOrder(client, [[await product('15.00'), 1]], { email: CUSTOMER });
    expect((await t.shop.sales.cancel(orderId, staff)).kind).toBe('done');
    expect((await t.shop.sales.invoice(orderId, {}, staff)).kind).toBe('refused');
    expect(await ledgerOf(orderId)).toEqual([]);
  });
});

describe('reward points: taken back by a credit memo', () => {
  it('takes back the points of the items refunded, nothing for an adjustment alone, and never more than the order earned', async () => {
    const { client, id } = await customer();
    const orderId = await placeCardOrder(client, [[await product('12.50'), 3]], { email: CUSTOMER });
    expect((await t.shop.sales.invoice(orderId, {}, staff)).kind).toBe('done');
    const earned = await balanceOf(id);
    expect((await ledgerOf(orderId)).map((row) => row.delta)).toEqual([37]);
    const [line] = await t.shop.db.select().from(s.orderItems).where(eq(s.orderItems.orderId, orderId));

    // One unit of $12.50: 12 points back.
    const memo = await t.shop.sales.refund(orderId, { items: [{ orderItemId: line!.id, qty: 1 }] }, staff);
    expect(memo.kind).toBe('done');
    const [order] = await t.shop.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    expect((await ledgerOf(orderId)).at(-1)).toMatchObject({ delta: -12, reason: 'order_refunded', creditmemoId: memo.kind === 'done' ? memo.creditmemoId : -1 });
    expect(await balanceOf(id)).toBe(earned - 12);
    const account = await t.shop.rewards.account(id);
    expect(account.history[0]!.reason).toBe(`Taken back for a refund of order #${order!.incrementId}`);

    // An adjustment refund refunds no items: no points back.
    expect((await t.shop.sales.refund(orderId, { adjustmentPositive: 100 }, staff)).kind).toBe('done');
    expect(await balanceOf(id)).toBe(earned - 12);

    // The other two units ($25.00, 25 points) while the order holds 25: all of it, and no more.
    expect((await t.shop.sales.refund(orderId, { items: [{ orderItemId: line!.id, qty: 2 }] }, staff)).kind).toBe('done');
    expect((await ledgerOf(orderId)).map((row) => row.delta)).toEqual([37, -12, -25]);
    expect(await balanceOf(id)).toBe(earned - 37);
  });
});

describe('reward points: the earn block', () => {
  it('states the configured rate, and nothing when points are not earned', async () => {
    const earn = async (rewardRate: number) => (await createBlockService({ db: t.shop.db, rewardRate }).rewards(['rewards.earn'], null))['rewards.earn'];
    expect(await earn(1)).toContain('Earn 1 reward point for every $1 you spend.');
    expect(await earn(3)).toContain('Earn 3 reward points for every $1 you spend.');
    expect(await earn(0)).toBeUndefined();
  });
});

describe('reward points: the account page', () => {
  it('sends a guest to sign in', async () => {
    const response = await t.client().get('/reward/customer/info/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/customer/account/login');
  });

  it('shows a seeded customer their balance with no history', async () => {
    const client = await signedIn(t);
    const data = (await pageData(await client.get('/reward/customer/info/')))['account-rewards'] as { account: { balance: number; history: unknown[] } };
    expect(data.account).toEqual({ balance: 1250, history: [] });
  });
});
