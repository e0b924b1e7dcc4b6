import { expect, test } from '@playwright/test';
import { countSectionLoads, waitForSections } from './support';

test('a cold page view loads the sections once, after the page; a warm one not at all', async ({ page, request }) => {
  const html = await (await request.get('/women/tops.html')).text();
  // Public HTML: no private data, a shared-cache header.
  expect(html).not.toContain('Greetings');
  expect((await request.get('/women/tops.html')).headers()['cache-control']).toContain('public');

  const loads = countSectionLoads(page);
  await page.goto('/women/tops.html');
  await waitForSections(page);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);

  await page.goto('/men.html');
  await waitForSections(page);
  await page.waitForLoadState('networkidle');
  expect(loads.count).toBe(1);
});
