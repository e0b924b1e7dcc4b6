import { expect, test, type Page } from '@playwright/test';
import { addSimpleProduct, createCustomer, expectAccessible, expectFitsScreenWidth, isPhone, pageLanguage, payByKeyboard, shipByKeyboard, signIn, signInHere, tabTo, waitForSections } from './support';

/** Opens the header's store switcher (its trigger reads "<label>: <current view>") and follows one of the views. */
async function switchTo(page: Page, trigger: string, view: string): Promise<void> {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('dialog').getByRole('link', { name: view }).click();
}

test('a shopper switches a product page to French and to Arabic, staying on the product with the same cart', async ({ page }) => {
  // The cart is filled in the default view.
  await addSimpleProduct(page);
  await page.goto('/aero-trail-pullover.html');
  await waitForSections(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await switchTo(page, 'Language: English', 'Français');
  // The same product at its French address, with its French name (issue 31 item 3, ADR 0041).
  await expect(page).toHaveURL(/\/fr\/pull-aero-de-trail\.html$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Pull Aero de trail' })).toBeVisible();
  await waitForSections(page);
  // The header speaks French; the cart, the session and the private content are the same.
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: /Mon panier/ })).toBeVisible();
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
  // Links stay in the view.
  await expect(page.locator('[data-slot="logo"]')).toHaveAttribute('href', '/fr/');

  await switchTo(page, 'Langue: Français', 'العربية');
  // Arabic keeps the default's Latin URL keys.
  await expect(page).toHaveURL(/\/ar\/aero-trail-pullover\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'كنزة Aero للمسارات الجبلية' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
  await waitForSections(page);
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
  await expectAccessible(page);
  await expectFitsScreenWidth(page);
});

// Axe and the fit to the screen of every Arabic page: accessibility.spec.ts.
test('the Arabic home page is right to left from the server', async ({ page }) => {
  const response = await page.goto('/ar/');
  expect(response?.status()).toBe(200);
  // As the server sent it: no script needed for the direction.
  expect(await response?.text()).toMatch(/<html lang="ar-AE" dir="rtl"/);
  await waitForSections(page);
  await expect(page.getByRole('button', { name: /سلتي/ })).toBeVisible();
});

