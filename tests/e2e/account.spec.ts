import { expect, test } from '@playwright/test';
import { customersFor, DEMO_PASSWORD, openLoginForm, waitForSections } from './support';

test('the demo customer signs in on the login page and is greeted by first name', async ({ page }, testInfo) => {
  const customer = customersFor(testInfo).login;
  const form = await openLoginForm(page);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`  ${customer.email}  `);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const menuButton = page.getByRole('button', { name: customer.firstname });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(page.getByText(`Greetings, ${customer.firstname}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeVisible();
});

test('what the customer types into the login form before its code has come is kept, and signs in', async ({ page }, testInfo) => {
  const customer = customersFor(testInfo).login;
  // The form's code is held back: the visitor types into the server's fields meanwhile, and the
  // first key press starts the page's services (the customer data changes above the form).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-page-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/customer/account/login/');
  const form = page.getByRole('form', { name: 'Sign In' });
  const email = form.getByRole('textbox', { name: 'Email Address' });
  await email.pressSequentially(customer.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await waitForSections(page);
  const code = page.waitForResponse(/\/assets\/login-page-form-[\w-]+\.js$/);
  release();
  await code;
  await expect(email).toHaveValue(customer.email);
  await expect(form.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: customer.firstname })).toBeVisible();
});

test('a guest sees the sign-in links and the registration form', async ({ page }) => {
  await page.goto('/customer/account/create/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Customer Account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create New Customer Account' });
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(form.getByText('This is a required field.').first()).toBeVisible();
  const strength = form.getByRole('status').filter({ hasText: 'Password Strength:' });
  await expect(strength).toHaveText('Password Strength: No Password');
  await form.getByLabel(/^Password/).fill('abc');
  await expect(strength).toHaveText('Password Strength: Weak');
  await form.getByLabel('Confirm Password').fill('abd');
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(form.getByText('Please make sure your passwords match.')).toBeVisible();
});

test('the login captcha appears once the server requires it after failed attempts', async ({ page }, testInfo) => {
  const form = await openLoginForm(page);
  // Failed attempts count per e-mail too: each project uses its own address.
  await form.getByRole('textbox', { name: 'Email Address' }).fill(`nobody-${testInfo.project.name}-${Date.now()}@example.com`);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await form.getByLabel(/^Password/).fill(`wrong-${attempt}`);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(form.getByRole('alert')).toContainText('The account sign-in was incorrect');
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The fields were disabled during the call: focus is put back on the password to retype.
    await expect(form.getByLabel(/^Password/)).toBeFocused();
  }
  const captcha = form.getByRole('textbox', { name: /Please type the letters and numbers below/ });
  await expect(captcha).toBeVisible();
  await expect(form.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', /.+/);
  await expect(form.getByRole('button', { name: 'Reload captcha' })).toBeVisible();
  // A required captcha blocks the form until it is typed.
  await form.getByLabel(/^Password/).fill('wrong-4');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('This is a required field.')).toBeVisible();
});
