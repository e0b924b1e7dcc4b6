import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';
import { afterLogin } from './login-page-form';

const HERE = 'http://shop.test/customer/account/login/';

afterEach(() => {
  document.cookie = `${LOGIN_REDIRECT_COOKIE}=; path=/; max-age=0`;
});

describe('afterLogin', () => {
  it("goes to the answer's address, else the saved checkout address, else home, and forgets the cookie", () => {
    expect(afterLogin('http://shop.test/customer/account/', HERE)).toBe('http://shop.test/customer/account/');
    document.cookie = `${LOGIN_REDIRECT_COOKIE}=${encodeURIComponent('http://shop.test/checkout/')}; path=/`;
    expect(afterLogin(undefined, HERE)).toBe('http://shop.test/checkout/');
    expect(document.cookie).not.toContain(LOGIN_REDIRECT_COOKIE);
    expect(afterLogin(undefined, HERE)).toBe('http://shop.test/');
  });

  it('never leaves the shop: a script address, another host or a malformed cookie goes home', () => {
    for (const saved of ['javascript:alert(1)', '//evil.example/', '/\\evil.example', 'https://evil.example/checkout/', '%E0%A4%A']) {
      document.cookie = `${LOGIN_REDIRECT_COOKIE}=${saved.startsWith('%') ? saved : encodeURIComponent(saved)}; path=/`;
      expect(new URL(afterLogin(undefined, HERE), HERE).href, saved).toBe('http://shop.test/');
    }
    expect(new URL(afterLogin('https://evil.example/', HERE), HERE).href).toBe('http://shop.test/');
  });
});
