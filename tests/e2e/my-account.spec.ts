import { expect, test } from '@playwright/test';
import { addSimpleProduct, createCustomer, DEMO_PASSWORD, expectAccessible, fillCard, openFromAccountNavigation, signInHere, waitForSections } from './support';

// The journeys walk through sign-in, the address book, a purchase and the account pages.
test.describe.configure({ timeout: 120_000 });

test('a customer keeps an address, uses it at checkout, finds the order in My Orders, views it and reorders it', async ({ page, request }, testInfo) => {
  const customer = await createCustomer(request, testInfo, 'account-orders');

  // A guest is sent to sign in, and comes back to the page asked for.
  await page.goto('/customer/address/new/');
  await signInHere(page, customer.email);
  await expect(page).toHaveURL(/\/customer\/address\/new\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
  // Typed before hydration, text would not reach the form's state.
  await waitForSections(page);

  const form = page.getByRole('form', { name: 'Add New Address' });
  // A new address starts with the customer's name.
  await expect(form.getByRole('textbox', { name: 'First Name' })).toHaveValue(customer.firstname);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('This is a required field.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Street Address', exact: true }).fill('100 Congress Ave');
  await form.getByRole('textbox', { name: 'City' }).fill('Austin');
  await form.getByRole('combobox', { name: 'State/Province' }).selectOption({ label: 'Texas' });
  await form.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('78701');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('512-555-0100');
  await form.getByRole('checkbox', { name: 'Use as my default shipping address' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Address' }).click();

  await expect(page).toHaveURL(/\/customer\/address\/$/);
  await expect(page.getByText('You saved the address.')).toBeVisible();
  const shipping = page.locator('div').filter({ has: page.getByRole('heading', { level: 3, name: 'Default Shipping Address' }) }).last();
  await expect(shipping).toContainText('100 Congress Ave');
  // Printed as everywhere else in the shop: 'T: ' and the number, kept left to right on a right-to-left page too.
  await expect(shipping.locator('address')).toContainText('T: 512-555-0100');
  await expect(shipping.locator('address').getByText('512-555-0100', { exact: true })).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page);

  // The default shipping address is the one checkout starts with.
  await addSimpleProduct(page);
  await page.goto('/checkout/');
  await waitForSections(page);
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step.getByRole('radio', { name: /Robin Hale, 100 Congress Ave, Austin, Texas 78701/ })).toBeChecked();
  await step.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/?$/);
  const orderNumber = ((await page.getByText(/^Your order number is:/).textContent()) ?? '').match(/\d{9}/)?.[0] ?? '';
  expect(orderNumber).toMatch(/^\d{9}$/);

  // The dashboard's Recent Orders, then My Orders from the side navigation.
  await page.goto('/customer/account/');
  await expect(page.getByRole('table', { name: 'Recent Orders' })).toContainText(orderNumber);
  await expectAccessible(page);
  await openFromAccountNavigation(page, testInfo, 'My Orders');
  await expect(page).toHaveURL(/\/sales\/order\/history\/$/);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders).toContainText(orderNumber);
  await expect(orders).toContainText('Robin Hale');
  await expectAccessible(page);

  await orders.getByRole('link', { name: `View Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order # ${orderNumber}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items Ordered' })).toContainText('Aero Trail Pullover');
  await expect(page.getByText('ending in 1111')).toBeVisible();
  await expect(page.getByText('Free Shipping - Free')).toBeVisible();
  // The shipping and the billing address, each phone number left to right.
  const phones = page.locator('address').getByText('512-555-0100', { exact: true });
  await expect(phones).toHaveCount(2);
  for (const phone of await phones.all()) await expect(phone).toHaveAttribute('dir', 'ltr');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await waitForSections(page);
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
});

test('a customer changes the password on Account Information and signs in with the new one', async ({ page, request }, testInfo) => {
  const customer = await createCustomer(request, testInfo, 'account-password');
  const newPassword = 'Summit-Trail-42';
  await page.goto('/customer/account/login/');
  await signInHere(page, customer.email);
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/customer/account/');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account Information' })).toBeVisible();
  // Typed before hydration, the strength meter would never hear of it: wait for the page to be live.
  await waitForSections(page);
  const form = page.getByRole('form', { name: 'Edit Account Information' });
  await expect(form.getByRole('checkbox', { name: 'Change Password' })).toBeChecked();
  await form.getByRole('textbox', { name: 'Current Password' }).fill('not-the-password');
  await form.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await expect(form.getByText('Password Strength:')).toContainText('Weak');
  await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await expect(form.getByText('Password Strength:')).toContainText(/Strong/);
  await form.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toContainText("The password doesn't match this account.");

  await form.getByRole('textbox', { name: 'Current Password' }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customer\/account\/$/);
  await expect(page.getByText('You saved the account information.')).toBeVisible();

  await page.goto('/customer/account/logout');
  await page.goto('/customer/account/edit/');
  await signInHere(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/customer\/account\/edit\/$/);
  await expect(page.getByRole('form', { name: 'Edit Account Information' }).getByRole('textbox', { name: 'First Name' })).toHaveValue(customer.firstname);
});

test('a customer changes the e-mail address from the keyboard: a taken address is refused, a free one signs in', async ({ page, request }, testInfo) => {
  const customer = await createCustomer(request, testInfo, 'account-email');
  const other = await createCustomer(request, testInfo, 'account-email-taken');
  const newEmail = `moved-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto('/customer/account/edit/');
  await signInHere(page, customer.email);
  await expect(page).toHaveURL(/\/customer\/account\/edit\/$/);
  await waitForSections(page);

  const form = page.getByRole('form', { name: 'Edit Account Information' });
  const changeEmail = form.getByRole('checkbox', { name: 'Change Email' });
  await changeEmail.focus();
  await page.keyboard.press('Space');
  await expect(changeEmail).toBeChecked();
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(customer.email);
  await email.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(other.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toContainText('A customer with the same email address already exists in an associated website.');

  await email.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(newEmail);
  await form.getByRole('textbox', { name: 'Current Password' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer\/account\/$/);
  await expect(page.getByText('You saved the account information.')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  // The old address no longer signs in; the new one does.
  await page.goto('/customer/account/logout');
  await page.goto('/customer/account/edit/');
  await signInHere(page, customer.email);
  await expect(page.getByRole('alert').filter({ hasText: 'The account sign-in was incorrect' })).toBeVisible();
  await signInHere(page, newEmail);
  await expect(page).toHaveURL(/\/customer\/account\/edit\/$/);
  await expect(page.getByRole('form', { name: 'Edit Account Information' }).getByRole('textbox', { name: 'First Name' })).toHaveValue(customer.firstname);
});
