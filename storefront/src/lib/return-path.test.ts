import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://shop.example';

describe('safeReturnPath', () => {
  it('keeps a path of the shop with its query and fragment', () => {
    expect(safeReturnPath('/sales/order/history?limit=20&p=2')).toBe('/sales/order/history?limit=20&p=2');
    expect(safeReturnPath('/customer/address/edit/id/7#street')).toBe('/customer/address/edit/id/7#street');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('reduces an absolute address on the shop origin to its path', () => {
    expect(safeReturnPath('https://shop.example/checkout/', origin)).toBe('/checkout/');
    expect(safeReturnPath('https://shop.example/checkout/', undefined)).toBeNull();
  });

  it.each([
    'https://evil.example/',
    'http://shop.example/',
    'https://shop.example.evil.example/',
    'https://user:pw@shop.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/path\\..\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ok\u0000',
    '/ok path',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'customer/account',
    '',
    'x'.repeat(3000),
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeNull();
  });

  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath(['/a'])).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/a/../../b')).toBe('/b');
  });
});
