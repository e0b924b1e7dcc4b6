import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed-data';
import { safeRedirectPath } from '../lib/urls';
import { DEMO_EMAIL } from '../test/harness';
import { setUpTestShop } from '../test/helpers';
import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';

/**
 * Known open-redirect shapes (issue 29): each is what an attacker puts in a return path (a data-post's
 * `uenc`, the `login_redirect` cookie) hoping the shop answers `Location: //evil.example/` or a
 * script URL. `shop` is the shop's own origin, for the spellings that start on it and then leave.
 */
function openRedirectPayloads(shop: string): string[] {
  return [
    // protocol-relative, with any number of slashes
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '////evil.example/',
    // backslashes, raw and encoded, which browsers read as slashes
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '%5c%5cevil.example',
    // encoded slashes
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2f%5cevil.example',
    // dot segments that fold into a leading `//`, plain, encoded and double-encoded
    '/..//evil.example',
    '/.//evil.example',
    '/../..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/.%2e//evil.example',
    '/..%2f/evil.example',
    '/.%2F/evil.example',
    '/%252e%252e//evil.example',
    '/%252e%252e%252f%252fevil.example',
    '/..;//evil.example',
    // whitespace and control characters a browser strips or a parser trips over
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/\u0000/evil.example',
    '/%00/evil.example',
    ' //evil.example',
    '\t//evil.example',
    '%20//evil.example',
    // script and data schemes
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    '%6a%61vascript:alert(1)',
    'javascript%3aalert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // other origins, with and without the slashes
    'https://evil.example',
    'HTTPS://EVIL.EXAMPLE/',
    'https:evil.example',
    'https:/evil.example',
    'http:evil.example',
    'http:\\\\evil.example',
    'ftp://evil.example/',
    // userinfo and look-alike host tricks
    'https://shop@evil.example/',
    `${shop}@evil.example/`,
    `${shop}.evil.example/`,
    `http://evil.example#@${new URL(shop).host}/`,
    '//shop.invalid@evil.example',
    '/@evil.example',
    '@evil.example',
    // the shop's own origin, then a path that is another host to a browser
    `${shop}//evil.example`,
    `${shop}/..//evil.example`,
    `${shop}/%2e%2e//evil.example`,
    `${shop}/\\evil.example`,
    // unicode slashes, backslashes and dots
    '/\uff0fevil.example',
    '\uff0f\uff0fevil.example',
    '/\u2215evil.example',
    '\u2215\u2215evil.example',
    '/\u2044evil.example',
    '\uff3c\uff3cevil.example',
    '/\uff3cevil.example',
    '//evil\u3002example',
    '/%E2%88%95evil.example',
    // not a path at all
    'evil.example',
    'evil.example/path',
    './/evil.example',
    '../evil.example',
  ];
}

/**
 * True when a browser at `page` that follows `location` stays on the page's origin: a
 * path-absolute address (one slash, then not a slash or backslash) that resolves there.
 */
function staysOnOrigin(location: string, page: string): boolean {
  // eslint-disable-next-line no-control-regex -- a control character or space is never in an address the shop writes
  if (!/^\/(?![/\\])/.test(location) || /[\\\u0000-\u0020\u007f]/.test(location)) return false;
  return new URL(location, page).origin === new URL(page).origin;
}

const BASE = 'http://localhost:3000/';

describe('safeRedirectPath against a corpus of open-redirect payloads', () => {
  it('has a corpus of more than forty known shapes', () => {
    expect(new Set(openRedirectPayloads(BASE)).size).toBeGreaterThan(40);
  });

  for (const base of [BASE, 'https://shop.example/store/', '/']) {
    it(`answers each payload with nothing or a path of the shop's own origin (base ${base})`, () => {
      const page = new URL('/customer/account/', new URL(base, 'http://shop.invalid')).href;
      for (const payload of openRedirectPayloads(new URL(base, 'http://shop.invalid').origin)) {
        for (const value of [payload, encodeURIComponent(payload)]) {
          const path = safeRedirectPath(value, base);
          if (path !== undefined) expect(staysOnOrigin(path, page), `${JSON.stringify(value)} → ${JSON.stringify(path)}`).toBe(true);
        }
      }
    });
  }

  it('refuses the dot-segment spellings that fold into another host after normalisation', () => {
    for (const hostile of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example', '/..%2f/evil.example', `${BASE}/..//evil.example`, `${BASE.replace(/\/$/, '')}//evil.example`]) {
      expect(safeRedirectPath(hostile, BASE), hostile).toBeUndefined();
    }
  });

  it('still keeps ordinary paths, with their dot segments resolved', () => {
    expect(safeRedirectPath('/women/../men.html?color=49#reviews', BASE)).toBe('/men.html?color=49#reviews');
    expect(safeRedirectPath('/./checkout/', BASE)).toBe('/checkout/');
    expect(safeRedirectPath('/@evil.example', BASE)).toBe('/@evil.example');
  });
});

describe('the redirecting endpoints against the same corpus', () => {
  const t = setUpTestShop();

  it("compare's Clear All (a plain data-post) redirects only within the shop", async () => {
    const client = t.client();
    const page = `${t.url}/catalog/product_compare/`;
    for (const uenc of openRedirectPayloads(new URL(t.shop.config.baseUrl).origin)) {
      const response = await client.postForm('/catalog/product_compare/clear', { uenc });
      const location = response.headers.get('location');
      // A NUL is refused (400) before any handler runs; everything else is answered with a way back.
      if (response.status !== 302) expect([response.status, location], JSON.stringify(uenc)).toEqual([400, null]);
      else expect(staysOnOrigin(location ?? '', page), `${JSON.stringify(uenc)} → ${location}`).toBe(true);
    }
  });

  it('the sign-in sends the shopper back only to a path of the shop (the login_redirect cookie)', async () => {
    const page = `${t.url}/customer/account/login/`;
    for (const target of openRedirectPayloads(new URL(t.shop.config.baseUrl).origin)) {
      const client = t.client();
      client.cookies.set(LOGIN_REDIRECT_COOKIE, encodeURIComponent(target));
      const { body } = await client.login(DEMO_EMAIL, DEMO_PASSWORD);
      expect(body.errors, JSON.stringify(target)).toBe(false);
      if (body.redirectUrl !== undefined) {
        expect(staysOnOrigin(String(body.redirectUrl), page), `${JSON.stringify(target)} → ${String(body.redirectUrl)}`).toBe(true);
      }
    }
    // A sign-in per payload, each checking the password at full scrypt cost.
  }, 180_000);
});
