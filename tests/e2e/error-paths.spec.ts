import { expect, test, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
import { addSimpleProduct, isPhone, openLoginForm, openMiniCart, waitForSections } from './support';

// SPEC.md §8's error paths against the running shop. Server faults come from the e2e shop's
// test-only route (storefront/server/http/routes/test-only.ts: the next requests of this browser,
// named by its shop_test_fault cookie, to a path answer a given status and body); a browser-side
// fault (no network answer: status 0, a browser without cookies or local storage) is made in the
// browser. Nothing inside the shop is mocked.

let faultCount = 0;

/** The next `times` requests of this page's browser to `path` answer `status` with `body`. */
async function injectFault(page: Page, request: APIRequestContext, fault: { path: string; status: number; body?: unknown; times?: number }) {
  const token = `fault-${process.pid}-${Date.now()}-${++faultCount}`;
  await page.context().addCookies([{ name: 'shop_test_fault', value: token, url: test.info().project.use.baseURL! }]);
  const response = await request.post('/__test/faults', { data: { ...fault, token } });
  expect(response.status()).toBe(200);
}

/** The page's console errors and warnings, without the browser's own lines about failed loads. */
function consoleLines(page: Page, type: 'error' | 'warning'): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === type && !message.text().startsWith('Failed to load resource')) lines.push(message.text());
  });
  return lines;
}

test('section loads: a non-zero failure throws (logged) and the page goes on; status 0 is ignored', async ({ page, request }) => {
  const errors = consoleLines(page, 'error');
  await injectFault(page, request, { path: '/customer/section/load', status: 503 });
  await page.goto('/women.html');
  // A first visitor's page loads its sections at the first interaction (ADR 0042), once hydrated.
  await waitForSections(page);
  await page.keyboard.press('Tab');
  await expect.poll(() => errors.join('\n')).toMatch(/503/);
  await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();

  // No answer at all (status 0): nothing is thrown or logged.
  errors.length = 0;
  await page.route('**/customer/section/load**', (route) => route.abort('connectionreset'));
  const aborted = page.waitForRequest((r) => r.url().includes('/customer/section/load'));
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForSections(page);
  await page.keyboard.press('Tab');
  await aborted;
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('local storage unavailable: a warning, and private content is not cached', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings = consoleLines(page, 'warning');
  const loads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customer/section/load')) loads.push(r.url());
  });
  await page.goto('/');
  // A first visitor's page loads its sections at the first interaction (ADR 0042), once hydrated.
  await waitForSections(page);
  await page.keyboard.press('Tab');
  await expect.poll(() => loads.length).toBeGreaterThan(0);
  await waitForSections(page);
  expect(warnings.join('\n')).toContain('Local storage unavailable: private content will not be cached in this browser.');
  // Nothing was kept: the next page loads its sections again.
  const before = loads.length;
  await page.goto('/women.html');
  await waitForSections(page);
  await page.keyboard.press('Tab');
  await expect.poll(() => loads.length).toBeGreaterThan(before);
});

test('cookies disabled: the cookie-status popup, closed with its Close button', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }));
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Cookies are disabled' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test("login: no answer and a server failure say 'Could not authenticate. Please try again later'; a refusal shows the response's message", async ({ page, request }, testInfo) => {
  const form = await openLoginForm(page);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`nobody-errors-${testInfo.project.name}-${Date.now()}@example.com`);
  await form.getByLabel(/^Password/).fill('Wrong-pass-1');
  const alert = form.getByRole('alert');

  await page.route('**/customer/ajax/login', (route) => route.abort('connectionreset'));
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('Could not authenticate. Please try again later');
  await page.unroute('**/customer/ajax/login');

  await injectFault(page, request, { path: '/customer/ajax/login', status: 500 });
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('Could not authenticate. Please try again later');

  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
});

