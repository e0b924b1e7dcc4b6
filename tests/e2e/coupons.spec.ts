import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './admin-support';
import { addSimpleProduct, createCustomer, expectAccessible, expectFitsScreenWidth, fillCard, fillTexasAddress, signIn, tabTo, waitForSections } from './support';

// A purchase walks through several pages and waits for the server's estimates.
test.describe.configure({ timeout: 90_000 });

/** Opens "Apply Discount Code" on the cart page and applies the demo code by the keyboard. */
async function applyOnCart(page: Page): Promise<void> {
  await page.goto('/checkout/cart/');
  await waitForSections(page);
  const trigger = page.getByRole('button', { name: 'Apply Discount Code' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Enter discount code' });
  await expect(field).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('welcome10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('You used coupon code "WELCOME10".')).toBeVisible();
  await expect(field).toHaveValue('WELCOME10');
  await expect(field).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Cancel Coupon' })).toBeVisible();
}

test('a customer applies WELCOME10 on the cart page, sees it in the totals and the checkout summary, places the order by keyboard and finds it on the order', async ({ page, request }, testInfo) => {
  // An account of its own: its cart and orders are this journey's only.
  const customer = await createCustomer(request, testInfo, 'coupons');
  await signIn(page, customer.email);
  await addSimpleProduct(page);

  // A code that does not exist: Luma's refusal, nothing applied.
  await page.goto('/checkout/cart/');
  await waitForSections(page);
  await page.getByRole('button', { name: 'Apply Discount Code' }).click();
  await page.getByRole('textbox', { name: 'Enter discount code' }).fill('NOPE-<b>');
  await page.getByRole('button', { name: 'Apply Discount', exact: true }).click();
  await expect(page.getByText('The coupon code "NOPE-<b>" is not valid.')).toBeVisible();

  await applyOnCart(page);
  const summary = page.getByRole('complementary', { name: 'Summary' });
  const discount = summary.locator('[data-slot="cart-discount"]');
  await expect(discount).toContainText('Discount (WELCOME10)');
  await expect(discount).toContainText(/-\$\d+\.\d{2}/);
  const amount = (await discount.locator('dd').innerText()).trim();
  await expectAccessible(page);

  // Checkout: the summary's Discount, the same amount; Review & Payments has the block, applied.
  await page.goto('/checkout/');
  await waitForSections(page);
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step.getByRole('radio').first()).toBeChecked();
  await fillTexasAddress(step);
  const orderSummary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(orderSummary.locator('[data-slot="order-summary-row"]').filter({ hasText: 'Discount' })).toContainText(amount);
  const next = step.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enter discount code' })).toHaveValue('WELCOME10');
  await fillCard(page, '4111111111111111');
  const place = page.getByRole('button', { name: 'Place Order' });
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/?$/);
  const number = (await page.getByText(/^Your order number is:/).innerText()).match(/\d{9}/)![0];

  // My Account › My Orders › the order: its totals carry the discount.
  await page.goto('/sales/order/history/');
  await waitForSections(page);
  await page.getByRole('link', { name: `View Order ${number}` }).click();
  const totals = page.locator('[data-slot="order-totals"]');
  await expect(totals).toContainText('Discount (WELCOME10)');
  await expect(totals).toContainText(amount);
});

test('a guest cancels the code: the message, the field empty again and no discount in the totals', async ({ page }) => {
  await addSimpleProduct(page);
  await applyOnCart(page);
  await page.getByRole('button', { name: 'Cancel Coupon' }).click();
  await expect(page.getByText('You canceled the coupon code.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Enter discount code' })).toHaveValue('');
  await expect(page.locator('[data-slot="cart-discount"]')).toHaveCount(0);
});

test('staff add a cart price rule, find it in the grid and delete it after the confirmation; both pages pass axe and fit the screen', async ({ page }, testInfo) => {
  const code = `E2E-${testInfo.project.name}-${Date.now()}`;
  // A name of its own: the other project's journey adds and deletes its rule at the same time.
  const name = `Five off ${testInfo.project.name}`;
  await signInToAdmin(page);
  await page.goto('/admin/sales_rule/promo_quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart Price Rules' })).toBeVisible();
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreenWidth(page);

  await page.getByRole('link', { name: 'Add New Rule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Cart Price Rule' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rule Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Coupon Code' }).fill(code);
  await page.getByRole('combobox', { name: 'Apply' }).selectOption({ label: 'Fixed amount discount for whole cart' });
  await page.getByRole('textbox', { name: 'Discount Amount (USD)' }).fill('5');
  await page.getByRole('textbox', { name: 'Uses per Coupon' }).fill('10');
  await expectAccessible(page);
  await expectFitsScreenWidth(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('You saved the rule.').first()).toBeVisible();

  await page.goto('/admin/sales_rule/promo_quote');
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 10');
  await page.getByRole('row', { name: new RegExp(code) }).getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Rule' });
  await expect(dialog).toContainText('Are you sure you want to delete this rule?');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart Price Rules' })).toBeVisible();
  await expect(page.getByText('You deleted the rule.').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});
