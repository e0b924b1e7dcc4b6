import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { loadConfig } from './config';
import { productionWarnings } from './production-mode';
import { built, SHOP_START_MS, startBuiltShop, untilListening } from './test/built-shop';

const load = (env: Record<string, string>) => loadConfig(env, { dataDir: 'memory://' });
/** A production shop that asks for nothing it may not have. */
const ready = { NODE_ENV: 'production', BASE_URL: 'https://shop.example/', ALLOW_TEST_PAYMENTS: 'true', MAIL_URL: 'smtp://mail.example:587' };

const SET_BASE_URL = "set BASE_URL to the shop's public address, such as https://shop.example/ (absolute links and Secure cookies come from it)";
const ALLOW_TEST_PAYMENTS =
  'connect a real payment adapter, or set ALLOW_TEST_PAYMENTS=true to take orders through the offline test gateway on purpose (it approves any valid card number and takes no money)';
const UNSET_TEST_ROUTES = 'unset SHOP_TEST_ROUTES (its /__test/ routes let anyone change stock and fake failures)';
const MAIL_WARNING = 'MAIL_URL is not set: mails stay in the outbox_emails table and reach nobody; set MAIL_URL (smtp://user:password@host:587) and MAIL_FROM';

describe('production mode', () => {
  it('is on with NODE_ENV=production or an https BASE_URL, and off for the demo and the development server', () => {
    expect(load({}).production).toBe(false);
    expect(load({ BASE_URL: 'http://shop.example/' }).production).toBe(false);
    expect(load({ NODE_ENV: 'development', BASE_URL: 'http://shop.example/' }).production).toBe(false);
    expect(load(ready).production).toBe(true);
    expect(load({ ...ready, NODE_ENV: '' }).production).toBe(true);
    expect(load({ ...ready, BASE_URL: 'http://shop.example/' }).production).toBe(true);
    expect(loadConfig({ BASE_URL: 'https://shop.example/' }, { dataDir: 'memory://', development: true }).production).toBe(false);
  });

  it('keeps new reviews pending until approved, in production and in the demo, unless REVIEWS_AUTO_APPROVE says otherwise', () => {
    expect(load(ready).reviewsAutoApprove).toBe(false);
    expect(load({ ...ready, REVIEWS_AUTO_APPROVE: 'true' }).reviewsAutoApprove).toBe(true);
    expect(load({}).reviewsAutoApprove).toBe(false);
    expect(load({ REVIEWS_AUTO_APPROVE: 'true' }).reviewsAutoApprove).toBe(true);
  });

  it('refuses to start without an explicit BASE_URL', () => {
    expect(() => load({ ...ready, BASE_URL: '' })).toThrow(new Error(`Refusing to start in production mode (NODE_ENV=production): ${SET_BASE_URL}.`));
  });

  it('refuses payments through the offline test gateway unless ALLOW_TEST_PAYMENTS says they are meant', () => {
    expect(() => load({ ...ready, ALLOW_TEST_PAYMENTS: '' })).toThrow(new Error(`Refusing to start in production mode (NODE_ENV=production): ${ALLOW_TEST_PAYMENTS}.`));
    expect(() => load({ ...ready, NODE_ENV: '', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(
      new Error(`Refusing to start in production mode (BASE_URL is https): ${ALLOW_TEST_PAYMENTS}.`),
    );
    expect(load(ready).allowTestPayments).toBe(true);
  });

  it('refuses the test-only routes', () => {
    expect(() => load({ ...ready, SHOP_TEST_ROUTES: '1' })).toThrow(new Error(`Refusing to start in production mode (NODE_ENV=production): ${UNSET_TEST_ROUTES}.`));
  });

  it('names everything to set in one line', () => {
    expect(() => load({ NODE_ENV: 'production', SHOP_TEST_ROUTES: '1' })).toThrow(
      new Error(`Refusing to start in production mode (NODE_ENV=production): ${SET_BASE_URL}; ${ALLOW_TEST_PAYMENTS}; ${UNSET_TEST_ROUTES}.`),
    );
  });

  it('refuses nothing in the demo', () => {
    expect(load({ SHOP_TEST_ROUTES: '1' }).testRoutes).toBe(true);
  });

  it('warns when MAIL_URL is unset, in production only', () => {
    expect(productionWarnings(load({ ...ready, MAIL_URL: '' }))).toEqual([MAIL_WARNING]);
    expect(productionWarnings(load(ready))).toEqual([]);
    expect(productionWarnings(load({}))).toEqual([]);
  });
});

describe.skipIf(!built)('the built shop in production mode', () => {
  it('refuses to start with one line saying what to set, and exits 1', async () => {
    // Refused before the database is opened: no DATA_DIR is needed.
    const started = startBuiltShop({ PORT: String(await freePort()), ALLOW_TEST_PAYMENTS: 'false' });
    expect(await started.exited).toBe(1);
    expect(started.lines).toEqual([{ time: expect.any(String), level: 'error', msg: `Refusing to start in production mode (NODE_ENV=production): ${ALLOW_TEST_PAYMENTS}.` }]);
  }, 60_000);

  it('with test payments allowed, says so on every page; an unset MAIL_URL is a warning', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-mode-'));
    try {
      const shop = startBuiltShop({ PORT: String(port), DATA_DIR: dataDir });
      await untilListening(shop);
      expect(shop.lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: MAIL_WARNING }));
      expect(shop.lines).toContainEqual(expect.objectContaining({ msg: 'seeded the catalogue (production mode: no demo customers)', customers: 0 }));
      for (const address of ['/', '/women.html', '/checkout/cart/']) {
        const html = await (await fetch(`http://127.0.0.1:${port}${address}`)).text();
        // The notice is a status the server wrote into the page.
        expect(html, address).toMatch(/role="status"[^>]*>(?:(?!<\/div>)[\s\S])*This store is in test mode: no payment is taken and no order is shipped\./);
      }
      shop.child.kill('SIGTERM');
      await shop.exited;
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, SHOP_START_MS + 30_000);
});
