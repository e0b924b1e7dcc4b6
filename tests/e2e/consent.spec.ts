import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { expectAccessible, isPhone, payByKeyboard, tabTo, waitForHealth, waitForSections } from './support';

/**
 * Issue 30 items 5 and 6 (ADR 0030): a shop of its own with a tag-manager container and a loader
 * address, the loader answered by a local stub that counts its loads and sets a `_ga` cookie as
 * the real one would. Nothing is requested from the container and no analytics cookie is set
 * before the visitor allows it; the GA4 e-commerce events of a purchase follow one another.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
// A first visit: no consent cookie (the other journeys start as a visitor who accepted).
test.use({ storageState: { cookies: [], origins: [] } });

const CONTAINER = 'GTM-CONSENT1';
const LOADER = 'https://tags.consent.test/gtm.js';
const GA4_CHECKOUT = ['view_item', 'add_to_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];

let shop: ChildProcess | undefined;
let dataDir = '';
let base = '';

test.beforeAll(async () => {
  // Its seed is written on a machine busy with the journeys' own shops.
  test.setTimeout(150_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-consent-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, ['storefront/build/server/index.js'], {
    env: {
      ...process.env,
      ...(JSON.parse(process.env.E2E_SHOP_THROTTLE ?? '{}') as Record<string, string>),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      GTM_CONTAINER_ID: CONTAINER,
      GTM_SCRIPT_URL: LOADER,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, 140_000);
});

test.afterAll(() => {
  shop?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Answers the container's loader with a stub; returns the loader requests seen. */
async function stubContainer(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.origin === new URL(LOADER).origin,
    (route) => {
      requests.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: "document.cookie = '_ga=GA1.1.e2e; path=/; max-age=3600'; window.__containerLoads = (window.__containerLoads || 0) + 1;",
      });
    },
  );
  return requests;
}

async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('_ga') || name === 'impression_list_data');
}

/** The gtag commands in the page's data layer (consent default and updates), as arrays. */
function consentCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as IArguments)),
  );
}

/** Lets the page reach idle (the loader is requested then, if at all). */
async function settle(page: Page): Promise<void> {
  await waitForSections(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
}

const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };

test('no container request and no analytics cookie before consent; Reject All keeps it so; the footer reopens the choices; Accept All loads the container', async ({ page, context }) => {
  const loads = await stubContainer(context);
  await page.goto(`${base}/women/tops.html`);
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await settle(page);
  // The banner does not take focus on load, and overlays the page without moving it.
  await expect(banner).not.toBeFocused();
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  await expectAccessible(page);
  expect(loads).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);
  expect(await consentCommands(page)).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);

  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toBeHidden();
  const choice = (await context.cookies()).find((cookie) => cookie.name === 'user_allowed_save_cookie');
  expect(JSON.parse(decodeURIComponent(choice?.value ?? ''))).toEqual(['necessary']);
  expect(choice).toMatchObject({ sameSite: 'Lax', httpOnly: false, path: '/' });
  expect((choice?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.reload();
  await settle(page);
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
  expect(loads).toEqual([]);
  expect(await analyticsCookies(context)).toEqual([]);

  // The footer's button reopens the choices, with focus in them.
  await page.getByRole('button', { name: 'Cookie Settings' }).click();
  const settings = page.getByRole('region', { name: 'Cookie Settings' });
  await expect(settings).toBeFocused();
  await expect(settings.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expectAccessible(page);
  await settings.getByRole('button', { name: 'Accept All' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(() => loads).toEqual([`${LOADER}?id=${CONTAINER}`]);
  await expect.poll(() => page.evaluate(() => (window as { __containerLoads?: number }).__containerLoads)).toBe(1);
  expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', GRANTED]);

  // A later page: the container at once, the choice pushed after the defaults, no banner.
  await page.reload();
  await settle(page);
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
  expect(loads).toHaveLength(2);
  expect(await consentCommands(page)).toEqual([
    ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
    ['consent', 'update', GRANTED],
  ]);
});

test('the banner comes with the page, before any of its code has loaded, and a press then is not lost; a visitor who chose never sees it', async ({ page, context }) => {
  // The page's code held back: what the first paint shows is the server's HTML and its own script.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base}/women/tops.html`, { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByName('shop:hydrated').length)).toBe(0);
  // Shown by the page's own script in the head, run before the body was parsed.
  const scriptsReading = (parent: 'head' | 'body') =>
    page.evaluate((selector) => [...document.querySelectorAll(`${selector} script`)].filter((script) => script.textContent?.includes('user_allowed_save_cookie')).length, parent);
  expect(await scriptsReading('head')).toBe(1);
  expect(await scriptsReading('body')).toBe(0);
  // Pressed before its code came: pressed again once it has.
  await banner.getByRole('button', { name: 'Reject All' }).click();
  release();
  await expect(banner).toBeHidden();
  const choice = (await context.cookies()).find((cookie) => cookie.name === 'user_allowed_save_cookie');
  expect(JSON.parse(decodeURIComponent(choice?.value ?? ''))).toEqual(['necessary']);

  // With a choice, the same cached page shows no banner, before its code as after.
  await page.reload();
  await settle(page);
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0);
});

type Pushed = { event: string; ecommerce?: Record<string, unknown> };

/** Every event pushed to the data layer on every page of the journey (kept in sessionStorage across loads). */
async function recordEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'e2e-data-layer-events';
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      for (const item of items) if (item && typeof item === 'object' && 'event' in item) log.push(item);
      sessionStorage.setItem(key, JSON.stringify(log));
      return Array.prototype.push.apply(layer, items);
    };
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
  });
}

