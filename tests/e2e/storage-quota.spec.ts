import { expect, test } from '@playwright/test';
import { addSimpleProduct, openMiniCart, waitForSections } from './support';

/**
 * Issue 17, item 9: a browser whose local storage is full. Every write throws
 * QuotaExceededError (reads work); the shop still shows private content, keeps the cart across
 * pages and raises no uncaught error. (Local storage that cannot be opened at all is
 * error-paths.spec.ts's 'local storage unavailable'.)
 */
test('local storage full: the cart still works across pages, without an uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/');
  await waitForSections(page);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await addSimpleProduct(page);
  await openMiniCart(page);
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toContainText('Aero Trail Pullover');

  // A new page has no cached sections to start from: it loads them again and shows the cart.
  await page.goto('/checkout/cart/');
  await waitForSections(page);
  await expect(page.getByRole('main')).toContainText('Aero Trail Pullover');
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
  expect(errors).toEqual([]);
});
