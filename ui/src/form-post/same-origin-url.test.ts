import { describe, expect, it } from 'vitest';
import { sameOriginUrl } from './same-origin-url';

const PAGE = 'https://shop.test/admin/catalog/product/edit/id/7/';

describe('sameOriginUrl', () => {
  it.each([
    ['/admin/auth/login/', 'https://shop.test/admin/auth/login/'],
    ['login/', 'https://shop.test/admin/catalog/product/edit/id/7/login/'],
    ['https://shop.test/admin/?a=1#top', 'https://shop.test/admin/?a=1#top'],
    ['/%5Cevil.test', 'https://shop.test/%5Cevil.test'],
    ['https:admin/', 'https://shop.test/admin/catalog/product/edit/id/7/admin/'],
  ])('accepts %s, resolved to %s', (candidate, expected) => {
    expect(sameOriginUrl(candidate, PAGE)).toBe(expected);
  });

  it.each([
    'https://evil.test/admin/',
    'http://shop.test/admin/',
    'https://shop.test:8443/admin/',
    '//evil.test/admin/',
    '/\\evil.test/admin/',
    '\\\\evil.test/admin/',
    '\\/evil.test',
    '/\t/evil.test',
    ' //evil.test',
    'javascript:alert(document.domain)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://shop.test@evil.test/',
    '',
    '   ',
    'http://[::1',
  ])('refuses %j', (candidate) => {
    expect(sameOriginUrl(candidate, PAGE)).toBeUndefined();
  });

  it('refuses what is not a string, and anything when the base is not a URL', () => {
    for (const candidate of [undefined, null, 42, { href: '/admin/' }, ['/admin/']]) {
      expect(sameOriginUrl(candidate, PAGE)).toBeUndefined();
    }
    expect(sameOriginUrl('/admin/', 'not a url')).toBeUndefined();
  });
});