function eventsSoFar(page: Page): Promise<Pushed[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer-events') ?? '[]') as Pushed[]);
}

test('the GA4 events of a purchase by keyboard: view_item → add_to_cart → view_cart → begin_checkout → add_shipping_info → add_payment_info → purchase, once', async ({ page, context }, testInfo) => {
  test.skip(isPhone(testInfo), 'A keyboard journey is a desktop one.');
  await stubContainer(context);
  await recordEvents(context);
  await page.goto(`${base}/women/tops.html`);
  await waitForSections(page);

  // Consent by keyboard: Tab reaches the banner first (after the skip link).
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to Content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Cookie Settings' })).toBeFocused();
  await tabTo(page, banner.getByRole('button', { name: 'Accept All' }));
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  // The listing's products, then the click on one of them.
  const product = page.locator('[data-slot="product-tile"]').getByRole('link', { name: 'Aero Trail Pullover' });
  await tabTo(page, product, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Aero Trail Pullover' })).toBeVisible();
  await waitForSections(page);
  const add = page.locator('[data-slot="add-to-cart-button"]');
  await tabTo(page, add, 200);
  await page.keyboard.press('Enter');
  await expect(add).toHaveText('Added');

  await page.goto(`${base}/checkout/cart/`);
  await waitForSections(page);
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }), 200);
  await page.keyboard.press('Enter');
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step.getByRole('radio').first()).toBeChecked();
  const type = async (name: string, text: string, role: 'textbox' | 'combobox' = 'textbox') => {
    await tabTo(page, step.getByRole(role, { name, exact: true }));
    await page.keyboard.type(text);
  };
  await type('Email Address', `consent-${Date.now()}@example.com`);
  await type('First Name', 'Kay');
  await type('Last Name', 'Board');
  await type('Street Address', '1 Tab Street');
  await type('City', 'Austin');
  await type('State/Province', 'Texas', 'combobox');
  await type('Zip/Postal Code', '78701');
  await type('Phone Number', '512-555-0100');
  await tabTo(page, step.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await payByKeyboard(page);
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/?$/);
  const orderNumber = /(\d{9})/.exec((await page.getByText(/^Your order number is:/).textContent()) ?? '')?.[1];
  expect(orderNumber).toBeDefined();
  await expect.poll(async () => (await eventsSoFar(page)).some((pushed) => pushed.event === 'purchase')).toBe(true);

  const events = await eventsSoFar(page);
  // The listing and the click came first.
  const names = events.map((pushed) => pushed.event);
  expect(names.indexOf('view_item_list')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('select_item')).toBeGreaterThan(names.indexOf('view_item_list'));
  expect(names.filter((name) => GA4_CHECKOUT.includes(name))).toEqual(GA4_CHECKOUT);
  // Each GA4 event follows its { ecommerce: null } reset (checked in the page's own data layer).
  const byName = (name: string) => events.find((pushed) => pushed.event === name)!;
  const item = (byName('view_item').ecommerce!.items as Record<string, unknown>[])[0]!;
  expect(item).toMatchObject({ item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1 });
  expect(byName('view_item').ecommerce).toEqual({ currency: 'USD', value: 57.99, items: [item] });
  expect(byName('add_to_cart').ecommerce).toMatchObject({ currency: 'USD', value: 57.99, items: [expect.objectContaining({ item_id: item.item_id, quantity: 1 })] });
  expect(byName('view_cart').ecommerce).toEqual({ currency: 'USD', value: 57.99, items: [{ item_id: item.item_id, item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] });
  expect(byName('begin_checkout').ecommerce).toEqual(byName('view_cart').ecommerce);
  expect(byName('add_shipping_info').ecommerce).toMatchObject({ value: 57.99, shipping_tier: expect.stringMatching(/ - /) });
  expect(byName('add_payment_info').ecommerce).toMatchObject({ value: 57.99, payment_type: 'Credit Card' });
  const purchase = byName('purchase').ecommerce!;
  expect(purchase).toMatchObject({ transaction_id: orderNumber, currency: 'USD', items: [{ item_id: item.item_id, item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] });
  expect(purchase).not.toHaveProperty('coupon');
  const cents = (value: unknown) => Math.round(Number(value) * 100);
  expect(cents(purchase.value)).toBe(5799 + cents(purchase.shipping) + cents(purchase.tax));
  // Over $50 ships free: shipping may be 0, and is then sent as 0.
  expect(cents(purchase.shipping)).toBeGreaterThanOrEqual(0);
  const layer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
  const purchaseAt = layer.findIndex((entry) => (entry as { event?: string } | null)?.event === 'purchase');
  expect(layer[purchaseAt - 1]).toEqual({ ecommerce: null });

  // A reload of the success page pushes no second purchase.
  await page.reload();
  await expect(page.getByText(/^Your order number is:/)).toContainText(orderNumber ?? '');
  await settle(page);
  expect((await eventsSoFar(page)).filter((pushed) => pushed.event === 'purchase')).toHaveLength(1);
});
