import { expect, test } from '@playwright/test';
import { addConfigurable, addSimpleProduct, openCategory, openMiniCart, tabTo, waitForSections } from './support';

test('browse a category, add a configurable and a simple product, edit them in the mini cart and on the cart page', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForSections(page);
  await openCategory(page, testInfo, 'Women');
  await page.getByRole('navigation', { name: 'Shop Women' }).getByRole('link', { name: 'Tops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Women' })).toBeVisible();

  // A simple product from its tile, with its price (rendered with the page).
  const simpleTile = page.locator('[data-slot="product-tile"]').filter({ has: page.getByRole('link', { name: 'Aero Trail Pullover' }) });
  await expect(simpleTile.locator('[data-slot="price"]')).toHaveText('$57.99');
  // The seed's special price: the new amount and the old one, each named for screen readers.
  const specialTile = page.locator('[data-slot="product-tile"]').filter({ has: page.getByRole('link', { name: 'Coast Thermal Hoodie' }) });
  await expect(specialTile.locator('[data-slot="price"]')).toHaveText('Special Price $60.00 Regular Price $80.00');
  const hoodieTile = page.locator('[data-slot="product-tile"]').filter({ has: page.getByRole('link', { name: 'Aria Studio Hoodie' }) });
  await expect(hoodieTile.locator('[data-slot="price"]')).toHaveText('As low as Special Price $49.00 Regular Price $70.00');
  const tileButton = simpleTile.getByRole('button', { name: /Add to Cart|Adding\.\.\.|Added/ });
  await tileButton.click();
  await expect(tileButton).toHaveText('Added');
  await expect(tileButton).toHaveText('Add to Cart');

  // A configurable product: the tile opens its page; colour and size change the image and stock.
  await page.locator('[data-slot="product-tile"]').filter({ has: page.getByRole('link', { name: 'Aria Studio Hoodie' }) }).locator('p').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aria Studio Hoodie' })).toBeVisible();
  // Its blue children are on a special price: "As low as" until the options name one child.
  const price = page.locator('[data-slot="product-price"]');
  await expect(price).toHaveText('As low as Special Price $49.00 Regular Price $70.00');
  const image = page.locator('[data-slot="product-gallery"] [data-slot="gallery-image"]');
  const firstImage = await image.getAttribute('src');
  await page.locator('[data-slot="add-to-cart-button"]').click();
  await expect(page.getByText('This is a required field.').first()).toBeVisible();
  await addConfigurable(page, 'Orange', 'M');
  expect(await image.getAttribute('src')).not.toBe(firstImage);
  await expect(page.locator('[data-slot="product-sku"]')).toHaveText('WT010-M-Orange');
  await expect(page.locator('[data-slot="product-stock"]')).toHaveText('In stock');
  await expect(price).toHaveText('$70.00');

  // The mini cart shows both, newest first, with the count and the subtotal.
  const minicart = await openMiniCart(page);
  await expect(minicart.getByText('2 items')).toBeVisible();
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('2');
  await expect(minicart.getByRole('link', { name: 'Aria Studio Hoodie' })).toBeVisible();
  await expect(minicart.getByRole('link', { name: 'Aero Trail Pullover' })).toBeVisible();
  await expect(minicart.getByText('Orange')).toBeVisible();
  const hoodieLine = minicart.locator('[data-slot="minicart-item"]').filter({ hasText: 'Aria Studio Hoodie' });
  await expect(hoodieLine.locator('[data-slot="minicart-item-price"]')).toHaveText('$70.00');
  await expect(minicart.locator('[data-slot="minicart-item"]').filter({ hasText: 'Aero Trail Pullover' }).locator('[data-slot="minicart-item-price"]')).toHaveText('$57.99');
  await expect(minicart.locator('[data-slot="minicart-subtotal"]')).toContainText('$127.99');
  await expect(minicart.getByRole('button', { name: 'Checkout immediately' })).toHaveAttribute('title', 'Proceed to Checkout');

  // Quantity: the update button appears only for a valid changed number.
  const qty = minicart.getByRole('textbox', { name: 'Qty of Aria Studio Hoodie' });
  await qty.fill('0');
  await expect(minicart.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await qty.fill('2');
  await minicart.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('3');
  await expect(minicart.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(minicart.locator('[data-slot="minicart-subtotal"]')).toContainText('$197.99');

  // Removal asks first.
  await minicart.getByRole('button', { name: 'Remove Aero Trail Pullover' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you would like to remove this item from the shopping cart?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(minicart.getByRole('link', { name: 'Aero Trail Pullover' })).toHaveCount(0);
  await expect(minicart.getByText('1 item', { exact: true })).toBeVisible();

  // The cart page.
  await minicart.getByRole('link', { name: 'View and Edit Cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const line = page.getByRole('textbox', { name: 'Qty of Aria Studio Hoodie' });
  await expect(line).toHaveValue('2');
  // Unit price, row total and subtotal.
  const cartLine = page.locator('main [data-slot="minicart-item"]').filter({ hasText: 'Aria Studio Hoodie' });
  await expect(cartLine.locator('[data-slot="minicart-item-price"]')).toHaveText('$70.00');
  await expect(cartLine.locator('[data-slot="minicart-item-row-total"]')).toHaveText('$140.00');
  await expect(page.locator('[data-slot="cart-subtotal"]')).toHaveText('$140.00');
  await line.fill('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('3');
  await expect(cartLine.locator('[data-slot="minicart-item-row-total"]')).toHaveText('$210.00');
  await expect(page.locator('[data-slot="cart-subtotal"]')).toHaveText('$210.00');
  await page.getByRole('button', { name: 'Remove Aria Studio Hoodie' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('You have no items in your shopping cart.')).toBeVisible();
});

test('the mini cart asks before removing, from the keyboard alone; the question is fetched when Remove is reached', async ({ page }) => {
  const questionChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/confirm-dialog-panel-[\w-]+\.js$/.test(new URL(request.url()).pathname)) questionChunks.push(request.url());
  });
  await addSimpleProduct(page);
  await tabTo(page, page.getByRole('button', { name: /My Cart/ }));
  await page.keyboard.press('Enter');
  const minicart = page.getByRole('dialog', { name: 'My Cart' });
  await expect(minicart).toBeVisible();
  // Not with the page, nor with the mini cart: the question's code comes when its trigger is reached.
  expect(questionChunks).toEqual([]);
  const remove = minicart.getByRole('button', { name: 'Remove Aero Trail Pullover' });
  await tabTo(page, remove);
  await expect.poll(() => questionChunks.length).toBe(1);

  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Are you sure you would like to remove this item from the shopping cart?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(minicart).toBeVisible();

  await page.keyboard.press('Enter');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(minicart.getByRole('link', { name: 'Aero Trail Pullover' })).toHaveCount(0);
  await expect(page.locator('[data-slot="minicart-counter"]')).not.toContainText('1');
  expect(questionChunks).toHaveLength(1);
});
