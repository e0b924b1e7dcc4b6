import { expect, test } from '@playwright/test';
import { addSimpleProduct, openMiniCart } from './support';

test('a guest goes on to checkout when the cart allows guest checkout', async ({ page }) => {
  await addSimpleProduct(page);
  const minicart = await openMiniCart(page);
  await minicart.getByRole('button', { name: 'Checkout immediately' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole('heading', { name: 'Checking out as a guest' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Aero Trail Pullover');
  // One pullover (the seed's $57.99): its line price and the subtotal, computed by the server.
  await expect(summary.getByRole('listitem')).toContainText('$57.99');
  await expect(summary.locator('[data-slot="order-summary-row"]').filter({ hasText: 'Cart Subtotal' }).getByRole('definition')).toHaveText('$57.99');
});
