import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { addConfigurable, addSimpleProduct, customersFor, expectAccessible, fillCard, isPhone, payByKeyboard, receivedMail, shipByKeyboard, signIn, waitForSections } from './support';

// A purchase walks through several pages and waits for the server's estimates: more than the default half minute.
test.describe.configure({ timeout: 90_000 });

const REQUIRED = 'This is a required field.';
const ORDER_NUMBER = /^Your order number is: \d{9}\.$/;

/** A fresh guest e-mail per journey and project (no account has it). */
function guestEmail(testInfo: TestInfo, journey: string): string {
  return `guest-${journey}-${testInfo.project.name}-${Date.now()}@example.com`;
}

/** Adds the configurable hoodie with a colour and a size chosen on its page. */
async function addHoodie(page: Page, color: string, size: string): Promise<void> {
  await page.goto('/aria-studio-hoodie.html');
  await waitForSections(page);
  await addConfigurable(page, color, size);
  await expect(page.locator('[data-slot="minicart-counter"]')).toBeVisible();
}

/** Opens checkout and waits for the Shipping step with its methods. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/checkout/');
  await waitForSections(page);
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step).toBeVisible();
  await expect(step.getByRole('radio').first()).toBeChecked();
  return step;
}

interface ShippingAddress {
  email?: string;
  firstname: string;
}

/** Types a Texas shipping address (and the e-mail for a guest). */
async function fillShipping(page: Page, address: ShippingAddress): Promise<void> {
  const step = page.locator('[data-slot="shipping-step"]');
  if (address.email) await step.getByRole('textbox', { name: 'Email Address' }).fill(address.email);
  await step.getByRole('textbox', { name: 'First Name' }).fill(address.firstname);
  await step.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
  await step.getByRole('textbox', { name: 'Street Address', exact: true }).fill('100 Congress Ave');
  await step.getByRole('textbox', { name: 'Street Address: Line 2' }).fill('Suite 5');
  await step.getByRole('textbox', { name: 'City' }).fill('Austin');
  await step.getByRole('combobox', { name: 'State/Province' }).selectOption({ label: 'Texas' });
  await step.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('78701');
  await step.getByRole('textbox', { name: 'Phone Number' }).fill('512-555-0100');
}

/** The success page of a placed order; the mini cart is empty without a reload. */
async function expectSuccess(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText(/^Your order number is:/)).toHaveText(ORDER_NUMBER);
  await expect(page.getByText("We'll email you an order confirmation with details and tracking info.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expect(page.locator('[data-slot="minicart-counter"]')).toBeHidden();
  // Rendered with the page (as Magento renders it): the order number is in the server's HTML, which is private.
  const served = await page.request.get(page.url());
  expect(served.headers()['cache-control']).toContain('no-store');
  const html = await served.text();
  expect(html).toMatch(/Your order number is: <span[^>]*>\d+<\/span>\./);
  expect(html).not.toContain('data-state="loading"');
}

test('a guest buys a configurable product: shipping, methods with prices, payment, the order number, an empty mini cart', async ({ page }, testInfo) => {
  // Blue comes in XS (sold out), M and L: each project buys a different size.
  await addHoodie(page, 'Blue', isPhone(testInfo) ? 'M' : 'L');
  const step = await openCheckout(page);
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText('Aria Studio Hoodie');
  await expectAccessible(page);

  const email = guestEmail(testInfo, 'buy');
  await fillShipping(page, { email, firstname: 'Sam' });
  // Methods with their prices, the cheapest first and preselected.
  const methods = step.getByRole('radio');
  await expect(methods.first()).toBeChecked();
  await expect(step.locator('[data-slot="shipping-step-methods"] label').first()).toContainText(/\$\d+\.\d{2}/);
  await step.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('checkbox', { name: 'My billing and shipping address are the same' })).toBeChecked();
  // The address it ships to, its phone number kept left to right on a right-to-left page too.
  const phones = page.locator('address').getByText('512-555-0100', { exact: true });
  await expect(phones.first()).toBeVisible();
  for (const phone of await phones.all()) await expect(phone).toHaveAttribute('dir', 'ltr');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Order Total');
  await expectAccessible(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expectSuccess(page);
  // The guest is offered an account for the order.
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expectAccessible(page);

  // The confirmation arrives at the mail server: the order's number, the item with its options, both parts.
  const orderNumber = /\d{9}/.exec((await page.getByText(/^Your order number is:/).textContent()) ?? '')?.[0];
  const mail = await receivedMail(email, 'Your Main Website Store order confirmation');
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(`#${orderNumber}`);
    expect(part).toContain('Aria Studio Hoodie');
    expect(part).toContain('100 Congress Ave');
  }
  expect(mail.text).toMatch(/Color: Blue/);
});

