import { describe, expect, it, vi } from 'vitest';
import { chooseFormKey, generateFormKey, isSameSiteAction, isStateChangingMethod, secureRandomIndex } from './model';

describe('generateFormKey', () => {
  it('makes 16 letters and digits', () => {
    for (let run = 0; run < 50; run += 1) expect(generateFormKey()).toMatch(/^[0-9a-zA-Z]{16}$/);
  });

  it('draws each character from the random source', () => {
    let next = 0;
    expect(generateFormKey(() => next++)).toBe('0123456789abcdef');
  });

  it('stays uniform by rejecting bytes past the last full alphabet cycle', () => {
    const bytes = [250, 248, 61];
    const fakeRandom = (array: Uint8Array) => {
      array[0] = bytes.shift() ?? 0;
      return array;
    };
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation(fakeRandom as typeof crypto.getRandomValues);
    expect(secureRandomIndex(62)).toBe(61);
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });
});

describe('chooseFormKey', () => {
  it('keeps the cookie value when there is one', () => {
    expect(chooseFormKey({ cookieValue: 'fromCookie123456', isPaginationCacheEnabled: true, firstInputValue: 'x' })).toEqual({
      key: 'fromCookie123456',
      source: 'cookie',
    });
  });

  it('takes the first input value when pagination caching is on and no cookie exists', () => {
    expect(chooseFormKey({ cookieValue: undefined, isPaginationCacheEnabled: true, firstInputValue: 'fromPage12345678' })).toEqual({
      key: 'fromPage12345678',
      source: 'page',
    });
  });

  it('generates one otherwise', () => {
    const choice = chooseFormKey({ cookieValue: undefined, isPaginationCacheEnabled: false, firstInputValue: 'ignored' });
    expect(choice.source).toBe('generated');
    expect(choice.key).toMatch(/^[0-9a-zA-Z]{16}$/);
  });
});

describe('form rules', () => {
  it('treats every method but GET and dialog as state-changing', () => {
    expect(isStateChangingMethod('POST')).toBe(true);
    expect(isStateChangingMethod('get')).toBe(false);
    expect(isStateChangingMethod(null)).toBe(false);
    expect(isStateChangingMethod('dialog')).toBe(false);
  });

  it('accepts relative and same-origin actions only', () => {
    const page = 'https://shop.test/catalog/product/view/id/1';
    expect(isSameSiteAction('/checkout/cart/add', page)).toBe(true);
    expect(isSameSiteAction('', page)).toBe(true);
    expect(isSameSiteAction('https://shop.test/x', page)).toBe(true);
    expect(isSameSiteAction('https://payments.test/pay', page)).toBe(false);
    expect(isSameSiteAction('http://shop.test/x', page)).toBe(false);
  });
});
