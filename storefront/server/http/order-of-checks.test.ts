import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed-data';
import { safeRedirectPath } from '../lib/urls';
import { DEMO_EMAIL } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { INVALID_FORM_KEY } from './errors';

const BASE = 'http://localhost:3000/';

describe('safeRedirectPath', () => {
  it('keeps path-absolute addresses of the shop', () => {
    expect(safeRedirectPath('/checkout/', BASE)).toBe('/checkout/');
    expect(safeRedirectPath(encodeURIComponent('/checkout/?step=2#top'), BASE)).toBe('/checkout/?step=2#top');
    expect(safeRedirectPath('http://localhost:3000/checkout/', BASE)).toBe('/checkout/');
    expect(safeRedirectPath('/store/checkout/', 'https://shop.example/store/')).toBe('/store/checkout/');
  });

  it('checks paths only against a relative base (an account page sending a guest to sign in)', () => {
    expect(safeRedirectPath('/sales/order/history?limit=20&p=2', '/')).toBe('/sales/order/history?limit=20&p=2');
    expect(safeRedirectPath('/customer/address/edit/id/7#street', '/')).toBe('/customer/address/edit/id/7#street');
    expect(safeRedirectPath('/a/../../b', '/')).toBe('/b');
    for (const hostile of ['//evil.example/path', '/\\evil.example', 'https://evil.example/', 'https://user:pw@evil.example/', 'customer/account', 'javascript:alert(1)', 'x'.repeat(3000)]) {
      expect(safeRedirectPath(hostile, '/'), hostile).toBeUndefined();
    }
    for (const notText of [undefined, 42, ['/a']]) expect(safeRedirectPath(notText, '/')).toBeUndefined();
  });

  it('refuses every spelling that leaves the shop, backslashes and control characters', () => {
    const hostile = [
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      '/%5Cevil.example',
      '%2F%5Cevil.example',
      encodeURIComponent('/\\evil.example'),
      encodeURIComponent('/\t/evil.example'),
      '//evil.example',
      '///evil.example',
      'https://evil.example/',
      'http://localhost:3001/',
      'https://localhost:3000/',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '',
      '%',
      '/'.padEnd(3000, 'a'),
    ];
    for (const value of hostile) expect(safeRedirectPath(value, BASE), JSON.stringify(value)).toBeUndefined();
    expect(safeRedirectPath('/other/', 'https://shop.example/store/')).toBeUndefined();
    expect(safeRedirectPath(undefined, BASE)).toBeUndefined();
  });
});

describe('the shared request path', () => {
  const t = setUpTestShop();

  it('answers a forged POST 403 before reading its body: malformed, unknown type or too many fields', async () => {
    const client = t.client();
    const malformed = await client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
    expect(malformed.status).toBe(403);
    expect((await malformed.json()).message).toBe(INVALID_FORM_KEY);
    const otherType = await client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(otherType.status).toBe(403);
    const fields = new URLSearchParams(Array.from({ length: 500 }, (_, i) => [`f${i}`, 'x']));
    const many = await client.request('/checkout/cart/add', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields });
    expect(many.status).toBe(403);
    // With the form_key the same bodies reach the parser and its messages.
    const parsed = await client.request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-form-key': client.formKey }, body: '{"username": ' });
    expect(parsed.status).toBe(400);
  });

  it('refuses a cross-site POST even with a matching form_key, and takes a same-origin one', async () => {
    const client = t.client();
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const response = await client.postJson('/customer/ajax/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const same = await client.postJson('/customer/ajax/login', { username: DEMO_EMAIL, password: DEMO_PASSWORD }, { headers: { origin: t.url, 'sec-fetch-site': 'same-origin' } });
    expect(same.status).toBe(200);
    // Page actions go through the same check.
    expect((await client.postForm('/', {}, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await client.postForm('/', {}, { formKey: null })).status).toBe(403);
  });

  it('never answers a login redirectUrl that a browser reads as another site', async () => {
    for (const target of ['/\\evil.example', '/\t/evil.example', '/%09/evil.example', 'javascript:alert(1)']) {
      const client = t.client();
      client.cookies.set('login_redirect', encodeURIComponent(target));
      const { body } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
      expect(body.errors).toBe(false);
      expect(body.redirectUrl, target).toBeUndefined();
    }
  });

  it('escapes text the visitor sent before it becomes part of a message', async () => {
    const client = t.client();
    const name = '<a href="https://evil.example/">Claim your prize</a>[1][2][3][4][5][6][7]';
    const response = await client.postForm('/customer/account/forgotpasswordpost', { email: DEMO_EMAIL, [name]: 'x' });
    expect(response.status).toBe(302);
    const { messages } = await client.sections(['messages']);
    const texts = (messages!.messages as { text: string }[]).map((m) => m.text).join('\n');
    expect(texts).toContain('Unsupported form field name');
    expect(texts).toContain('&lt;a href=&quot;https://evil.example/&quot;&gt;');
    expect(texts).not.toMatch(/<a\s/);
    const json = await client.postJson('/checkout/cart/add', { product: 1, super_attribute: { '<b>x</b>': 1 } });
    expect(json.status).toBe(400);
    expect((await json.json()).message).not.toContain('<b>');
  });

  // Last: a 413 leaves the connection to be closed (see the keep-alive test in body-limit.test.ts).
  it('checks the size before anything else', async () => {
    const response = await t.client().request('/customer/ajax/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pad: 'x'.repeat(300_000) }) });
    expect(response.status).toBe(413);
  });
});
