import { expect, test } from '@playwright/test';
import { isPhone } from './support';

test('search with suggestions leads to the results and a product', async ({ page }, testInfo) => {
  await page.goto('/');
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Search', expanded: false }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  const submit = page.getByRole('search').getByRole('button', { name: 'Search' });
  await field.fill('te');
  await expect(submit).toBeDisabled();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await field.fill('   ');
  await expect(submit).toBeDisabled();

  await field.fill('tee');
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('search')).toHaveAttribute('data-active', 'true');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('option', { name: /^tee \d+$/ }).click();

  await expect(page).toHaveURL(/\/catalogsearch\/result\?q=tee/);
  await expect(page.getByRole('heading', { level: 1, name: "Search results for: 'tee'" })).toBeVisible();
  const first = page.getByRole('list', { name: 'Products' }).getByRole('heading').first();
  const name = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
