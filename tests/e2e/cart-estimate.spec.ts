import { expect, test, type Page } from '@playwright/test';
import { addSimpleProduct, expectAccessible, tabTo, waitForSections } from './support';

/** Scrolls "More Choices" (or the space it keeps) into view, in one step in the page: it is replaced as it loads. */
const scrollToMoreChoices = (page: Page) => page.evaluate(() => document.querySelector('[data-slot="more-choices"]')?.scrollIntoView({ block: 'center' }));

// Issue 30 item 2: the cart page's "Estimate Shipping and Tax" by keyboard, kept with the cart,
// and checkout's shipping step starting from it; "More Choices" under the cart.
test('a guest estimates shipping and tax on the cart page by keyboard, and checkout starts from it', async ({ page }) => {
  await addSimpleProduct(page);
  await page.goto('/checkout/cart');
  await waitForSections(page);
  const summary = page.getByRole('complementary', { name: 'Summary' });
  const total = (label: string | RegExp) => summary.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');

  // Priced for the default country as soon as the cart is there: one pullover, $57.99.
  await expect(total('Order Total')).toHaveText('$57.99');

  const trigger = page.getByRole('button', { name: 'Estimate Shipping and Tax' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Enter your destination to get a shipping estimate.')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeFocused();
  await page.keyboard.press('Tab');
  const region = page.getByRole('combobox', { name: 'State/Province' });
  await expect(region).toBeFocused();
  await page.keyboard.type('California');
  await expect(region).toHaveValue('CA');
  await page.keyboard.press('Tab');
  await page.keyboard.type('90001');

  // $57.99 is above the $50.00 threshold: Free Shipping first and chosen, Flat Rate $5.00 per item.
  const free = page.getByRole('radio', { name: 'Free Shipping Free $0.00' });
  const flat = page.getByRole('radio', { name: 'Flat Rate Fixed $5.00' });
  await expect(free).toBeChecked();
  // 8.25 % of $57.99.
  await expect(total('Tax')).toHaveText('$4.78');
  await page.keyboard.press('Tab');
  await expect(free).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flat).toBeChecked();
  await expect(total('Shipping (Flat Rate - Fixed)')).toHaveText('$5.00');
  await expect(total('Order Total')).toHaveText('$67.77');
  await expectAccessible(page);

  // "More Choices" under the cart (loaded as it comes near): products to add, none of them the pullover in the cart.
  await scrollToMoreChoices(page);
  const more = page.getByRole('region', { name: 'More Choices:' });
  await expect(more.getByRole('link').first()).toBeVisible();
  await expect(more.getByRole('link', { name: /Aero Trail Pullover/ })).toHaveCount(0);

  // Kept with the cart: a reload starts from it.
  await page.reload();
  await waitForSections(page);
  await expect(total('Shipping (Flat Rate - Fixed)')).toHaveText('$5.00');
  await expect(total('Order Total')).toHaveText('$67.77');

  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await expect(page.getByRole('combobox', { name: 'State/Province' })).toHaveValue('CA');
  await expect(page.getByRole('textbox', { name: 'Zip/Postal Code' })).toHaveValue('90001');
  await expect(page.getByRole('radio', { name: /Fixed Flat Rate/ })).toBeChecked();
  const orderSummary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(orderSummary).toContainText('Shipping (Flat Rate - Fixed)');
  await expect(orderSummary).toContainText('$67.77');
});

test('the cart page’s estimate and More Choices arrive without moving the page (CLS under 0.02)', async ({ page }) => {
  await addSimpleProduct(page);
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A cold view: the cached sections are gone, so the cart and its estimate arrive after the page.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/checkout/cart');
  await waitForSections(page);
  await expect(page.getByRole('complementary', { name: 'Summary' }).getByText('Order Total')).toBeVisible();
  await scrollToMoreChoices(page);
  await expect(page.getByRole('region', { name: 'More Choices:' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n')).toBeLessThan(0.02);
});

test('More Choices is asked for, and its carousel loaded, only when it comes near the viewport', async ({ page }) => {
  await addSimpleProduct(page);
  // A short window: the block is well under the fold at either width.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 500 });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/V1/carts/mine/crosssell') asked.push(request.url());
  });
  await page.goto('/checkout/cart');
  await waitForSections(page);
  await expect(page.getByRole('complementary', { name: 'Summary' }).getByText('Order Total')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const space = page.locator('[data-slot="more-choices"]');
  await expect(space).toHaveAttribute('data-state', 'loading');
  expect(asked).toEqual([]);
  await scrollToMoreChoices(page);
  const more = page.getByRole('region', { name: 'More Choices:' });
  await expect(more.getByRole('link').first()).toBeVisible();
  expect(asked).toHaveLength(1);
  await expectAccessible(page);
});
