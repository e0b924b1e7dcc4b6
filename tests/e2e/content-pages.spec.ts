import { expect, test, type Page } from '@playwright/test';
import { signInToAdmin } from './admin-support';
import { addSimpleProduct, expectAccessible, expectFitsScreenWidth, fillCard, tabTo, waitForSections } from './support';

// A purchase walks through several pages: more than the default half minute.
test.describe.configure({ timeout: 90_000 });

const INCORRECT = 'You entered incorrect data. Please try again.';

test('every footer link answers 200, and the shop’s pages are accessible at both widths', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const service = footer.getByRole('navigation', { name: 'Customer Service' });
  await expect(service.getByRole('link')).toHaveText(['About Us', 'Customer Service', 'Contact Us', 'Orders and Returns', 'Returns Policy', 'Shipping Policy', 'Privacy and Cookie Policy']);
  const hrefs = [...new Set(await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
  expect(hrefs.length).toBeGreaterThanOrEqual(14);
  for (const href of hrefs) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
  for (const path of ['/about-us', '/privacy-policy-cookie-restriction-mode', '/contact', '/sales/guest/form']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await expectFitsScreenWidth(page);
  }
  await service.getByRole('link', { name: 'Shipping Policy' }).click();
  await expect(page).toHaveURL(/\/shipping-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByText('$5.00 per item on smaller orders.')).toBeVisible();
});

test('a message sent from Contact Us by the keyboard alone', async ({ page }) => {
  await page.goto('/contact');
  await waitForSections(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Jot us a note and we’ll get back to you as quickly as possible.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact Us' }).first();
  await tabTo(page, form.getByRole('textbox', { name: /^Name/ }));
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay.board@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Do the trail pullovers run small?');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText("Thanks for contacting us with your comments and questions. We'll respond to you very soon.")).toBeVisible();
  await expectAccessible(page);
});

/** A guest buys the simple demo product (Jane Doe, ZIP 78701); answers the order number. */
async function guestPurchase(page: Page, email: string): Promise<string> {
  await addSimpleProduct(page);
  await page.goto('/checkout/');
  await waitForSections(page);
  const step = page.locator('[data-slot="shipping-step"]');
  await step.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await step.getByRole('textbox', { name: 'First Name' }).fill('Jane');
  await step.getByRole('textbox', { name: 'Last Name' }).fill('Doe');
  await step.getByRole('textbox', { name: 'Street Address', exact: true }).fill('100 Congress Ave');
  await step.getByRole('textbox', { name: 'City' }).fill('Austin');
  await step.getByRole('combobox', { name: 'State/Province' }).selectOption({ label: 'Texas' });
  await step.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('78701');
  await step.getByRole('textbox', { name: 'Phone Number' }).fill('512-555-0100');
  await step.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(/^Your order number is:/)).toBeVisible();
  return /\d{9}/.exec((await page.getByText(/^Your order number is:/).textContent()) ?? '')![0];
}

test('a guest buys, then finds the order on Orders and Returns by the keyboard', async ({ page }, testInfo) => {
  const email = `guest-returns-${testInfo.project.name}-${Date.now()}@example.com`;
  const orderNumber = await guestPurchase(page, email);

  // The guest comes back later: nothing of the purchase's session is left.
  await page.context().clearCookies();
  const later = page;
  await later.goto('/sales/guest/form');
  await expect(later.getByRole('heading', { level: 1, name: 'Orders and Returns' })).toBeVisible();
  const form = later.getByRole('form', { name: 'Orders and Returns' });
  await expect(form.getByRole('group', { name: 'Order Information' })).toBeVisible();
  const fill = async (text: string) => {
    await later.keyboard.press('Control+A');
    await later.keyboard.type(text);
  };
  await tabTo(later, form.getByRole('textbox', { name: /Order ID/ }));
  await fill(orderNumber);
  await later.keyboard.press('Tab');
  await fill('Smith');
  await later.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: /Find Order By/ })).toBeFocused();
  await later.keyboard.press('Tab');
  await fill(email);
  await later.keyboard.press('Enter');
  await expect(later.getByRole('alert')).toHaveText(INCORRECT);
  await expectAccessible(later);

  // By the billing ZIP code this time, the right last name.
  await tabTo(later, form.getByRole('textbox', { name: /Billing Last Name/ }));
  await fill('Doe');
  await later.keyboard.press('Tab');
  await later.keyboard.type('ZIP');
  await expect(form.getByRole('combobox', { name: /Find Order By/ })).toHaveValue('zip');
  await later.keyboard.press('Tab');
  await fill('78701');
  await later.keyboard.press('Enter');
  await expect(later).toHaveURL(/\/sales\/guest\/view$/);
  await expect(later.getByRole('heading', { level: 1, name: new RegExp(`Order # ${orderNumber}`) })).toBeVisible();
  await expect(later.getByText('Aero Trail Pullover').first()).toBeVisible();
  await expectAccessible(later);
  await expectFitsScreenWidth(later);

  // The view lasts as long as its cookie: without it, back to the form.
  await page.context().clearCookies();
  await page.goto('/sales/guest/view');
  await expect(page).toHaveURL(/\/sales\/guest\/form$/);
});

test('staff add a page under Content › Pages, the shop serves it at once, and deleting it takes it away', async ({ page }, testInfo) => {
  const key = `e2e-${testInfo.project.name}-${Date.now()}`;
  await signInToAdmin(page);
  await page.goto('/admin/cms/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Privacy and Cookie Policy' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreenWidth(page);

  await page.getByRole('link', { name: 'Add New Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Page' })).toBeVisible();
  await page.getByRole('textbox', { name: /Page Title/ }).fill('Gift Cards');
  await page.getByRole('textbox', { name: /URL Key/ }).fill('about-us');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A page URL key for specified store already exists.')).toBeVisible();
  await page.getByRole('textbox', { name: /URL Key/ }).fill(key);
  await page.getByRole('textbox', { name: /^Content Heading/ }).fill('Give the outdoors');
  await page.getByRole('textbox', { name: /^Content$/ }).fill('<p>Gift cards for every season.</p><script>window.hacked = 1</script>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/page\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Cards' })).toBeVisible();
  await expectAccessible(page);
  await expectFitsScreenWidth(page);

  const shop = await page.context().newPage();
  await shop.goto(`/${key}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'Give the outdoors' })).toBeVisible();
  await expect(shop.getByText('Gift cards for every season.')).toBeVisible();
  expect(await shop.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await page.getByRole('button', { name: 'Delete Page' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/page$/);
  await expect(page.getByText('You deleted the page.')).toBeVisible();
  expect((await shop.request.get(`/${key}`)).status()).toBe(404);
  await shop.close();
});
