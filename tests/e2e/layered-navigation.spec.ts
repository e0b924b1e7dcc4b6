import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, isPhone, waitForSections } from './support';

/** The number a "Shop By" option says it leaves ("Black (5 items)" → 5). */
async function countOf(option: Locator): Promise<number> {
  const text = (await option.locator('[data-slot="filter-count"]').textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

/** The listing's own count ("5 items", "Items 1-12 of 30"). */
async function listingTotal(page: Page): Promise<number> {
  const text = (await page.locator('[data-slot="listing-toolbar"] p').first().textContent()) ?? '';
  return Number(/of (\d+)/.exec(text)?.[1] ?? /(\d+) items?/.exec(text)?.[1]);
}

/** Where "Shop By" is: the sidebar on desktop, the slide panel on a phone (opened here). */
async function shopBy(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.locator('[data-slot="layered-navigation"]');
  await page.getByRole('link', { name: 'Shop By' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shop By' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('layered navigation: narrow a category by colour and size, sort and page it, remove a filter and clear all', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await page.goto('/women.html');
  await waitForSections(page);

  // Colour: the option's count is the number of products it leaves.
  let panel = await shopBy(page, phone);
  if (phone) await expectAccessible(page);
  const color = panel.locator('[data-filter="color"] [data-slot="filter-option"]').first();
  const colorName = (await color.locator('span').first().textContent())!.trim();
  const colorCount = await countOf(color);
  await color.click();
  await expect(page).toHaveURL(/[?&]color=\d+/);
  const now = page.locator('[data-slot="now-shopping-by"]').first();
  await expect(now).toContainText(`Color: ${colorName}`);
  expect(await listingTotal(page)).toBe(colorCount);
  await expect(page.locator('[data-slot="filter-group"][data-filter="color"]')).toHaveCount(0);

  // Paging and sorting keep the filter; a new filter goes back to page 1.
  if (colorCount > 12) {
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(page).toHaveURL(/[?&]color=\d+/);
  }
  await page.getByLabel('Sort By').selectOption('price');
  await expect(page).toHaveURL(/product_list_order=price/);
  await expect(page).toHaveURL(/[?&]color=\d+/);
  expect(await listingTotal(page)).toBe(colorCount);

  panel = await shopBy(page, phone);
  const size = panel.locator('[data-filter="size"] [data-slot="filter-option"]').first();
  const sizeName = (await size.locator('span').first().textContent())!.trim();
  const sizeCount = await countOf(size);
  await size.click();
  await expect(page).toHaveURL(/[?&]size=\d+/);
  expect(new URL(page.url()).searchParams.get('p')).toBeNull();
  expect(new URL(page.url()).searchParams.get('product_list_order')).toBe('price');
  await expect(now).toContainText(`Color: ${colorName}`);
  await expect(now).toContainText(`Size: ${sizeName}`);
  expect(await listingTotal(page)).toBe(sizeCount);
  const prices = await page.locator('[data-slot="product-tile"] [data-price-amount]').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-price-amount'))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expectAccessible(page);

  // One remove button per filter, then Clear All.
  await now.getByRole('link', { name: `Remove Color: ${colorName}` }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('color') && url.searchParams.has('size'));
  await page.locator('[data-slot="now-shopping-by"]').first().getByRole('link', { name: 'Clear All' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('size') && url.searchParams.get('product_list_order') === 'price');
  await expect(page.locator('[data-slot="now-shopping-by"]')).toHaveCount(0);
});

test('layered navigation with the keyboard alone', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await page.goto('/women/tops.html');
  await waitForSections(page);
  if (phone) {
    // Tab to "Shop By", open the panel with Enter, Tab to a price range and choose it with Enter.
    for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-slot') === 'shop-by-trigger')); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Shop By' })).toBeVisible();
  }
  const inPrice = () => page.evaluate(() => Boolean(document.activeElement?.closest('[data-filter="price"]')) && document.activeElement?.getAttribute('data-slot') === 'filter-option');
  for (let i = 0; i < 120 && !(await inPrice()); i++) await page.keyboard.press('Tab');
  expect(await inPrice()).toBe(true);
  const label = (await page.evaluate(() => document.activeElement?.querySelector('span')?.textContent)) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]price=\d+-\d*/);
  await expect(page.locator('[data-slot="now-shopping-by"]').first()).toContainText(`Price: ${label.trim()}`);
  if (phone) {
    // Escape closes the panel; focus goes back to its trigger.
    await page.getByRole('link', { name: 'Shop By' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Shop By' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Shop By' })).toHaveCount(0);
  }
});

test('layered navigation works without JavaScript, and search results offer Category', async ({ browser }, testInfo) => {
  test.skip(isPhone(testInfo), 'the same links at every width: checked once');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/catalogsearch/result/?q=jacket');
  const category = page.locator('[data-filter="cat"] [data-slot="filter-option"]').first();
  const count = await countOf(category);
  await category.click();
  await expect(page).toHaveURL(/[?&]cat=\d+/);
  expect(await listingTotal(page)).toBe(count);
  await expect(page.locator('[data-slot="now-shopping-by"]')).toContainText('Category:');
  // Broken filter values are ignored, never an error page.
  for (const query of ['color=red', 'price=60-50', 'size=-1', `cat=${'9'.repeat(40)}`]) {
    const response = await page.goto(`/women/tops.html?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(page.locator('[data-slot="now-shopping-by"]')).toHaveCount(0);
  }
  await context.close();
});
