import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget, type FakeCookieTarget } from '../../../test-support/browser-doubles';
import { guardFormSubmits, initFormKey, startFormKey } from './dom';

let target: FakeCookieTarget;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 2, 12, 0, 0) });
  target = createFakeCookieTarget();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const inputValues = () => [...document.querySelectorAll<HTMLInputElement>('input[name="form_key"]')].map((input) => input.value);

describe('initFormKey', () => {
  it('generates a key when no cookie exists and keeps it 24 h on path / with SameSite lax', () => {
    document.body.innerHTML = '<form><input name="form_key" type="hidden"></form><form><input name="form_key" type="hidden" value="stale"></form>';
    const { key, source } = initFormKey({ cookies: createCookieJar(target) });
    expect(source).toBe('generated');
    expect(key).toMatch(/^[0-9a-zA-Z]{16}$/);
    expect(createCookieJar(target).get('form_key')).toBe(key);
    const attributes = target.attributes('form_key');
    expect(attributes).toMatchObject({ path: '/', samesite: 'lax' });
    expect(attributes).not.toHaveProperty('secure');
    expect(Date.parse(attributes?.expires ?? '') - Date.now()).toBe(24 * 60 * 60 * 1000);
    expect(inputValues()).toEqual([key, key]);
  });

  it('keeps the existing cookie and does not rewrite it', () => {
    const jar = createCookieJar(target);
    jar.set('form_key', 'Existing12345678');
    const writes = target.writes.length;
    document.body.innerHTML = '<input name="form_key">';
    expect(initFormKey({ cookies: jar }).key).toBe('Existing12345678');
    expect(target.writes).toHaveLength(writes);
    expect(inputValues()).toEqual(['Existing12345678']);
  });

  it('honours the SameSite and Secure page settings', () => {
    initFormKey({ cookies: createCookieJar(target), cookieSameSite: 'strict', cookieSecure: true });
    expect(target.attributes('form_key')).toMatchObject({ samesite: 'strict', secure: '' });
  });

  it('takes the first form_key input when pagination caching is on and no cookie exists', () => {
    document.body.innerHTML = '<input name="form_key" value="FromPage12345678"><input name="form_key" value="other">';
    const result = initFormKey({ cookies: createCookieJar(target), isPaginationCacheEnabled: true });
    expect(result).toEqual({ key: 'FromPage12345678', source: 'page' });
    expect(createCookieJar(target).get('form_key')).toBe('FromPage12345678');
    expect(inputValues()).toEqual(['FromPage12345678', 'FromPage12345678']);
  });

  it('generates a new key once the 24 h cookie has expired', () => {
    const first = initFormKey({ cookies: createCookieJar(target), random: () => 1 }).key;
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    const second = initFormKey({ cookies: createCookieJar(target), random: () => 2 });
    expect(second.source).toBe('generated');
    expect(second.key).not.toBe(first);
  });
});

describe('guardFormSubmits', () => {
  function submit(form: HTMLFormElement) {
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    form.requestSubmit();
  }

  it('adds a hidden form_key to a same-site POST form without one', () => {
    const stop = guardFormSubmits(() => 'Key1234567890abc');
    document.body.innerHTML = '<form method="post" action="/checkout/cart/add"><button>Add to Cart</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    submit(form);
    const field = form.querySelector<HTMLInputElement>('input[name="form_key"]');
    expect(field?.type).toBe('hidden');
    expect(field?.value).toBe('Key1234567890abc');
    submit(form);
    expect(form.querySelectorAll('input[name="form_key"]')).toHaveLength(1);
    stop();
  });

  it('brings a field it added up to date when the key changed (the server replaces it at login and logout)', () => {
    let key = 'Key1234567890abc';
    const stop = guardFormSubmits(() => key);
    document.body.innerHTML = '<form method="post" action="/checkout/cart/add"><button>Add to Cart</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    submit(form);
    key = 'NewKey7890abcdef';
    submit(form);
    expect(inputValues()).toEqual(['NewKey7890abcdef']);
    stop();
  });

  it('fills an empty form_key field and keeps a filled one', () => {
    const stop = guardFormSubmits(() => 'Key1234567890abc');
    document.body.innerHTML = `
      <form method="post" action="/a"><input name="form_key" value=""><button>A</button></form>
      <form method="post" action="/b"><input name="form_key" value="Own"><button>B</button></form>`;
    const [first, second] = document.querySelectorAll('form');
    submit(first as HTMLFormElement);
    submit(second as HTMLFormElement);
    expect(inputValues()).toEqual(['Key1234567890abc', 'Own']);
    stop();
  });

  it('leaves GET forms and forms posting to other sites alone', () => {
    const stop = guardFormSubmits(() => 'Key1234567890abc');
    document.body.innerHTML = `
      <form method="get" action="/catalogsearch/result"><button>Search</button></form>
      <form method="post" action="https://payments.test/pay"><button>Pay</button></form>`;
    for (const form of document.querySelectorAll('form')) submit(form);
    expect(document.querySelectorAll('input[name="form_key"]')).toHaveLength(0);
    stop();
  });

  it('follows the submit button formmethod', () => {
    const stop = guardFormSubmits(() => 'Key1234567890abc');
    document.body.innerHTML = '<form action="/wishlist/index/add"><button formmethod="post">Add to Wish List</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    form.requestSubmit(form.querySelector('button'));
    expect(inputValues()).toEqual(['Key1234567890abc']);
    stop();
  });
});

describe('startFormKey', () => {
  it('sets up the key and guards later forms with it', () => {
    const cookies = createCookieJar(target);
    const { key, stop } = startFormKey({ cookies });
    document.body.innerHTML = '<form method="post" action="/contact/index/post"><button>Submit</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    form.requestSubmit();
    expect(inputValues()).toEqual([key]);
    stop();
  });
});
