import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, waitForSections } from './support';

// This spec runs against the second e2e shop, started with COLOR_SCHEME=system (playwright.config.ts):
// its pages follow the visitor's prefers-color-scheme through the kit's dark tokens. The first
// shop keeps the default, light (its pages carry data-theme="light").

const pageColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });

test('COLOR_SCHEME=system: a visitor who prefers dark gets the dark theme, and it passes axe', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForSections(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
  expect(await pageColours(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(24, 24, 27)' });

  await page.emulateMedia({ colorScheme: 'dark' });
  // The dark tokens (tailwind.config.ts darkColors): white is the near-black surface, neutral-900 the text.
  expect(await pageColours(page)).toEqual({ background: 'rgb(23, 23, 26)', text: 'rgb(244, 244, 245)' });
  await expectAccessible(page);
});
