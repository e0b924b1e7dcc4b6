import { expect, test } from '@playwright/test';
import { addSimpleProduct, customersFor, DEMO_PASSWORD, openMiniCart } from './support';

// Runs against a second shop started with GUEST_CHECKOUT=false (see playwright.config.ts).
test('a guest signs in through the popup when guest checkout is off, and is greeted at checkout', async ({ page }, testInfo) => {
  const customer = customersFor(testInfo).checkout;
  await addSimpleProduct(page);
  const minicart = await openMiniCart(page);
  await minicart.getByRole('button', { name: 'Checkout immediately' }).click();

  const popup = page.getByRole('dialog', { name: 'Sign in to check out' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Checkout as a new customer' })).toBeVisible();
  for (const benefit of ['See order and shipping status', 'Track order history', 'Check out faster']) await expect(popup.getByText(benefit)).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', /customer\/account\/create/);
  await expect(popup.getByRole('heading', { name: 'Checkout using your account' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Forgot Your Password?' })).toBeVisible();
  const email = popup.getByRole('textbox', { name: 'Email Address' });
  await expect(email).toBeFocused();
  expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'login_redirect' }));

  // An empty form is refused by the rules; a wrong password by the server, with its message.
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup.getByText('This is a required field.').first()).toBeVisible();
  await email.fill(customer.email);
  await popup.getByLabel('Password').fill('not-the-password');
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup.getByRole('alert')).toContainText('The account sign-in was incorrect');
  await expect(popup.getByLabel('Password')).toBeFocused();

  await popup.getByLabel('Password').fill(DEMO_PASSWORD);
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole('heading', { name: `Checking out as ${customer.firstname}` })).toBeVisible();
  const menuButton = page.getByRole('button', { name: customer.firstname });
  await menuButton.click();
  await expect(page.getByText(`Greetings, ${customer.firstname}`)).toBeVisible();
});

test("a guest who opens checkout gets the popup without 'Guest checkout is disabled.'; closing the popup shows it with a way back", async ({ page }) => {
  await addSimpleProduct(page);
  await page.goto('/checkout/');
  const popup = page.getByRole('dialog', { name: 'Sign in to check out' });
  await expect(popup).toBeVisible();
  await expect(page.getByText('Guest checkout is disabled.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Guest checkout is disabled.' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup).toBeVisible();
  await expect(page.getByText('Guest checkout is disabled.')).toHaveCount(0);
});