test('the shipping step names every required field; a declined card shows why and keeps what was typed', async ({ page }, testInfo) => {
  await addSimpleProduct(page);
  const step = await openCheckout(page);
  await step.getByRole('button', { name: 'Next' }).click();
  // Email, First Name, Last Name, Street Address, City, Zip/Postal Code, Phone Number; the State/Province list.
  await expect(step.getByText(REQUIRED)).toHaveCount(7);
  await expect(step.getByText('Please select an option.')).toHaveCount(1);
  await expect(step.getByRole('textbox', { name: 'Email Address' })).toBeFocused();

  await fillShipping(page, { email: guestEmail(testInfo, 'declined'), firstname: 'Dee' });
  await step.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  const card = page.getByRole('form', { name: 'Credit Card' });
  await expect(card.getByRole('textbox', { name: 'Credit Card Number' })).toHaveValue('4000 0000 0000 0002');
  await expect(card.getByRole('textbox', { name: 'Card Verification Number' })).toHaveValue('123');
  await expect(page).toHaveURL(/\/checkout\/$/);
  // Nothing was placed: the cart is still there.
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
  // Back to shipping: the address typed is still there.
  await page.getByRole('button', { name: 'Edit shipping' }).click();
  await expect(step.getByRole('textbox', { name: 'First Name' })).toHaveValue('Dee');
});

test('a purchase with the keyboard alone', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'A keyboard journey is a desktop one.');
  await addSimpleProduct(page);
  await openCheckout(page);
  await shipByKeyboard(page, guestEmail(testInfo, 'keyboard'));

  const same = page.getByRole('checkbox', { name: 'My billing and shipping address are the same' });
  await expect(same).toBeVisible();
  await payByKeyboard(page);
  await expectSuccess(page);
});

test('a signed-in customer buys with a new address saved in the address book, then finds it at the next checkout', async ({ page }, testInfo) => {
  // The login customers: their other journeys only sign in (no cart), so this cart is theirs alone.
  const customer = customersFor(testInfo).login;
  await signIn(page, customer.email);

  await addHoodie(page, 'Blue', isPhone(testInfo) ? 'L' : 'M');
  const step = await openCheckout(page);
  await expect(page.getByRole('heading', { name: `Checking out as ${customer.firstname}` })).toBeVisible();
  await expect(step.getByRole('textbox', { name: 'Email Address' })).toHaveCount(0);
  const saved = step.getByRole('radio', { name: new RegExp(`^${customer.firstname} Lee, 100 Congress Ave`) });
  if ((await saved.count()) === 0) {
    await fillShipping(page, { firstname: customer.firstname });
    await expect(step.getByRole('checkbox', { name: 'Save in address book' })).toBeChecked();
  }
  await step.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectSuccess(page);
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toHaveCount(0);

  // The address is in the book: the next checkout starts on it.
  await addSimpleProduct(page);
  await openCheckout(page);
  await expect(page.locator('[data-slot="shipping-step"]').getByRole('radio', { name: new RegExp(`^${customer.firstname} Lee, 100 Congress Ave`) })).toBeChecked();
});