test('mini cart: an update or removal the server refuses shows its error_message in an alert dialog', async ({ page, request }) => {
  await addSimpleProduct(page);
  const minicart = await openMiniCart(page);
  const qty = minicart.getByRole('textbox', { name: 'Qty of Aero Trail Pullover' });
  await qty.fill('99999');
  await minicart.getByRole('button', { name: 'Update' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/\S/);
  const refusal = (await alert.textContent()) ?? '';
  expect(refusal).not.toContain('Something went wrong.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  await injectFault(page, request, { path: '/checkout/sidebar/removeItem', status: 200, body: { success: false, error_message: 'We can\'t remove the item.' } });
  await minicart.getByRole('button', { name: 'Remove Aero Trail Pullover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("We can't remove the item.");
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(minicart.getByRole('link', { name: 'Aero Trail Pullover' })).toBeVisible();
});

test('contact: an answer without success shows the error state on the form for 4 s, with no text', async ({ page, request }) => {
  await page.goto('/women.html');
  await waitForSections(page);
  await injectFault(page, request, { path: '/rest/V1/customer-service/contact/post', status: 200, body: JSON.stringify({ success: false }) });
  await page.getByRole('button', { name: 'Customer Service' }).click();
  const form = page.getByRole('dialog', { name: 'Customer Service' }).getByRole('form', { name: 'Contact Us' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Sam Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('sam.lee@example.com');
  await form.getByRole('textbox', { name: "What's on your mind?" }).fill('Is this sent?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveAttribute('data-status', 'error');
  const since = Date.now();
  await expect(form.getByText('Thank you. Your message was sent.')).toHaveCount(0);
  await expect(form).toHaveAttribute('data-status', 'idle', { timeout: 7000 });
  expect(Date.now() - since).toBeGreaterThan(3000);
});

test('add to cart: a refused request reloads the page; an unavailable product turns its tile to the statusText', async ({ page, request }, testInfo) => {
  await page.goto('/gear/bags.html');
  await waitForSections(page);
  // Each project takes its own bag, so parallel runs never share one.
  const tile = page.locator('[data-slot="product-tile"]').nth(isPhone(testInfo) ? 1 : 0);
  const button = tile.locator('[data-slot="add-to-cart-button"]');

  await injectFault(page, request, { path: '/checkout/cart/add', status: 500 });
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await button.click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await waitForSections(page);

  const urlKey = new URL((await tile.getByRole('heading').getByRole('link').getAttribute('href'))!, 'http://shop.test').pathname.replace(/^\//, '').replace(/\.html$/, '');
  await expect(tile.locator('[data-slot="product-tile-stock"]')).toHaveText('In stock');
  expect((await request.post('/__test/stock', { data: { url_key: urlKey, qty: 0 } })).status()).toBe(200);
  try {
    await button.click();
    await expect(tile.locator('[data-slot="product-tile-stock"]')).toHaveText('Out of stock');
    await expect(button).toBeDisabled();
  } finally {
    await request.post('/__test/stock', { data: { url_key: urlKey, qty: 100 } });
  }
});

test("tabs: a fragment naming none of the product's tabs raises 'Mismatching fragment identifier'", async ({ page }) => {
  const errors = consoleLines(page, 'error');
  await page.goto('/aria-studio-hoodie.html#product-info-nothing');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect.poll(() => errors.join('\n')).toContain('Mismatching fragment identifier');
});

test.describe('§9 breakpoints, each side of the line', () => {
  test.skip(({ isMobile }) => isMobile, 'resizes a desktop browser');

  test('hamburger below 1026 px, search toggle up to 768 px, sticky offset 0 up to 1024 px and 36 px above', async ({ page }) => {
    await page.setViewportSize({ width: 1025, height: 800 });
    await page.goto('/women/tops.html');
    await waitForSections(page);
    const hamburger = page.getByRole('button', { name: 'Menu' });
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(hamburger).toBeVisible();
    await expect(mainNav).toBeHidden();
    await page.setViewportSize({ width: 1026, height: 800 });
    await expect(hamburger).toBeHidden();
    await expect(mainNav).toBeVisible();

    const toggle = page.locator('[data-slot="mini-search-toggle"]');
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(toggle).toBeVisible();
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(page.locator('[data-slot="mini-search-form"]')).toBeVisible();

    const header = page.locator('[data-slot="page-header"]');
    for (const [width, stickyAt, staticAt] of [
      [1024, 10, null],
      [1025, 60, 20],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).not.toHaveAttribute('data-state', 'sticky');
      if (staticAt !== null) {
        await page.evaluate((y) => window.scrollTo(0, y), staticAt);
        await page.waitForTimeout(200);
        await expect(header, `${width} px at ${staticAt} px`).not.toHaveAttribute('data-state', 'sticky');
      }
      await page.evaluate((y) => window.scrollTo(0, y), stickyAt);
      await expect(header, `${width} px at ${stickyAt} px`).toHaveAttribute('data-state', 'sticky');
    }
  });
});