test('the switcher works by keyboard and keeps the query', async ({ page }) => {
  await page.goto('/women/tops.html?color=49');
  await waitForSections(page);
  const trigger = page.getByRole('button', { name: 'Language: English' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Language' });
  await expect(list).toBeVisible();
  // The category's French address, the query kept.
  await expect(list.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/femmes/hauts.html?color=49');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('in the French view, the mini cart’s product link and the cart page stay in the view; private pages carry no hreflang', async ({ page }) => {
  await addSimpleProduct(page);
  // The default view's address of the category answers with the view's own (301).
  await page.goto('/fr/women/tops.html');
  await expect(page).toHaveURL(/\/fr\/femmes\/hauts\.html$/);
  await waitForSections(page);
  // A public page names its alternates, each view's own address.
  await expect(page.locator('link[rel="alternate"][hreflang="fr-FR"]')).toHaveAttribute('href', /\/fr\/femmes\/hauts\.html$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/women\/tops\.html$/);
  await page.getByRole('button', { name: /Mon panier/ }).click();
  // The mini cart's section may be the one kept from the English page (its names, the default's address: 301 in the view).
  const product = page.getByRole('dialog').getByRole('link', { name: /Aero Trail Pullover|Pull Aero de trail/ });
  await expect(product).toHaveAttribute('href', /^\/fr\/(aero-trail-pullover|pull-aero-de-trail)\.html$/);
  await product.click();
  await expect(page).toHaveURL(/\/fr\/pull-aero-de-trail\.html$/);

  await page.goto('/fr/checkout/cart/');
  await waitForSections(page);
  await expect(page.locator('main').getByRole('link', { name: /Aero Trail Pullover|Pull Aero de trail/ }).first()).toHaveAttribute('href', /^\/fr\/(aero-trail-pullover|pull-aero-de-trail)\.html$/);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
});

test('in the French view, the account navigation, sign out and the success page’s Continue Shopping stay in the view', async ({ page, request }, testInfo) => {
  const { email } = await createCustomer(request, testInfo, 'views-account');
  await signIn(page, email);
  await page.goto('/fr/customer/account/');
  await waitForSections(page);
  const entries = page.locator('[data-slot="account-navigation-item"]');
  await expect(entries.first()).toBeAttached();
  for (const href of await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/fr\//);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsScreenWidth(page);
  // Sign out is a call at one address for every view, told the view: its home page follows.
  await page.goto('/customer/account/logout/?store=fr');
  await expect(page).toHaveURL(/\/fr\/$/);

  await page.goto('/fr/checkout/onepage/success/');
  const say = await pageLanguage(page);
  const continueShopping = page.locator('[data-slot="checkout-success"]').getByRole('link', { name: say('Continue Shopping') });
  await expect(continueShopping).toHaveAttribute('href', '/fr/');
  await continueShopping.click();
  await expect(page).toHaveURL(/\/fr\/$/);
});

test('in the French view, a guest’s Add to Wish List (a full-page post told the view) goes to the view’s sign-in page, and back to the view’s wish list saying so in French', async ({ page, request }, testInfo) => {
  const customer = await createCustomer(request, testInfo, 'wishlist-fr');
  await page.goto('/fr/aero-trail-pullover.html');
  await waitForSections(page);
  await page.locator('main [data-slot="add-to-wishlist"]').first().click();
  await expect(page).toHaveURL(/\/fr\/customer\/account\/login\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const say = await pageLanguage(page);
  await signInHere(page, customer.email, undefined, say);
  // The notice sign-in leaves names the product as the view does (issue 31, ADR 0041).
  await expect(page).toHaveURL(/\/fr\/wishlist\/$/);
  await expect(page.getByText(say('%1 has been added to your Wish List.', 'Pull Aero de trail'))).toBeVisible();
});

test('a French product page and its listing show euro prices at the rate, the same amount on both', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'Prices are converted on the server: one width is enough.');
  await page.goto('/fr/women/tops.html');
  const tile = page.locator('[data-slot="product-tile"]').first();
  const tilePrice = tile.locator('[data-price-amount]');
  await expect(tilePrice).toContainText('€');
  const amount = await tilePrice.getAttribute('data-price-amount');
  await tile.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/.+\.html$/);
  const productPrice = page.getByRole('main').locator('[data-price-amount]').first();
  await expect(productPrice).toContainText('€');
  await expect(productPrice).not.toContainText('$');
  expect(await productPrice.getAttribute('data-price-amount')).toBe(amount);
  await expectAccessible(page);
});

test('a cart filled at the root shows € totals in the French mini cart and cart page, at the same amount as the product', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'Prices are converted on the server: one width is enough.');
  // The cart section is kept in the browser in dollars, from the default view.
  await addSimpleProduct(page);
  await page.goto('/fr/aero-trail-pullover.html');
  await waitForSections(page);
  const unit = (await page.getByRole('main').locator('[data-price-amount] [data-slot="price-amount"]').first().textContent())!;
  expect(unit).toContain('€');
  // A cart section of another currency is loaded again, in the view's.
  await page.getByRole('button', { name: /Mon panier/ }).click();
  await expect(page.getByRole('dialog').locator('[data-slot="minicart-subtotal"] [data-slot="price-amount"]')).toHaveText(unit);

  await page.goto('/fr/checkout/cart/');
  await waitForSections(page);
  await expect(page.locator('[data-slot="cart-subtotal"] [data-slot="price-amount"]')).toHaveText(unit);
  await expect(page.locator('[data-slot="estimate-grand-total"] [data-slot="price-amount"]')).toContainText('€');
  await expect(page.getByRole('main')).not.toContainText('$');
});

test('a guest buys in the Arabic view by keyboard alone, every page right to left', async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), 'A keyboard journey is a desktop one.');
  test.setTimeout(90_000);
  const rightToLeft = () => expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The category page: Tab to the simple product's tile and open it.
  await page.goto('/ar/women/tops.html');
  await rightToLeft();
  await waitForSections(page);
  const say = await pageLanguage(page);
  await tabTo(page, page.locator('[data-slot="product-tile"] a[href="/ar/aero-trail-pullover.html"]:not([tabindex="-1"])').first(), 200);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/ar\/aero-trail-pullover\.html$/);
  await rightToLeft();
  await waitForSections(page);
  const add = page.locator('main [data-slot="add-to-cart-button"]').first();
  await tabTo(page, add, 200);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');

  // The mini cart, opened by keyboard, goes to checkout in the view.
  await tabTo(page, page.locator('[data-slot="minicart"] button').first(), 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: say('My Cart') })).toBeVisible();
  await tabTo(page, page.locator('[data-slot="minicart-checkout"]'));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/ar\/checkout\/$/);
  await rightToLeft();
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step.getByRole('radio').first()).toBeChecked();
  await shipByKeyboard(page, `guest-arabic-${testInfo.project.name}-${Date.now()}@example.com`, say);
  await payByKeyboard(page, say);

  await expect(page).toHaveURL(/\/ar\/checkout\/onepage\/success\/?$/);
  await rightToLeft();
  const success = page.locator('[data-slot="checkout-success"]');
  await expect(success).toHaveAttribute('data-state', 'order');
  const orderNumber = /\d{9}/.exec((await success.textContent()) ?? '')?.[0];
  expect(orderNumber).toBeDefined();
  await expect(success).toContainText(say('Your order number is: %1.', orderNumber!));
  await expect(page.locator('[data-slot="minicart-counter"]')).toBeHidden();
});
