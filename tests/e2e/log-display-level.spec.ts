import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { waitForSections } from './support';

// This spec runs against the second e2e shop, which keeps the default LOG_DISPLAY_LEVEL:
// SPEC.md §9 sets the logger's default display level to 'error'. Warnings are still kept by
// the kit's logger, but only errors reach the console.

function consoleLines(page: Page): { type: string; text: string }[] {
  const lines: { type: string; text: string }[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (!message.text().startsWith('Failed to load resource')) lines.push({ type: message.type(), text: message.text() });
  });
  return lines;
}

test('default display level error: a warning stays off the console, an error is shown', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const lines = consoleLines(page);
  // A first visitor's page loads its sections at the first interaction, once hydrated (ADR 0042);
  // the section_data_ids cookie then tells the next page to load them at once.
  const firstLoad = page.waitForResponse((response) => response.url().includes('/customer/section/load'));
  await page.goto('/');
  await waitForSections(page);
  await page.keyboard.press('Tab');
  await firstLoad;
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toContain('section_data_ids');
  // The shop went on without local storage (SPEC.md §8), but its warning was not displayed.
  expect(lines.filter((line) => line.type === 'warning')).toEqual([]);

  // An error still is: the section load fails with a status (a browser-side fault).
  await page.route('**/customer/section/load**', (route) => route.fulfill({ status: 503, body: 'down' }));
  const failed = page.waitForResponse((response) => response.url().includes('/customer/section/load'));
  await page.goto('/women.html');
  await failed;
  await expect.poll(() => lines.filter((line) => line.type === 'error').map((line) => line.text).join('\n')).toContain('Customer data could not be loaded');
});
