import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ThrottleLimit } from '../config';
import { collectThrottleRules, throttleRules } from '../throttles';
import { DEMO_PASSWORD } from '../db/seed-data';
import * as s from '../db/schema';
import { throttleBuckets } from '../db/schema';
import { createThrottleService } from '../services/throttle.server';
import { DEMO_EMAIL, unreachedThrottle, type ShopClient } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { tooManyRequestsMessage } from './throttle';
import { inViewLanguage } from '../../src/features/store-views/catalogues.server';
import { storeViews } from '../../src/features/store-views/model';

/** A clock the test moves by hand. */
const manualClock = (start = Date.UTC(2026, 0, 1)) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const limits = (overrides: Record<string, ThrottleLimit>) => ({ ...unreachedThrottle(), ...overrides });

describe('throttle settings', () => {
  it('reads perIp,perAccount,windowSeconds per call and refuses anything else', () => {
    // Without settings, each rule's own limits.
    expect(loadConfig({}).throttle).toEqual(Object.fromEntries(Object.entries(throttleRules).map(([name, rule]) => [name, rule.limits])));
    expect(loadConfig({}).throttle.login).toEqual({ perIp: 30, perAccount: 10, windowSeconds: 900 });
    expect(loadConfig({ THROTTLE_LOGIN: '5, 2, 60' }).throttle.login).toEqual({ perIp: 5, perAccount: 2, windowSeconds: 60 });
    for (const bad of ['5,2', '5,2,0', '-1,2,60', 'a,b,c', '5,2,60,1']) expect(() => loadConfig({ THROTTLE_CONTACT: bad }), bad).toThrow(/THROTTLE_CONTACT/);
  });

  it('finds every capability\'s rules, each with its own setting', () => {
    expect(Object.keys(throttleRules).sort()).toEqual(
      ['addToCart', 'contactPost', 'couponApply', 'createAccount', 'currentPassword', 'emailAvailable', 'forgotPasswordPost', 'frontendActionSync', 'guestOrderLookup', 'login', 'newsletterSubscribe', 'placeOrder', 'reviewPost', 'staffCode', 'staffSignIn'],
    );
    expect(throttleRules.couponApply?.setting).toBe('THROTTLE_COUPON');
    const rule = { setting: 'THROTTLE_A', limits: { perIp: 1, perAccount: 1, windowSeconds: 1 } } as const;
    expect(() => collectThrottleRules({ 'a/throttle.server.ts': { a: rule }, 'b/throttle.server.ts': { a: { ...rule, setting: 'THROTTLE_B' } } })).toThrow('The throttle rule "a" is declared twice');
    expect(() => collectThrottleRules({ 'a/throttle.server.ts': { a: rule, b: rule } })).toThrow('The setting THROTTLE_A names two throttle rules: a and b');
  });

  it('words the wait in seconds or minutes', () => {
    expect(tooManyRequestsMessage(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(tooManyRequestsMessage(45)).toBe('Too many requests. Please try again in 45 seconds.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
    expect(tooManyRequestsMessage(3600, 'placeOrder')).toBe('Too many attempts to place an order. Please try again in 60 minutes.');
  });

  it('words it in the language of the call\'s view, counting as its locale counts (issue 31)', () => {
    const [, french, arabic] = storeViews;
    // French puts a no-break space between the number and its unit.
    expect(inViewLanguage(french!, () => tooManyRequestsMessage(1))).toMatch(/^Trop de requêtes\. Veuillez réessayer dans 1\sseconde\.$/);
    expect(inViewLanguage(french!, () => tooManyRequestsMessage(900, 'placeOrder'))).toMatch(/^Trop de tentatives de passer commande\. Veuillez réessayer dans 15\sminutes\.$/);
    // Arabic's dual is a word of its own, without the number.
    expect(inViewLanguage(arabic!, () => tooManyRequestsMessage(120))).toBe('طلبات كثيرة جدًا. يرجى إعادة المحاولة بعد انقضاء المدة: دقيقتان.');
  });
});

describe('the throttle over HTTP', () => {
  const clock = manualClock();
  const t = setUpTestShop({
    clock,
    config: {
      throttle: limits({
        login: { perIp: 6, perAccount: 2, windowSeconds: 900 },
        emailAvailable: { perIp: 5, perAccount: 0, windowSeconds: 60 },
        forgotPasswordPost: { perIp: 1, perAccount: 1, windowSeconds: 3600 },
        contactPost: { perIp: 1, perAccount: 1, windowSeconds: 3600 },
        createAccount: { perIp: 1, perAccount: 1, windowSeconds: 3600 },
        addToCart: { perIp: 100, perAccount: 1, windowSeconds: 60 },
      }),
    },
  });

  const emptyBuckets = () => t.shop.db.delete(throttleBuckets);

  it('refuses the third sign-in for one account with 429, Retry-After and the message the login form shows', async () => {
    await emptyBuckets();
    const client = t.client();
    expect((await client.login(DEMO_EMAIL, 'wrong-password')).body.errors).toBe(true);
    expect((await client.login(DEMO_EMAIL, 'wrong-password')).body.errors).toBe(true);
    // Even the right password: the account's window is used up.
    const refused = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('900');
    expect(refused.body).toMatchObject({ errors: true, message: 'Too many requests. Please try again in 15 minutes.' });
    // Another account from the same address is still let in (its own bucket; the address has room).
    expect((await t.client().login('john.smith@example.com', DEMO_PASSWORD)).body.errors).toBe(false);
    // After the window, the account may try again.
    clock.advance(900_000);
    expect((await t.client().login(DEMO_EMAIL, DEMO_PASSWORD)).body.errors).toBe(false);
  });

  it('counts exactly the limit when requests arrive at once', async () => {
    await emptyBuckets();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => t.client().get(`/customer/account/emailAvailable?email=p${i}@example.com`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it('reads the address from the socket: X-Forwarded-For from a peer outside TRUSTED_PROXIES changes nothing', async () => {
    await emptyBuckets();
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push((await t.client().get(`/customer/account/emailAvailable?email=x${i}@example.com`, { 'x-forwarded-for': `198.51.100.${i}` })).status);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('throttles forgot password, contact and registration per address and per e-mail; a plain form post goes back with the message', async () => {
    await emptyBuckets();
    const client = t.client();
    expect((await client.postJson('/customer/account/forgotpasswordpost', { email: 'nobody@example.com' })).status).toBe(200);
    const json = await client.postJson('/customer/account/forgotpasswordpost', { email: 'nobody@example.com' });
    expect(json.status).toBe(429);
    expect(await json.json()).toMatchObject({ success: false, message: 'Too many requests. Please try again in 60 minutes.' });
    const form = await client.postForm('/customer/account/forgotpasswordpost', { email: 'nobody@example.com' });
    expect(form.status).toBe(302);
    expect(form.headers.get('location')).toBe('/customer/account/forgotpassword/');
    expect(form.headers.get('retry-after')).toBe('3600');
    expect(JSON.stringify((await client.sections(['messages'])).messages)).toContain('Too many requests. Please try again in 60 minutes.');

    const contact = { formData: { name: 'Kim', email: 'kim@example.com', comment: 'Hello' } };
    expect((await client.postJson('/rest/V1/customer-service/contact/post', contact)).status).toBe(200);
    expect((await client.postJson('/rest/V1/customer-service/contact/post', contact)).status).toBe(429);

    const account = { firstname: 'Sam', lastname: 'Lee', email: 'throttled@example.com', password: 'Password123!', password_confirmation: 'Password123!' };
    expect((await t.client().postJson('/customer/account/createpost', account)).status).toBe(200);
    const second = await t.client().postJson('/customer/account/createpost', { ...account, email: 'throttled2@example.com' });
    expect(second.status).toBe(429);
    expect(await t.shop.customers.byEmail('throttled2@example.com')).toBeNull();
  });

  it('refuses a second add to cart per cart owner and tells the shopper through the messages section', async () => {
    await emptyBuckets();
    const [product] = await t.shop.db
      .select()
      .from(s.products)
      .where(and(eq(s.products.type, 'simple'), eq(s.products.visibility, 4), gte(s.products.qty, 60), eq(s.products.minSaleQty, 1), eq(s.products.qtyIncrements, 1)))
      .limit(1);
    const client: ShopClient = t.client();
    expect((await client.postMultipart('/checkout/cart/add', { product: String(product!.id), qty: '1' })).status).toBe(200);
    const refused = await client.postMultipart('/checkout/cart/add', { product: String(product!.id), qty: '1' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    const sections = await client.sections(['cart', 'messages']);
    expect((sections.cart as { summary_count: number }).summary_count).toBe(1);
    expect(JSON.stringify(sections.messages)).toContain('Too many requests. Please try again in 1 minute.');
  });
});

describe('the throttle behind a trusted proxy', () => {
  const t = setUpTestShop({ config: { trustedProxies: ['127.0.0.1'], throttle: limits({ emailAvailable: { perIp: 1, perAccount: 0, windowSeconds: 60 } }) } });

  it('counts each visitor named by the proxy apart', async () => {
    const ask = (ip: string) => t.client().get('/customer/account/emailAvailable?email=a@example.com', { 'x-forwarded-for': ip });
    expect((await ask('203.0.113.1')).status).toBe(200);
    expect((await ask('203.0.113.2')).status).toBe(200);
    expect((await ask('203.0.113.1')).status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 together, two /64s apart, and a mapped IPv4 address as the IPv4', async () => {
    await t.shop.db.delete(throttleBuckets);
    const ask = (ip: string) => t.client().get('/customer/account/emailAvailable?email=a@example.com', { 'x-forwarded-for': ip });
    expect((await ask('2001:db8:aa:1::1')).status).toBe(200);
    expect((await ask('2001:db8:aa:1:ffff:1234:5678:9abc')).status).toBe(429);
    expect((await ask('2001:db8:aa:2::1')).status).toBe(200);
    expect((await ask('203.0.113.7')).status).toBe(200);
    expect((await ask('::ffff:203.0.113.7')).status).toBe(429);
  });
});

describe('throttle buckets in the database', () => {
  const t = setUpTestShop();

  it('allows exactly the limit of concurrent hits, then starts a new window, and purges ended ones', async () => {
    const clock = manualClock();
    const throttle = createThrottleService({ db: t.shop.db, clock, limits: limits({ login: { perIp: 7, perAccount: 3, windowSeconds: 60 } }) });
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => throttle.hit('login', { ip: '192.0.2.9' })));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(7);
    expect(verdicts.find((v) => !v.allowed)).toEqual({ allowed: false, retryAfter: 60 });
    clock.advance(30_000);
    expect(await throttle.hit('login', { ip: '192.0.2.9' })).toEqual({ allowed: false, retryAfter: 30 });
    const byAccount = await Promise.all(Array.from({ length: 10 }, (_, i) => throttle.hit('login', { ip: `192.0.2.${100 + i}`, accounts: [' Kim@Example.com '] })));
    expect(byAccount.filter((v) => v.allowed)).toHaveLength(3);
    clock.advance(31_000);
    expect(await throttle.hit('login', { ip: '192.0.2.9' })).toEqual({ allowed: true });
    clock.advance(61_000);
    expect(await throttle.purgeExpired()).toBeGreaterThanOrEqual(2);
    expect(await t.shop.db.select().from(throttleBuckets)).toHaveLength(0);
  });
});
