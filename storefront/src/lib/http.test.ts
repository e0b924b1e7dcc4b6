import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, jsonEncodedString } from './contract';
import { createHttpClient, HttpError, resolveUrl, ResponseShapeError, withQuery } from './http';
import { createFakeFetch, jsonResponse } from '../../test-support/browser-doubles';

const ok = z.object({ ok: z.boolean() });

describe('resolveUrl', () => {
  it('prefixes the base URL to a relative path', () => {
    expect(resolveUrl('https://shop.test/', '/customer/section/load')).toBe('https://shop.test/customer/section/load');
    expect(resolveUrl('https://shop.test', 'customer/section/load')).toBe('https://shop.test/customer/section/load');
  });

  it('leaves a path that already has the base URL, or any absolute URL', () => {
    expect(resolveUrl('https://shop.test/', 'https://shop.test/checkout/cart/add')).toBe('https://shop.test/checkout/cart/add');
    expect(resolveUrl('/shop/', '/shop/checkout')).toBe('/shop/checkout');
    expect(resolveUrl('https://shop.test/', 'https://cdn.test/x.js')).toBe('https://cdn.test/x.js');
  });
});

describe('withQuery', () => {
  it('appends defined parameters only', () => {
    expect(withQuery('/a', { q: 'red shirt', page: 2, skip: undefined, none: null, flag: false })).toBe(
      '/a?q=red+shirt&page=2&flag=false',
    );
    expect(withQuery('/a?x=1', { y: 'z' })).toBe('/a?x=1&y=z');
    expect(withQuery('/a', {})).toBe('/a');
  });
});

