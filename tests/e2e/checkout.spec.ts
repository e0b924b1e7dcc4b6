import { expect, test } from '@playwright/test';
import { addSimpleProduct, openMiniCart } from './support';

test('a guest goes on to checkout when the cart allows guest checkout', async ({ page }) => {
  await addSimpleProduct(page);
  const minicart = await openMiniCart(page);
  await minicart.getByRole('button', { name: 'Checkout immediately' }).click();
  await expect(page).toHaveURL(/\/checkout\/$/);
  await expect(page.getByRole('heading', { name: 'Checking out as a guest' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Order Summary' })).toContainText('Aero Trail Pullover');
});
