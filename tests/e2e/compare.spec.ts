import { expect, test } from '@playwright/test';
import { expectAccessible, isPhone, waitForSections } from './support';

test('compare: add two products from tiles and the product page, compare them side by side, remove one and clear all', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await page.goto('/women/tops.html');
  await waitForSections(page);
  // A first visitor's page starts its private content at the first interaction (ADR 0042).
  await page.keyboard.press('Tab');
  const sidebar = page.locator('[data-slot="compare-sidebar"]');
  await expect(sidebar).toContainText('You have no items to compare.');

  // From a tile: the page comes back with Luma's message, the sidebar block and the header count.
  const tiles = page.locator('[data-slot="product-tile"]');
  const first = (await tiles.nth(0).getByRole('heading').textContent())!.trim();
  await tiles.nth(0).getByRole('button', { name: `Add to Compare: ${first}` }).click();
  await expect(page.getByText(`You added product ${first} to the comparison list.`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/women/tops.html');
  await waitForSections(page);
  await expect(sidebar.getByRole('link', { name: first })).toBeVisible();
  if (!phone) await expect(page.getByRole('link', { name: 'Compare Products (1 item)' })).toBeVisible();

  // From the product page.
  const second = (await tiles.nth(1).getByRole('heading').textContent())!.trim();
  await tiles.nth(1).getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  await waitForSections(page);
  await page.getByRole('button', { name: `Add to Compare: ${second}` }).click();
  await expect(page.getByText(`You added product ${second} to the comparison list.`)).toBeVisible();
  await waitForSections(page);
  if (!phone) await expect(page.getByRole('link', { name: 'Compare Products (2 items)' })).toBeVisible();

  // The compare list fills recently_compared_product (SPEC.md §3).
  await expect
    .poll(() => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('recently_compared_product') ?? '{}') as Record<string, { product_id: number }>).length))
    .toBe(2);

  // The compare page: one column per product, one row per attribute.
  await page.goto('/women/tops.html');
  await waitForSections(page);
  await sidebar.getByRole('link', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/catalog/product_compare'));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Compare Products' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  for (const row of ['Price', 'SKU', 'Color', 'Size', 'Description']) await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  await expect(table.getByRole('link', { name: first })).toBeVisible();
  await expect(table.getByRole('link', { name: second })).toBeVisible();
  await expectAccessible(page);

  // Remove one, then Clear All.
  await table.getByRole('button', { name: `Remove Product: ${first}` }).click();
  await expect(page.getByText(`You removed product ${first} from the comparison list.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compare Products' }).getByRole('columnheader')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('You cleared the comparison list.')).toBeVisible();
  await expect(page.getByText('You have no items to compare.')).toBeVisible();
  await waitForSections(page);
  if (!phone) await expect(page.getByRole('link', { name: /Compare Products \(/ })).toHaveCount(0);
});

test('compare: "Add to Compare" on a home carousel tile, with the keyboard alone; the header count follows', async ({ page }, testInfo) => {
  const phone = isPhone(testInfo);
  await page.goto('/');
  await waitForSections(page);
  const carousel = page.locator('section[aria-labelledby="home-new"]');
  const button = carousel.getByRole('button', { name: /^Add to Compare: / }).first();
  await expect(button).toBeVisible();
  const name = (await button.getAttribute('aria-label'))?.replace('Add to Compare: ', '') ?? (await button.textContent())!;
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You added product ${name} to the comparison list.`)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await waitForSections(page);
  if (phone) {
    // On a phone the header's links are in its menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Compare Products (1 item)' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByRole('link', { name: 'Compare Products (1 item)' })).toBeVisible();
  }
  await page.goto('/catalog/product_compare');
  await expect(page.getByRole('table', { name: 'Compare Products' }).getByRole('link', { name })).toBeVisible();
});
