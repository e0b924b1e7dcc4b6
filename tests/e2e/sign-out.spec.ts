import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium.js';
import { addSimpleProduct, customersFor, signIn } from './support';

// Playwright turns the back/forward cache off by default; shoppers have it, and a page restored from it
// keeps the previous customer's data in memory: these journeys run with it on.
test.use({ launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });
// One customer per project (the checkout customers: on this shop no other journey signs them in; their
// checkout journey runs on the second shop, with its own database). In order: the first journey fills
// the customer's cart, the later ones find it there when the customer signs in again.
// Each journey signs in, and checks several page views: more than the default half minute.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The header greets the customer and counts a cart that is not empty. */
async function expectSignedIn(page: Page, firstname: string): Promise<void> {
  await expect(page.locator('[data-slot="customer-menu"]')).toHaveAttribute('data-state', 'customer');
  await expect(page.getByRole('button', { name: firstname })).toBeVisible();
  await expect(page.locator('[data-slot="minicart-counter"]')).toBeVisible();
}

/** The header offers Sign In, shows nothing of `firstname` and an empty mini cart; the cache holds nothing of theirs. */
async function expectGuest(page: Page, firstname: string): Promise<void> {
  const menu = page.locator('[data-slot="customer-menu"]');
  await expect(menu).toHaveAttribute('data-state', 'guest');
  await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: firstname })).toHaveCount(0);
  const counter = page.locator('[data-slot="minicart-counter"]');
  await expect(counter).toBeHidden();
  await expect(counter).toHaveAttribute('aria-hidden', 'true');
  // Still so once every load has settled (nothing of the customer comes back later).
  await page.waitForLoadState('networkidle');
  await expect(menu).toHaveAttribute('data-state', 'guest');
  await expect(counter).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('mage-cache-storage') ?? '')).not.toContain(firstname);
}

test('after Sign Out nothing of the customer shows: not on the next page, after a reload or after Back', async ({ page }, testInfo) => {
  const customer = customersFor(testInfo).checkout;
  // Notes a page restored from the back/forward cache (kept across the reload that follows).
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) window.sessionStorage.setItem('restored-from-cache', window.location.pathname);
    });
  });
  await signIn(page, customer.email);
  await addSimpleProduct(page);
  await expectSignedIn(page, customer.firstname);

  await page.getByRole('button', { name: customer.firstname }).click();
  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expectGuest(page, customer.firstname);

  await page.reload();
  await expectGuest(page, customer.firstname);

  // Back to the category page the customer was on, restored from the back/forward cache with the
  // customer and their add-to-cart message in its memory: it is loaded again for the guest.
  // (Such a restore fires no load event: wait for the navigation only.)
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/women\/tops\.html$/);
  await expectGuest(page, customer.firstname);
  await expect(page.getByText('You added Aero Trail Pullover')).toHaveCount(0);
  const restored = await page.evaluate(() => window.sessionStorage.getItem('restored-from-cache'));
  expect(restored, 'the category page should come back from the back/forward cache').toBe('/women/tops.html');
});

test('a session the server no longer knows shows nothing of the customer on the next page', async ({ page, context }, testInfo) => {
  const customer = customersFor(testInfo).checkout;
  const sessionCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'shop_session');

  // The session row is gone (expired, or ended by a password reset elsewhere): the browser still sends its cookie.
  await signIn(page, customer.email);
  await expectSignedIn(page, customer.firstname);
  const session = await sessionCookie();
  expect(session).toBeDefined();
  await context.addCookies([{ ...session!, value: 'a-session-the-server-never-issued' }]);
  await page.goto('/men.html');
  await expectGuest(page, customer.firstname);

  // The browser dropped the session cookie (it expired).
  await signIn(page, customer.email);
  await expectSignedIn(page, customer.firstname);
  await context.clearCookies({ name: 'shop_session' });
  await page.reload();
  await expectGuest(page, customer.firstname);
});

test('signing out or in as someone else in another tab leaves nothing of the customer in this one', async ({ page, context }, testInfo) => {
  const customer = customersFor(testInfo).checkout;
  const other = customersFor(testInfo).login;
  await signIn(page, customer.email);
  await page.goto('/women/tops.html');
  await expectSignedIn(page, customer.firstname);

  const tab = await context.newPage();
  await tab.goto('/customer/account/logout');
  await expectGuest(tab, customer.firstname);
  // This tab catches up without a page load.
  await expectGuest(page, customer.firstname);

  await signIn(tab, other.email);
  await expect(tab.getByRole('button', { name: other.firstname })).toBeVisible();
  await page.bringToFront();
  await expect(page.getByRole('button', { name: other.firstname })).toBeVisible();
  await expect(page.getByRole('button', { name: customer.firstname })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: other.firstname })).toBeVisible();
  await expect(page.getByRole('button', { name: customer.firstname })).toHaveCount(0);
});
