import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCustomer, customersFor, expectAccessible, receivedMail, signInHere } from './support';

// The reset mail arrives at the shops' mail server (tests/e2e/mail-sink.ts); single use and expiry
// of a link are covered by the server's tests.

/** Asks for a reset link for `email` on the forgot-password page; gives the form, whose alert then answers. */
async function askForResetLink(page: Page, email: string): Promise<Locator> {
  await page.goto('/customer/account/forgotpassword/');
  const form = page.getByRole('form', { name: 'Forgot Your Password?' });
  const submit = form.getByRole('button', { name: 'Reset My Password' });
  await expect(submit).toBeEnabled();
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await submit.click();
  return form;
}

test('the link in the reset mail sets a new password, and the new password signs in', async ({ page, request }, testInfo) => {
  const { email } = await createCustomer(request, testInfo, 'reset-mail');
  const form = await askForResetLink(page, email);
  await expect(form.getByRole('alert')).toContainText(email);

  const mail = await receivedMail(email, /password/i);
  const link = /https?:\/\/\S+\/customer\/account\/createPassword\/\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  // The HTML part carries the same link (its & as &amp;, if any).
  expect(mail.html).toContain(link!);
  await page.goto(link!);
  const reset = page.getByRole('form', { name: 'Set a New Password' });
  await expect(reset.getByRole('button', { name: 'Set a New Password' })).toBeEnabled();
  await reset.getByRole('textbox', { name: 'New Password', exact: true }).fill('Mailed-link-pass7');
  await reset.getByRole('textbox', { name: 'Confirm New Password' }).fill('Mailed-link-pass7');
  await reset.getByRole('button', { name: 'Set a New Password' }).click();
  await expect(page.getByText('You updated your password.')).toBeVisible();
  await signInHere(page, email, 'Mailed-link-pass7');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a customer asks for a reset link on the forgot-password page', async ({ page }, testInfo) => {
  const { email } = customersFor(testInfo).login;
  const form = await askForResetLink(page, email);
  await expect(form.getByRole('alert')).toHaveText(`If there is an account associated with ${email} you will receive an email with a link to reset your password.`);
  // Focus is left on the answer, not lost with the button disabled during the request.
  await expect(form.getByRole('alert')).toBeFocused();
});

test('asking for links to one address too often is answered with how long to wait', async ({ page }, testInfo) => {
  // The e2e shop allows 3 requests per address an hour (THROTTLE_FORGOT_PASSWORD in playwright.config.ts).
  const email = `flood-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/customer/account/forgotpassword/');
  const form = page.getByRole('form', { name: 'Forgot Your Password?' });
  const submit = form.getByRole('button', { name: 'Reset My Password' });
  const ask = async () => {
    await expect(submit).toBeEnabled();
    await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await submit.click();
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    await ask();
    await expect(form.getByRole('alert')).toHaveText(`If there is an account associated with ${email} you will receive an email with a link to reset your password.`);
  }
  await ask();
  await expect(form.getByRole('alert')).toHaveText('Too many requests. Please try again in 60 minutes.');
  await expect(form.getByRole('alert')).toBeFocused();
  await expectAccessible(page);
});

test('the reset page checks the new password as the server does and reports a dead link clearly', async ({ page }) => {
  const response = await page.goto('/customer/account/createPassword/?token=not-a-real-token');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Set a New Password' });
  const submit = form.getByRole('button', { name: 'Set a New Password' });
  await expect(submit).toBeEnabled();
  await expect(form.locator('input[type="hidden"][name="token"]')).toHaveValue('not-a-real-token');
  await expectAccessible(page);

  const password = form.getByRole('textbox', { name: 'New Password', exact: true });
  const confirmation = form.getByRole('textbox', { name: 'Confirm New Password' });

  // Keyboard only: fields and button in order, Enter submits.
  await password.focus();
  await page.keyboard.press('Tab');
  await expect(confirmation).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('This is a required field.')).toHaveCount(2);
  await expectAccessible(page);

  await password.fill('Ab1!');
  await submit.click();
  await expect(form.getByText('Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.')).toBeVisible();
  await password.fill('alllowercase');
  await submit.click();
  await expect(
    form.getByText('Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'),
  ).toBeVisible();
  await password.fill('Brand-new-pass9');
  await confirmation.fill('Brand-new-pass8');
  await submit.click();
  await expect(form.getByText('Please make sure your passwords match.')).toBeVisible();

  // Valid in the browser; the server refuses the unknown token and nothing else happens.
  await confirmation.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Brand-new-pass9');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Your password reset link is not valid or was already used. Please request a new one.');
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(page).toHaveURL(/createPassword\/\?token=not-a-real-token$/);
  const again = form.getByRole('link', { name: 'Request a new password reset link' });
  await expect(again).toHaveAttribute('href', /\/customer\/account\/forgotpassword\/$/);
  await expectAccessible(page);
  await again.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
});

test('the reset page without a token points to the forgot-password page', async ({ page }) => {
  await page.goto('/customer/account/createPassword/');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This page needs the link from your password reset email.' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set a New Password' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new password reset link' })).toHaveAttribute('href', /\/customer\/account\/forgotpassword\/$/);
  await expectAccessible(page);
});
