import { expect, test } from '@playwright/test';
import { sessions } from '../../scripts/bench-pages.mjs';
import { countSectionLoads, waitForSections } from './support';

test('a first visitor\'s page loads no sections and no services until they act; then once; a warm page not at all', async ({ page, request }) => {
  const html = await (await request.get('/women/tops.html')).text();
  // Public HTML: no private data, a shared-cache header.
  expect(html).not.toContain('Greetings');
  expect((await request.get('/women/tops.html')).headers()['cache-control']).toContain('public');

  const loads = countSectionLoads(page);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/women/tops.html');
  // Nothing private to show (ADR 0042): the guest's links at once, no section load, no services or zod.
  await expect(page.locator('[data-slot="customer-menu"]')).toHaveAttribute('data-state', 'guest');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(0);
  expect(scripts.filter((script) => /\/(services|validation)-/.test(script))).toEqual([]);

  // The first interaction starts the engine: the sections load once.
  await page.keyboard.press('Tab');
  await expect.poll(() => loads.count).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);

  await page.goto('/men.html');
  await waitForSections(page);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);
});

test('the home page too: its promotions come with the page, its blocks further down (call 3 to 5) load as they come near, and only then the services', async ({ page, request }) => {
  // The promotions are in the page's HTML (a public CMS block, cached with the page).
  expect(await (await request.get('/')).text()).toContain('Tops for every workout');
  const scripts: string[] = [];
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    if (/\/block\/render/.test(sent.url())) calls.push(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect(scripts.filter((script) => /\/(services|validation)-/.test(script))).toEqual([]);

  const features = page.locator('[data-block="home-features"]');
  await features.scrollIntoViewIfNeeded();
  await expect(features).toHaveAttribute('data-state', 'loaded');
  await expect(features).toContainText('Free shipping');
  expect(calls).toContain('/page_cache/block/render');
});

test('the cart page asks for its lines with the page, before any interaction: a first visitor\'s empty cart says so without the forms\' code, a cart the session holds alone shows its lines', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/checkout/cart');
  await expect(page.getByText('You have no items in your shopping cart.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The lines' blocks (Apply Discount Code, Estimate Shipping and Tax) and their forms load with lines only.
  expect(scripts.filter((script) => /\/(filled-cart|forms)-/.test(script))).toEqual([]);

  // Added by a request of the page's context, not through the page: the session's cookie alone, no
  // cookie or storage of the engine's.
  await sessions.cart(page.context(), test.info().project.use.baseURL!);
  await page.context().clearCookies({ name: 'section_data_ids' });
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/checkout/cart');
  await expect(page.locator('main [data-slot="minicart-item"]')).toHaveCount(1);
  await expect(page.locator('[data-slot="cart-subtotal"]')).toBeVisible();
});
