import { expect, test } from '@playwright/test';
import { expectAccessible, tabTo, waitForSections } from './support';

test('related products and upsells follow the product in carousels a keyboard can use', async ({ page }) => {
  await page.goto('/aero-trail-pullover.html');
  await waitForSections(page);
  const related = page.locator('[data-slot="product-related"]');
  const upsell = page.locator('[data-slot="product-upsell"]');
  await expect(related.getByRole('heading', { level: 2, name: 'Related Products' })).toBeVisible();
  await expect(upsell.getByRole('heading', { level: 2, name: 'We found other products you might like!' })).toBeVisible();
  // Server-rendered: shown at once; the carousels' code loads (and they hydrate) when they come near the viewport.
  await upsell.scrollIntoViewIfNeeded();
  await expect(related.locator('[aria-roledescription="carousel"]')).toHaveAttribute('aria-label', 'Related Products');
  await expect(upsell.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
  await expectAccessible(page);

  // Keyboard alone: a product of the carousel opens its page.
  const link = related.getByRole('link').first();
  const name = (await link.locator('span').first().textContent())!.trim();
  await tabTo(page, link, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
