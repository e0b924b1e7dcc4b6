import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed-data';
import { captchaWord, DEMO_EMAIL, startTestShops, unreachedThrottle, type TestShop } from '../test/harness';
import { LOGIN_MESSAGES, REGISTER_FORM } from '../../src/features/customer/feature.server';

// Several shop processes behind one address share nothing but the database (issue 17: "two shop
// processes on one PostgreSQL: a session, a cart, the throttle and the captcha work across them").
// Two shop instances, each with its own connection pool, services, caches and server, over one
// PostgreSQL database; a browser's requests alternate between them. Runs in the PostgreSQL stage.

type Instance = Omit<TestShop, 'close'>;
let a: Instance;
let b: Instance;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const started = await startTestShops(2, {
    config: {
      testRoutes: true,
      captchaFailedAttempts: 2,
      captchaIpAttempts: 2,
      captchaIpWindow: 3600,
      throttle: { ...unreachedThrottle(), login: { perIp: 1_000_000, perAccount: 4, windowSeconds: 900 } },
    },
  });
  if (!started) return;
  [a, b] = started.shops as [Instance, Instance];
  close = started.close;
});
afterAll(async () => {
  await close?.();
});

describe.skipIf(!process.env.DATABASE_URL)('two shop processes on one PostgreSQL database', () => {
  it('a session started on one is the same session on the other: signed in, one cart', async () => {
    const onA = a.client();
    const onB = onA.at(b.url);
    expect((await onA.login(DEMO_EMAIL, DEMO_PASSWORD)).body).toMatchObject({ errors: false });
    expect((await onB.sections(['customer'])).customer).toMatchObject({ fullname: 'Veronica Costello' });

    const [product] = await a.shop.db
      .select()
      .from(s.products)
      .where(and(eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 60), eq(s.products.minSaleQty, 1), eq(s.products.qtyIncrements, 1)))
      .orderBy(s.products.id)
      .limit(1);
    const added = await onB.postMultipart('/checkout/cart/add', { product: String(product!.id), qty: '2' });
    expect(added.status).toBe(200);
    const cart = (await onA.sections(['cart'])).cart as { items: { product_id: number; item_qty: number }[] };
    expect(cart.items).toEqual(expect.arrayContaining([expect.objectContaining({ product_id: product!.id, item_qty: 2 })]));

    // Signing out on one ends the session on both.
    await onB.request('/customer/account/logout');
    expect((await onA.sections(['customer'])).customer).not.toHaveProperty('fullname');
  });

  it('the throttle counts one account\'s attempts on both: the fifth sign-in, on either, is refused', async () => {
    const email = 'john.smith@example.com';
    const onA = a.client();
    const onB = b.client();
    expect((await onA.login(email, 'wrong-1')).body.errors).toBe(true);
    expect((await onB.login(email, 'wrong-2')).body.errors).toBe(true);
    expect((await onA.login(email, 'wrong-3')).body.errors).toBe(true);
    expect((await onB.login(email, 'wrong-4')).body.errors).toBe(true);
    const refused = await onA.login(email, DEMO_PASSWORD);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).not.toBeNull();
  });

  it('a captcha drawn by one is checked by the other', async () => {
    const email = 'ava.jones@example.com';
    const onA = a.client();
    const onB = onA.at(b.url);
    await onA.login(email, 'wrong-1');
    const second = await onB.login(email, 'wrong-2');
    expect(second.body).toMatchObject({ captcha_form_id: 'user_login' });
    // Required now on both; drawn on B, answered on A.
    expect((await onA.login(email, DEMO_PASSWORD)).body).toMatchObject({ errors: true, message: LOGIN_MESSAGES.incorrectCaptcha });
    expect((await onB.postJson('/captcha/refresh', { formId: 'user_login' })).status).toBe(200);
    const ok = await onA.login(email, DEMO_PASSWORD, { captcha_form_id: 'user_login', captcha_string: await captchaWord(a.shop, onA) });
    expect(ok.body).toMatchObject({ errors: false });
  });

  it('a purge on one reaches the other\'s page cache: a changed product\'s listing is rendered afresh on both', async () => {
    await Promise.all([a.shop.sharedPurgesReady, b.shop.sharedPurgesReady]);
    const page = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/women/tops.html`);
      await response.arrayBuffer();
      return { cache: response.headers.get('x-cache'), tags: (response.headers.get('surrogate-key') ?? '').split(' ') };
    };
    await page(a);
    await page(b);
    const cachedOnB = await page(b);
    expect(cachedOnB.cache).toBe('HIT');
    expect((await page(a)).cache).toBe('HIT');
    const productId = Number(cachedOnB.tags.find((tag) => /^cat_p_\d+$/.test(tag))!.slice('cat_p_'.length));

    // A's write purges A at once and B when B hears of it (LISTEN/NOTIFY, well under a second).
    await a.shop.catalogChanges.products([productId], { listings: false });
    expect((await page(a)).cache).toBe('MISS');
    const deadline = Date.now() + 5000;
    let onB = await page(b);
    while (onB.cache === 'HIT' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      onB = await page(b);
    }
    expect(onB.cache).toBe('MISS');
    // Purged once on B, not again for its own message: the next view is served from B's cache.
    expect((await page(b)).cache).toBe('HIT');
  });

  it('registrations from one address are counted on both: the third, on either, needs the captcha drawn by the other', async () => {
    const account = (n: number) => ({ firstname: 'Ida', lastname: 'Two', email: `ida.two.${n}@example.com`, password: 'Str0ng-pass', password_confirmation: 'Str0ng-pass' });
    expect((await a.client().postJson('/customer/account/createpost', account(1))).status).toBe(200);
    expect((await b.client().postJson('/customer/account/createpost', account(2))).status).toBe(200);
    const onA = a.client();
    const onB = onA.at(b.url);
    const { captcha } = await onA.sections(['captcha']);
    expect((captcha as Record<string, { isRequired: boolean }>)[REGISTER_FORM]!.isRequired).toBe(true);
    const refused = await onB.postJson('/customer/account/createpost', account(3));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message: LOGIN_MESSAGES.incorrectCaptcha });
    expect((await onA.postJson('/captcha/refresh', { formId: REGISTER_FORM })).status).toBe(200);
    const created = await onB.postJson('/customer/account/createpost', { ...account(3), captcha_form_id: REGISTER_FORM, captcha_string: await captchaWord(a.shop, onA) });
    expect(await created.json()).toMatchObject({ success: true });
  });
});
