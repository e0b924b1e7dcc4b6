import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { DEMO_PASSWORD, waitForHealth } from './support';

/**
 * Issue 17, item 9: the shop killed with SIGKILL in the middle of writes (registrations, cart
 * additions and orders from several clients at once) and started again on the same data:
 * everything it acknowledged is there, and nothing is half-written (every acknowledged account
 * signs in, every cart holds whole lines whose count matches the summary, every acknowledged
 * order has its page). A shop of its own, on its own port and data folder (the embedded
 * database), so the other journeys are not disturbed.
 */
test.describe.configure({ mode: 'serial' });

const FORM_KEY = 'KillTestFormKey1';

function startShop(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['storefront/build/server/index.js'], {
    // The e2e shops' lifted throttle (playwright.config.ts): every writer here comes from 127.0.0.1.
    env: { ...process.env, ...(JSON.parse(process.env.E2E_SHOP_THROTTLE ?? '{}') as Record<string, string>), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A client with the form_key cookie (and a session cookie when given) in its own cookie jar. */
async function client(base: string, session?: string): Promise<APIRequestContext> {
  const cookie = (name: string, value: string) => ({ name, value, domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const });
  const cookies = [cookie('form_key', FORM_KEY), ...(session ? [cookie('shop_session', session)] : [])];
  return playwrightRequest.newContext({ baseURL: base, storageState: { cookies, origins: [] } });
}

/** The form_key the client must send now: the server binds it to the session and replaces it at sign-in. */
async function formKey(api: APIRequestContext): Promise<string> {
  return (await api.storageState()).cookies.find((c) => c.name === 'form_key')?.value ?? FORM_KEY;
}

test('SIGKILL in the middle of writes loses nothing acknowledged and leaves nothing half-written', async ({ baseURL: _baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one shop process is enough');
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-kill-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let shop = startShop(port, dataDir);
  try {
    await waitForHealth(base, 180_000);
    const page = await (await fetch(`${base}/aero-trail-pullover.html`)).text();
    const product = /name="product"[^>]*value="(\d+)"|value="(\d+)"[^>]*name="product"/.exec(page)?.slice(1).find(Boolean);
    expect(product, 'the simple product is on its page').toBeDefined();

    // Writers: each client registers, and a guest adds to its cart, over and over, until the kill.
    const accounts: string[] = [];
    const carts: { sessionCookie: string; added: number }[] = [];
    let stop = false;
    const registering = async (n: number) => {
      const api = await client(base);
      for (let i = 0; !stop; i++) {
        const email = `killed-${n}-${i}-${Date.now()}@example.com`;
        const response = await api
          .post('/customer/account/createpost', { data: { firstname: 'Kim', lastname: 'Lee', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, headers: { 'x-form-key': await formKey(api) }, timeout: 10_000 })
          .catch(() => null);
        if (response?.status() === 200) accounts.push(email);
      }
      await api.dispose();
    };
    const adding = async () => {
      const api = await client(base);
      const cart = { sessionCookie: '', added: 0 };
      carts.push(cart);
      while (!stop) {
        const response = await api
          .post('/checkout/cart/add', { multipart: { product: product!, qty: '1', form_key: await formKey(api) }, headers: { accept: 'application/json', 'x-form-key': await formKey(api) }, timeout: 10_000 })
          .catch(() => null);
        if (response?.status() === 200) {
          cart.added++;
          const session = (await api.storageState()).cookies.find((c) => c.name === 'shop_session');
          if (session) cart.sessionCookie = session.value;
        }
      }
      await api.dispose();
    };
    // A customer who buys, one order after another: add to the cart, place the order.
    const orders: { sessionCookie: string; placed: { id: number; increment: string }[] } = { sessionCookie: '', placed: [] };
    const buying = async () => {
      const api = await client(base);
      const email = `buyer-${Date.now()}@example.com`;
      const registered = await api.post('/customer/account/createpost', { data: { firstname: 'Bo', lastname: 'Buyer', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, headers: { 'x-form-key': await formKey(api) } });
      expect(registered.status()).toBe(200);
      orders.sessionCookie = (await api.storageState()).cookies.find((c) => c.name === 'shop_session')?.value ?? '';
      for (let i = 0; !stop; i++) {
        const added = await api.post('/checkout/cart/add', { multipart: { product: product!, qty: '1', form_key: await formKey(api) }, headers: { accept: 'application/json', 'x-form-key': await formKey(api) }, timeout: 10_000 }).catch(() => null);
        if (added?.status() !== 200) continue;
        const placed = await api
          .post('/rest/V1/checkout/place-order', {
            headers: { 'x-form-key': await formKey(api) },
            data: {
              idempotency_key: `kill-test-order-${Date.now()}-${i}`,
              shipping_address: { firstname: 'Bo', lastname: 'Buyer', street: ['1 Main Street', ''], city: 'Los Angeles', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '(555) 229-3326' },
              shipping_method: 'flatrate_flatrate',
              billing_same_as_shipping: true,
              payment: { method: 'offline_card', ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '737' },
            },
            timeout: 10_000,
          })
          .catch(() => null);
        if (placed?.status() === 200) {
          const body = (await placed.json()) as { order_id: number; increment_id: string };
          orders.placed.push({ id: body.order_id, increment: body.increment_id });
        }
      }
      await api.dispose();
    };
    const writers = [...[0, 1, 2].map(registering), ...[0, 1].map(adding), buying()];
    // Killed while all of them are writing: once each kind has been acknowledged, a moment later.
    await expect
      .poll(() => accounts.length > 0 && carts.some((c) => c.added > 0) && orders.placed.length > 0, { timeout: 90_000 })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    shop.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    expect(accounts.length, 'registrations were acknowledged before the kill').toBeGreaterThan(0);
    expect(carts.reduce((sum, c) => sum + c.added, 0), 'cart additions were acknowledged before the kill').toBeGreaterThan(0);
    expect(orders.placed.length, 'orders were acknowledged before the kill').toBeGreaterThan(0);

    shop = startShop(port, dataDir);
    await waitForHealth(base, 120_000);
    for (const email of accounts) {
      const api = await client(base);
      const login = await api.post('/customer/ajax/login', { data: { username: email, password: DEMO_PASSWORD, context: 'checkout' }, headers: { 'x-form-key': await formKey(api) } });
      expect(((await login.json()) as { errors?: boolean }).errors, `${email} signs in`).toBeFalsy();
      await api.dispose();
    }
    for (const cart of carts.filter((c) => c.added > 0)) {
      const api = await client(base, cart.sessionCookie);
      const answer = await api.get('/customer/section/load/?sections=cart&force_new_section_timestamp=true');
      const section = ((await answer.json()) as { cart: { summary_count: number; items: { item_qty: number }[] } }).cart;
      expect(section.summary_count, 'every acknowledged addition is in the cart').toBeGreaterThanOrEqual(cart.added);
      expect(section.items.reduce((sum, item) => sum + item.item_qty, 0), 'the lines add up to the count').toBe(section.summary_count);
      await api.dispose();
    }
    const buyer = await client(base, orders.sessionCookie);
    for (const order of orders.placed) {
      const view = await buyer.get(`/sales/order/view/order_id/${order.id}`);
      expect(view.status(), `order ${order.increment} is there`).toBe(200);
      expect(await view.text()).toContain(order.increment);
    }
    await buyer.dispose();
    console.info(`kill -9: ${orders.placed.length} orders, ${accounts.length} registrations and ${carts.reduce((sum, c) => sum + c.added, 0)} cart additions acknowledged before the kill, all there after the restart`);
  } finally {
    shop.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
