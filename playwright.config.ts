import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable } from './tests/chromium.js';
import { freePort } from './scripts/free-port.mjs';

// A free port for the shop under test, chosen once and inherited by the workers.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_NO_GUEST_PORT ??= String(await freePort());
// The shops' mail server (tests/e2e/mail-sink.ts): SMTP on one port, what it received over HTTP on another.
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_SINK_PORT ??= String(await freePort());
// Fresh databases for every run, so journeys start from the demo seed.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
process.env.E2E_NO_GUEST_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-no-guest-'));
// Each shop's log (JSON lines), read after every journey by tests/e2e/server-log.check.ts: no secret in it.
process.env.E2E_SERVER_LOGS ??= (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-logs-'));
  return [path.join(dir, 'shop.log'), path.join(dir, 'shop-no-guest.log')].join(path.delimiter);
})();
const [serverLog, noGuestServerLog] = process.env.E2E_SERVER_LOGS.split(path.delimiter);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// A second shop configured without guest checkout, for the sign-in-on-the-way-to-checkout journey.
const noGuestPort = Number(process.env.E2E_NO_GUEST_PORT);
const noGuestURL = `http://127.0.0.1:${noGuestPort}`;
// The second shop runs without guest checkout, with the default browser log display level, and
// with the back office's two-factor sign-in required (as in production).
const noGuestSpec = /(checkout-no-guest|log-display-level|color-scheme|admin-two-factor)\.spec\.ts/;
// Journeys whose subject is the server's answer, not the page's layout, run at desktop width only:
// the error paths (their breakpoint checks resize a desktop browser), the security headers, sign-out
// and the link crawl. None of them checks a layout; a second run at 390 px repeated the same
// requests. Specs that check axe or the fit of a page (admin-orders, newsletter, …) run at both.
const oneWidthSpec = /(error-paths|security-headers|sign-out|links|document-head)\.spec\.ts/;
// Every journey comes from 127.0.0.1: the throttle's per-address limits are lifted, its per-account
// limits kept where journeys use their own accounts (a reset link: 3 an hour, password-reset.spec.ts).
const throttle = {
  THROTTLE_LOGIN: '100000,100000,900',
  THROTTLE_CREATE_ACCOUNT: '100000,100000,3600',
  THROTTLE_FORGOT_PASSWORD: '100000,3,3600',
  THROTTLE_CONTACT: '100000,100000,3600',
  THROTTLE_EMAIL_AVAILABLE: '100000,0,60',
  THROTTLE_ADD_TO_CART: '100000,100000,60',
  // The demo customer places orders in many journeys within the hour.
  THROTTLE_PLACE_ORDER: '100000,100000,3600',
  THROTTLE_CURRENT_PASSWORD: '100000,100000,900',
  THROTTLE_REVIEW: '100000,100000,3600',
  THROTTLE_PRODUCT_ACTIONS_SYNC: '100000,0,60',
  THROTTLE_ADMIN_SIGN_IN: '100000,0,900',
  THROTTLE_ADMIN_CODE: '100000,0,900',
  THROTTLE_NEWSLETTER: '100000,100000,3600',
  THROTTLE_COUPON: '100000,100000,900',
  // A reset e-mail per request: journeys read the newest one.
  RESET_MAIL_INTERVAL: '0',
  // Journeys register many accounts from this one address: the registration captcha is not asked
  // for (storefront/server/http/routes/register-captcha.test.ts proves it).
  CAPTCHA_IP_ATTEMPTS: '100000',
};
// Both shops send their mails to the mail sink within a second; one that finds the sink not yet up
// is retried a second later.
const mail = { MAIL_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`, MAIL_POLL_INTERVAL: '1', MAIL_RETRY_SECONDS: '1' };
// Passwords hashed at the test cost (storefront/server/lib/passwords.ts): journeys register and sign
// in hundreds of times; the production cost is checked by the server suite's passwords test.
const fastHashes = { SHOP_TEST_FAST_HASHES: 'true' };
// Shops a spec starts itself (tests/e2e/kill-mid-write.spec.ts) take the same limits.
process.env.E2E_SHOP_THROTTLE ??= JSON.stringify(throttle);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const, viewport: { width: 390, height: 844 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey takes 5–25 s on these 2-core machines, whose speed varies twofold from one to the next
  // (a static file at 1,303 or 2,569 req/s, docs/benchmarks.md): with an axe scan taking 3–8 s on the
  // slower one, the gallery's, the cart estimate's and the back office's journeys passed 30 s there
  // (2026-12-02) without a step failing. A step that waits in vain still fails at its own timeout.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // A failing test keeps its trace (actions, DOM snapshots, network); the screencast frames,
    // taken for every test and thrown away when it passes, are the costly part on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Journeys start as a returning visitor who accepted cookies, so the consent banner (ADR 0030)
    // covers none of their clicks; tests/e2e/consent.spec.ts starts without it.
    storageState: {
      cookies: [
        { name: 'user_allowed_save_cookie', value: encodeURIComponent('["necessary","analytics","marketing"]'), domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: noGuestSpec },
    { name: 'phone', use: phone, testIgnore: [noGuestSpec, oneWidthSpec] },
    { name: 'desktop-no-guest', use: { ...desktop, baseURL: noGuestURL }, testMatch: noGuestSpec },
    { name: 'phone-no-guest', use: { ...phone, baseURL: noGuestURL }, testMatch: noGuestSpec },
    // After every journey of both shops: their logs hold no password, card number, token or session id.
    { name: 'server-log', testMatch: /server-log\.check\.ts/, dependencies: ['desktop', 'phone', 'desktop-no-guest', 'phone-no-guest'] },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/mail-sink.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_SINK_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(process.env.E2E_SMTP_PORT), E2E_MAIL_SINK_PORT: String(process.env.E2E_MAIL_SINK_PORT) },
    },
    {
      command: `node storefront/build/server/index.js >> '${serverLog}' 2>&1`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // SHOP_TEST_ROUTES: the faults and admin moves journeys need (tests/e2e/error-paths.spec.ts).
      // LOG_DISPLAY_LEVEL warn: SPEC.md §8's console warnings are read by the error-path tests.
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, SHOP_TEST_ROUTES: '1', LOG_DISPLAY_LEVEL: 'warn', ...throttle, ...mail, ...fastHashes },
    },
    {
      command: `node storefront/build/server/index.js >> '${noGuestServerLog}' 2>&1`,
      url: `${noGuestURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      // COLOR_SCHEME system: pages follow the visitor's prefers-color-scheme (tests/e2e/color-scheme.spec.ts;
      // Playwright's browsers prefer light unless a test says otherwise).
      env: { PORT: String(noGuestPort), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_NO_GUEST_DATA_DIR, GUEST_CHECKOUT: 'false', COLOR_SCHEME: 'system', ADMIN_2FA: 'required', ...throttle, ...mail, ...fastHashes },
    },
  ],
});
