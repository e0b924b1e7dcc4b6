import { expect, test, type Page } from '@playwright/test';
import { openOrder, signInToAdmin } from './admin-support';
import { addFromTile, addSimpleProduct, createCustomer, expectAccessible, expectFitsScreenWidth, placeOrder, receivedMail, signIn, tabTo } from './support';

// A purchase, then the back office runs it: several pages and mails on each side.
test.describe.configure({ timeout: 120_000 });

/** A new customer, signed in, with two of a simple product in the cart. */
async function customerWithCart(page: Page, request: Parameters<typeof createCustomer>[0], testInfo: Parameters<typeof createCustomer>[1], journey: string) {
  const customer = await createCustomer(request, testInfo, journey);
  await signIn(page, customer.email);
  await addSimpleProduct(page);
  await addFromTile(page, 'Aero Trail Pullover');
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('2');
  return customer;
}

test('staff find the order a customer placed, invoice it, ship it with a tracking number and refund one item; the customer sees all three', async ({ page, browser, request }, testInfo) => {
  const customer = await customerWithCart(page, request, testInfo, 'run-order');
  const orderNumber = await placeOrder(page);

  const admin = await (await browser.newContext({ viewport: page.viewportSize()!, isMobile: testInfo.project.name.startsWith('phone') })).newPage();
  await signInToAdmin(admin);
  const orderId = await openOrder(admin, orderNumber);
  await expect(admin.getByText('Processing').first()).toBeVisible();
  await expectAccessible(admin);
  await expectFitsScreenWidth(admin);

  // Invoice: captures what placement only authorized.
  await admin.getByRole('link', { name: 'Invoice' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /New Invoice/ })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('checkbox', { name: 'Email Copy of Invoice' }).check();
  await admin.getByRole('button', { name: 'Submit Invoice' }).click();
  await expect(admin.getByText('The invoice has been created.')).toBeVisible();

  // Ship, with a tracking number.
  await admin.getByRole('link', { name: 'Ship' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /New Shipment/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Add Tracking Number' }).click();
  await admin.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'UPS' });
  await admin.getByRole('textbox', { name: 'Number' }).fill('1Z999AA10123456784');
  await expectAccessible(admin);
  await admin.getByRole('checkbox', { name: 'Email Copy of Shipment' }).check();
  await admin.getByRole('button', { name: 'Submit Shipment' }).click();
  await expect(admin.getByText('The shipment has been created.')).toBeVisible();

  // Refund one of the two items.
  await admin.getByRole('link', { name: 'Credit Memo' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /New Memo|Credit Memo/ })).toBeVisible();
  await admin.getByRole('textbox', { name: /^Qty to Refund/ }).first().fill('1');
  await expectAccessible(admin);
  await admin.getByRole('checkbox', { name: 'Email Copy of Credit Memo' }).check();
  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(admin.getByText('You created the credit memo.')).toBeVisible();
  await expect(admin.getByText('Complete').first()).toBeVisible();
  await expectAccessible(admin);

  // The customer's mails and order view.
  await receivedMail(customer.email, 'Invoice for your Main Website Store order');
  const shipped = await receivedMail(customer.email, 'Your Main Website Store order has shipped');
  expect(shipped.text).toContain('1Z999AA10123456784');
  await receivedMail(customer.email, 'Credit memo for your Main Website Store order');
  await page.goto(`/sales/order/view/order_id/${orderId}/`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(orderNumber) })).toBeVisible();
  for (const name of ['Items Ordered', 'Invoices', 'Order Shipments', 'Refunds']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('1Z999AA10123456784')).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreenWidth(page);
});

test.describe(() => {
  // At one width: its back office is at a desktop's width in both projects (the products grid shows
  // Quantity from there), and its customer's part (sign in, add to the cart, place the order) is the
  // journey above's, which runs at both. A phone run repeated the desktop one. Skipped before a phone
  // browser is opened for nothing.
  test.skip(({ isMobile }) => isMobile, 'the back office at a desktop width: the phone run repeats the desktop one');

  test('by the keyboard alone, staff cancel an order and its stock comes back', async ({ page, browser, request }, testInfo) => {
    await customerWithCart(page, request, testInfo, 'cancel-order');
    const orderNumber = await placeOrder(page);

    // The products grid shows Quantity from a desktop's width.
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signInToAdmin(admin);
    const stock = async () => {
      await admin.goto('/admin/catalog/product?search=Aero+Trail+Pullover');
      const headers = (await admin.getByRole('columnheader').allTextContents()).map((text) => text.trim());
      const row = admin.getByRole('row', { name: /Aero Trail Pullover/ }).first();
      await expect(row).toBeVisible();
      const cells = await row.locator('th, td').allTextContents();
      return Number(cells[headers.findIndex((header) => header.startsWith('Quantity'))]);
    };
    const before = await stock();
    await openOrder(admin, orderNumber);
    await admin.getByRole('button', { name: 'Cancel' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('alertdialog').or(admin.getByRole('dialog'));
    await expect(dialog).toContainText('Are you sure you want to cancel this order?');
    await tabTo(admin, dialog.getByRole('button', { name: 'OK' }));
    await admin.keyboard.press('Enter');
    await expect(admin.getByText('You canceled the order.')).toBeVisible();
    await expect(admin.getByText('Canceled').first()).toBeVisible();
    await expectAccessible(admin);
    // The two pullovers are back on the shelf (other journeys may buy some meanwhile: at least one more).
    expect(await stock()).toBeGreaterThan(before);
  });
});
