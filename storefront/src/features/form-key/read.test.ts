import { afterEach, describe, expect, it } from 'vitest';
import { formKeyInterceptor } from './read';

describe('formKeyInterceptor', () => {
  afterEach(() => {
    document.cookie = 'form_key=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('adds the form_key cookie as X-Form-Key to state-changing calls only', () => {
    document.cookie = 'form_key=abcdefghijklmnop; path=/';
    const post = { method: 'POST' as const, url: '/rest/V1/customer-group/update', headers: new Headers(), body: {} };
    formKeyInterceptor(post);
    expect(post.headers.get('X-Form-Key')).toBe('abcdefghijklmnop');
    const get = { method: 'GET' as const, url: '/customer/section/load', headers: new Headers(), body: undefined };
    formKeyInterceptor(get);
    expect(get.headers.has('X-Form-Key')).toBe(false);
  });

  it('keeps a key the call set itself', () => {
    document.cookie = 'form_key=abcdefghijklmnop; path=/';
    const post = { method: 'POST' as const, url: '/x', headers: new Headers({ 'X-Form-Key': 'ponmlkjihgfedcba' }), body: {} };
    formKeyInterceptor(post);
    expect(post.headers.get('X-Form-Key')).toBe('ponmlkjihgfedcba');
  });
});
