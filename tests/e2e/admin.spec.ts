import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInToAdmin, submitStaffSignIn } from './admin-support';
import { customersFor, expectAccessible, expectFitsScreenWidth, signIn } from './support';

const REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

test.describe('the back office', () => {
  test('a visitor is sent to the sign-in; a wrong password is refused with one message; the demo account signs in', async ({ page }) => {
    await page.goto('/admin/sales/order');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, please sign in' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsScreenWidth(page);

    await submitStaffSignIn(page, { username: DEMO_ADMIN.username, password: 'not-the-password1' });
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await submitStaffSignIn(page, DEMO_ADMIN, { keyboard: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page);
    await expectFitsScreenWidth(page);
  });

  test('every page of the frame passes axe and fits the screen; Sign Out ends the session', async ({ page }) => {
    // Thirteen pages, each through axe: about 25 s on a loaded 2-core machine, 60 s on the slower one
    // (2026-12-02), twice the suite's limit.
    test.setTimeout(120_000);
    await signInToAdmin(page);
    for (const [path, title] of [
      ['/admin/sales/order', 'Orders'],
      ['/admin/catalog/product', 'Products'],
      ['/admin/catalog/category', 'Categories'],
      // A form in a store view's scope: "Use Default Value" per field, the fields kept for every view read-only.
      ['/admin/catalog/category?store=fr', 'Categories'],
      // An attribute's labels and its options' per store view (a table of fields on a phone too).
      ['/admin/catalog/product_attribute/edit/93', 'Color'],
      ['/admin/cms/block', 'Blocks'],
      ['/admin/customer', 'Customers'],
      ['/admin/contact/message', 'Contact Messages'],
      ['/admin/review/product', 'Reviews'],
      ['/admin/system/user', 'Users'],
      ['/admin/system/account', 'My Account'],
      ['/admin/system/mail', 'Mails'],
      ['/admin/system/action-log', 'Action Log'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
      await expectFitsScreenWidth(page);
    }
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('Sign Out works before the page hydrates (without JavaScript): it posts its form and lands on the sign-in page', async ({ page, browser }) => {
    await signInToAdmin(page);
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    try {
      const frame = await plain.newPage();
      await frame.goto('/admin');
      await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await frame.getByRole('button', { name: 'Sign Out' }).click();
      await expect(frame).toHaveURL(/\/admin\/login$/);
      await expect(frame.getByRole('heading', { level: 1, name: 'Welcome, please sign in' })).toBeVisible();
      await frame.goto('/admin');
      await expect(frame).toHaveURL(/\/admin\/login$/);
    } finally {
      await plain.close();
    }
  });

  test('a customer signed in to the shop opens no back-office page', async ({ page }, testInfo) => {
    await signIn(page, customersFor(testInfo).login.email);
    for (const path of ['/admin', '/admin/sales/order', '/admin/system/action-log']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
    }
  });

  test('no back-office code reaches a storefront page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    const adminScripts = new Set(scripts);
    scripts.length = 0;
    await page.goto('/women/tops-women.html');
    await page.waitForLoadState('networkidle');
    // The sign-in page's own module (and the staff client) are none of the storefront's.
    const adminOnly = [...adminScripts].filter((file) => /\/(login|area|hooks|sign-in-form)-[\w-]+\.js$/.test(file));
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const file of adminOnly) expect(scripts).not.toContain(file);
  });
});
