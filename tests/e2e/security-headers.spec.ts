import { expect, test, type Page } from '@playwright/test';
import { addSimpleProduct, createCustomer, signInHere, waitForSections } from './support';

const NOT_FOUND = '/no-such-page.html';
/** The shop's main pages, as a shopper opens them (a guest's, then a signed-in customer's). */
const PUBLIC_PAGES = [
  '/',
  '/women.html',
  '/women.html?color=49&size=166',
  '/aero-trail-pullover.html',
  '/catalogsearch/result/?q=jacket',
  '/catalog/product_compare/',
  '/blog',
  '/blog/recovery-days-matter',
  '/customer/account/login/',
  '/customer/account/create/',
  '/customer/account/forgotpassword/',
  '/customer/account/createPassword/',
  NOT_FOUND,
];
const CART_PAGES = ['/checkout/cart/', '/checkout/'];
const ACCOUNT_PAGES = ['/customer/account/', '/customer/account/edit/', '/sales/order/history/', '/customer/address/', '/customer/address/new/', '/wishlist/'];

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

/** Records policy violations and console errors from the first document on (an init script). */
async function watchPolicy(page: Page): Promise<{ reports: string[]; violations: () => Promise<string[]> }> {
  const reports: string[] = [];
  page.on('console', (message) => {
    // The not-found page is visited on purpose: its own 404 is expected.
    if (page.url().endsWith(NOT_FOUND) && message.text().includes('status of 404')) return;
    if (message.type() === 'error' || /content security policy|permissions.policy|refused to/i.test(message.text())) reports.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => reports.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return { reports, violations: () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []) };
}

/** Opens a page and expects a script policy without unsafe-inline, the app hydrated, no violation. */
async function visit(page: Page, path: string, violations: () => Promise<string[]>) {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self'( \S+)* '(nonce|sha256)-/);
  expect(policy, path).not.toContain('unsafe-inline');
  await waitForSections(page);
  expect(await violations(), path).toEqual([]);
}

test('every page runs under a script policy with no violation: guest, cart, checkout, signed in', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { reports, violations } = await watchPolicy(page);
  for (const path of PUBLIC_PAGES) await visit(page, path, violations);
  await addSimpleProduct(page);
  for (const path of CART_PAGES) await visit(page, path, violations);
  const { email } = await createCustomer(request, testInfo, 'csp');
  await page.goto('/customer/account/');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/customer\/account\/?$/);
  for (const path of ACCOUNT_PAGES) await visit(page, path, violations);
  expect(reports).toEqual([]);
});

test('an inline script the page did not bring is refused, on a cached page and a private one', async ({ page, request }, testInfo) => {
  for (const path of ['/women.html', '/customer/account/login/']) {
    await page.goto(path);
    await waitForSections(page);
    const ran = await page.evaluate(async () => {
      const flag = window as unknown as { __injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.__injected = true');
      handler.src = 'data:,';
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return flag.__injected === true;
    });
    expect(ran, path).toBe(false);
  }
  const { email } = await createCustomer(request, testInfo, 'csp-private');
  await page.goto('/customer/account/');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/customer\/account\/?$/);
  const response = await page.goto('/customer/account/');
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, 'a private page names a nonce').toBeDefined();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
