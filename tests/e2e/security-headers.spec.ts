import { expect, test } from '@playwright/test';
import { waitForSections } from './support';

/** The shop's main pages, as a shopper opens them. */
const PAGES = ['/', '/women.html', '/aero-trail-pullover.html', '/catalogsearch/result/?q=jacket', '/checkout/cart/', '/customer/account/login/', '/customer/account/create/'];

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

test('every answer carries the security headers, static files included', async ({ request }) => {
  const page = await request.get('/');
  const html = await page.text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  for (const path of ['/', '/favicon.svg', asset!, '/customer/section/load/?sections=cart', '/no-such-page.html']) {
    const response = await request.get(path);
    for (const [name, value] of Object.entries(HEADERS)) expect(response.headers()[name], `${path} ${name}`).toBe(value);
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(response.headers()['permissions-policy'], path).toContain('camera=()');
  }
});

test('the main pages work under the headers: no policy violation, private content arrives', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|permissions.policy|refused to/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of PAGES) {
    await page.goto(path);
    await waitForSections(page);
    const violations = await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
    expect(violations, path).toEqual([]);
  }
  expect(reports).toEqual([]);
});
