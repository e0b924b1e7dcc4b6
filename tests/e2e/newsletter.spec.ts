import { expect, test } from '@playwright/test';
import { openOrder, signInToAdmin } from './admin-support';
import { addSimpleProduct, createCustomer, expectAccessible, expectFitsScreenWidth, openFromAccountNavigation, placeOrder, receivedMail, signIn, tabTo, waitForSections } from './support';

test.describe.configure({ timeout: 120_000 });

/** The path and query of the link in a mail's text that goes to `path`. */
function linkTo(text: string, path: string): string {
  const found = new RegExp(`https?://\\S*${path.replace(/\//g, '\\/')}\\?\\S+`).exec(text);
  expect(found, `a link to ${path} in the mail`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

test('a visitor subscribes from the footer by keyboard alone, confirms from the mail, and can unsubscribe from the next', async ({ page }, testInfo) => {
  const email = `news-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/');
  await waitForSections(page);
  const footer = page.getByRole('region', { name: 'Newsletter' });
  const field = footer.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' });
  await expect(field).toHaveAttribute('placeholder', 'Enter your email address');
  await tabTo(page, field, 300);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(footer.getByRole('status')).toHaveText('The confirmation request has been sent.');
  await expectAccessible(page);
  await expectFitsScreenWidth(page);

  const request = await receivedMail(email, 'Newsletter subscription confirmation');
  await page.goto(linkTo(request.text, '/newsletter/subscriber/confirm'));
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Your subscription has been confirmed.')).toBeVisible();

  // Once more from the footer: already subscribed.
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText('This email address is already subscribed.');

  const success = await receivedMail(email, 'Newsletter subscription success');
  await page.goto(linkTo(success.text, '/newsletter/subscriber/unsubscribe'));
  await expect(page.getByText('You unsubscribed.')).toBeVisible();
  await receivedMail(email, 'Newsletter unsubscription success');
});

test('a customer manages the subscription in My Account and sees the points an invoiced order earned', async ({ page, browser, request }, testInfo) => {
  const customer = await createCustomer(request, testInfo, 'rewards');
  await signIn(page, customer.email);

  // My Account › Newsletter Subscriptions, by keyboard.
  await page.goto('/customer/account/');
  await openFromAccountNavigation(page, testInfo, 'Newsletter Subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscription' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'General Subscription' });
  await expect(box).not.toBeChecked();
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('We have saved your subscription.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'General Subscription' })).toBeChecked();
  await expectAccessible(page);
  await receivedMail(customer.email, 'Newsletter subscription success');

  // An order, invoiced in the back office: $10+ of goods earn points.
  await addSimpleProduct(page);
  const orderNumber = await placeOrder(page);
  const admin = await (await browser.newContext({ viewport: page.viewportSize()!, isMobile: testInfo.project.name.startsWith('phone') })).newPage();
  await signInToAdmin(admin);
  await openOrder(admin, orderNumber);
  await admin.getByRole('link', { name: 'Invoice' }).click();
  await admin.getByRole('button', { name: 'Submit Invoice' }).click();
  await expect(admin.getByText('The invoice has been created.')).toBeVisible();

  await page.goto('/reward/customer/info/');
  await expect(page.getByRole('heading', { level: 1, name: 'Reward Points' })).toBeVisible();
  await expect(page.getByText(`Earned for order #${orderNumber}`)).toBeVisible();
  await expect(page.locator('[data-slot="reward-balance"]')).not.toContainText('Your balance is 0 ');
  await expectAccessible(page);
  await expectFitsScreenWidth(page);

  // The back office lists the customer's subscription.
  await admin.goto(`/admin/newsletter/subscriber?search=${encodeURIComponent(customer.email)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: customer.email })).toContainText('Customer');
  await expectAccessible(admin);
  await expectFitsScreenWidth(admin);
});