describe('createHttpClient', () => {
  it('sends JSON by default and parses the answer with the call schema', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true, extra: 1 }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const result = await http.request('POST', 'rest/V1/customer-service/contact/post', {
      schema: ok,
      body: { formData: { name: 'Ann' } },
      headers: { 'X-Custom': 'yes' },
    });
    expect(result).toEqual({ ok: true });
    const [call] = fake.calls;
    expect(call?.url.href).toBe('http://shop.test/rest/V1/customer-service/contact/post');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('X-Custom')).toBe('yes');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(JSON.parse(String(call?.body))).toEqual({ formData: { name: 'Ann' } });
  });

  it('offers GET, PUT and DELETE with query parameters', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true }));
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: fake.fetch });
    await http.request('GET', '/search/ajax/suggest', { schema: ok, query: { q: 'tee' } });
    await http.request('PUT', '/a', { schema: ok, body: { x: 1 } });
    await http.request('DELETE', '/b', { schema: ok });
    expect(fake.calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /search/ajax/suggest?q=tee',
      'PUT /a',
      'DELETE /b',
    ]);
    expect(fake.calls[0]?.body).toBeUndefined();
  });

  it('sends FormData as multipart, untouched', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true }));
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: fake.fetch });
    const form = new FormData();
    form.set('product', '12');
    await http.request('POST', '/checkout/cart/add', { schema: ok, body: form });
    expect(fake.calls[0]?.body).toBe(form);
    expect(fake.calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('moves xReCaptchaValue from the JSON body into the X-ReCaptcha header', async () => {
    const fake = createFakeFetch(() => jsonResponse({ ok: true }));
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: fake.fetch });
    await http.request('POST', '/customer/ajax/login', {
      schema: ok,
      body: { username: 'a@b.test', password: 'secret', xReCaptchaValue: 'token-1' },
    });
    await http.request('POST', '/customer/ajax/login', {
      schema: ok,
      body: JSON.stringify({ username: 'a@b.test', xReCaptchaValue: 'token-2' }),
    });
    expect(fake.calls[0]?.headers.get('X-ReCaptcha')).toBe('token-1');
    expect(JSON.parse(String(fake.calls[0]?.body))).toEqual({ username: 'a@b.test', password: 'secret' });
    expect(fake.calls[1]?.headers.get('X-ReCaptcha')).toBe('token-2');
    expect(JSON.parse(String(fake.calls[1]?.body))).toEqual({ username: 'a@b.test' });
  });

  it('throws an HttpError carrying the status and body for a failed answer', async () => {
    const fake = createFakeFetch(() => jsonResponse({ message: 'Nope' }, 403));
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: fake.fetch });
    const error = await http.request('GET', '/x', { schema: ok }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, method: 'GET', body: { message: 'Nope' } });
  });

  it('throws an HttpError with status 0 when no answer arrives', async () => {
    const http = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(http.request('GET', '/x', { schema: ok })).rejects.toMatchObject({ name: 'HttpError', status: 0 });
  });

  it('throws a ResponseShapeError when the answer does not match the schema', async () => {
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: createFakeFetch(() => jsonResponse({ ok: 'yes' })).fetch });
    const error = await http.request('GET', '/x', { schema: ok }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ status: 200 });
  });

  it('reads HTML answers as text', async () => {
    const http = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: createFakeFetch(() => new Response('<p>Details</p>', { headers: { 'Content-Type': 'text/html' } })).fetch,
    });
    await expect(http.request('GET', '/tab', { schema: z.string() })).resolves.toBe('<p>Details</p>');
  });

  it('decodes REST answers that are a JSON-encoded string', async () => {
    const http = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: createFakeFetch(() => jsonResponse(JSON.stringify({ result: true, message: 'Bye' }))).fetch,
    });
    const schema = jsonEncodedString(z.object({ result: z.boolean(), message: z.string() }));
    await expect(http.request('POST', '/rest/V1/customer-group/update', { schema, body: {} })).resolves.toEqual({
      result: true,
      message: 'Bye',
    });
  });

  it('reports POST, PUT and DELETE answers (errors too) to mutation listeners, not GETs', async () => {
    const fake = createFakeFetch((call) => (call.url.pathname === '/fail' ? jsonResponse({}, 500) : jsonResponse({ ok: true })));
    const http = createHttpClient({ baseUrl: 'http://shop.test', fetch: fake.fetch });
    const listener = vi.fn();
    const stop = http.onMutationComplete(listener);
    await http.request('GET', '/read', { schema: ok });
    await http.request('POST', '/write', { schema: ok, body: {} });
    await http.request('DELETE', '/fail', { schema: ok }).catch(() => {});
    expect(listener.mock.calls.map(([event]) => [event.method, event.url, event.status])).toEqual([
      ['POST', 'http://shop.test/write', 200],
      ['DELETE', 'http://shop.test/fail', 500],
    ]);
    expect(listener.mock.calls[0]?.[0].data).toEqual({ ok: true });
    stop();
    await http.request('POST', '/write', { schema: ok, body: {} });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('call (a contract)', () => {
  const search = defineCall({ name: 'search', method: 'GET', path: '/search/:scope', request: z.object({ q: z.string(), criteria: z.object({ groups: z.record(z.string(), z.object({ field: z.string() })) }).optional() }), response: z.array(z.string()) });
  const save = defineCall({ name: 'save', method: 'POST', path: '/save', request: z.object({ id: z.number() }), response: z.object({ success: z.boolean(), message: z.string().optional() }) });

  it('sends a GET input as the query (nested values as bracketed names) on the path with its parameters, and parses the answer', async () => {
    const fake = createFakeFetch(() => jsonResponse(['tee']));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    await expect(http.call(search, { q: 'red tee', criteria: { groups: { 0: { field: 'entity_id' } } } }, { params: { scope: 'all products' } })).resolves.toEqual(['tee']);
    expect(fake.calls[0]!.url.pathname).toBe('/search/all%20products');
    expect([...fake.calls[0]!.url.searchParams]).toEqual([
      ['q', 'red tee'],
      ['criteria[groups][0][field]', 'entity_id'],
    ]);
  });

  it('posts JSON to a configured address, and refuses an answer outside the contract', async () => {
    const fake = createFakeFetch(() => jsonResponse({ success: 'yes' }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    await expect(http.call(save, { id: 1 }, { url: '/custom/save' })).rejects.toBeInstanceOf(ResponseShapeError);
    expect(fake.calls[0]!.url.pathname).toBe('/custom/save');
    expect(fake.calls[0]!.body).toBe('{"id":1}');
  });

  it("goes to the address the client knows by the call's name, else to the contract's path; an explicit url wins", async () => {
    const fake = createFakeFetch(() => jsonResponse({ success: true }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch, urls: { save: '/configured/save', search: '/find/:scope' } });
    await http.call(save, { id: 1 });
    await http.call(save, { id: 1 }, { url: '/custom/save' });
    const other = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    await other.call(save, { id: 1 });
    expect(fake.calls.map((call) => call.url.pathname)).toEqual(['/configured/save', '/custom/save', '/save']);
    const list = createFakeFetch(() => jsonResponse([]));
    await createHttpClient({ baseUrl: 'http://shop.test/', fetch: list.fetch, urls: { search: '/find/:scope' } }).call(search, { q: 'x' }, { params: { scope: 'all' } });
    expect(list.calls[0]!.url.pathname).toBe('/find/all');
  });

  it('takes a refusal that fits the contract as the answer only when asked to', async () => {
    const fake = createFakeFetch(() => jsonResponse({ success: false, message: 'No.' }, 400));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    await expect(http.call(save, { id: 1 })).rejects.toMatchObject({ status: 400, body: { success: false, message: 'No.' } });
    await expect(http.call(save, { id: 1 }, { refusalIsAnswer: true })).resolves.toEqual({ success: false, message: 'No.' });
  });
});
