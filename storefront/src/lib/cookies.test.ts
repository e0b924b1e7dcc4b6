import { describe, expect, it } from 'vitest';
import { createCookieJar, expiresIn, parseCookies, serializeCookie } from './cookies';
import { createFakeCookieTarget } from '../../test-support/browser-doubles';

describe('serializeCookie', () => {
  it('writes path / and SameSite lax by default, and encodes the value', () => {
    expect(serializeCookie('form_key', 'a b;c')).toBe('form_key=a%20b%3Bc; path=/; samesite=lax');
  });

  it('writes expires, domain, SameSite and Secure when asked', () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
    expect(
      serializeCookie('x', '1', { expires, domain: 'shop.test', sameSite: 'strict', secure: true, path: '/a' }),
    ).toBe('x=1; path=/a; expires=Wed, 02 Jan 2030 03:04:05 GMT; domain=shop.test; samesite=strict; secure');
  });

  it('always marks SameSite=None cookies secure', () => {
    expect(serializeCookie('x', '1', { sameSite: 'none' })).toContain('; secure');
  });
});

describe('parseCookies', () => {
  it('decodes values and keeps the first of duplicate names', () => {
    const cookies = parseCookies('a=1; b=%7B%22x%22%3A1%7D; a=2; broken');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('{"x":1}');
    expect(cookies.has('broken')).toBe(false);
  });
});

describe('createCookieJar', () => {
  it('reads what it wrote, JSON included, and removes cookies', () => {
    const target = createFakeCookieTarget();
    const jar = createCookieJar(target);
    jar.set('plain', 'value');
    jar.setJson('json', { cart: 12 });
    expect(jar.get('plain')).toBe('value');
    expect(jar.getJson('json')).toEqual({ cart: 12 });
    expect(jar.has('plain')).toBe(true);
    jar.remove('plain');
    expect(jar.has('plain')).toBe(false);
    expect(jar.get('plain')).toBeUndefined();
  });

  it('gives undefined for a cookie that is not JSON', () => {
    const jar = createCookieJar(createFakeCookieTarget());
    jar.set('bad', '{not json');
    expect(jar.getJson('bad')).toBeUndefined();
    expect(jar.getJson('missing')).toBeUndefined();
  });

  it('works on the real document', () => {
    const jar = createCookieJar(document);
    jar.set('doc_cookie', 'yes');
    expect(jar.get('doc_cookie')).toBe('yes');
    jar.remove('doc_cookie');
    expect(jar.get('doc_cookie')).toBeUndefined();
  });
});

describe('expiresIn', () => {
  it('adds the delay to the clock time', () => {
    expect(expiresIn(1000, { now: () => 5000, setTimeout: () => 0 as never, clearTimeout: () => {} }).getTime()).toBe(6000);
  });
});
