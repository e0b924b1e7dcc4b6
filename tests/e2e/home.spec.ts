import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the home page is served, server-rendered and accessible', async ({ page, request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('public');
  expect(await response.text()).toContain('Welcome to the shop');

  await page.goto('/');
  await expect(page).toHaveTitle('Home | Shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the shop' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the catalogue link is reachable with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Shop the catalogue' })).toBeFocused();
});
