import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDictionary } from '../i18n';
import { ajaxSubmit } from './ajax-submit';

const FORM_KEY = 'AbCdEfGh12345678';
const PAGE = 'https://shop.test/contact/';
const FAILURE = { type: 'error', text: 'Something went wrong.' };

/** A fetch stub answering `body` with `status`. */
const answering = (body: string, status = 200) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));

function setup(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  const notify = vi.fn();
  return { notify, deps: { fetch: fetch as typeof globalThis.fetch, notify, getFormKey: () => FORM_KEY, baseUrl: PAGE } };
}

afterEach(() => setDictionary({}));

describe('ajaxSubmit (the generic ajax submit helper)', () => {
  it('POSTs the serialized fields plus the form_key, url-encoded, and returns the parsed JSON', async () => {
    const fetch = answering('{"success":true,"message":"Thanks"}');
    const { deps, notify } = setup(fetch);
    document.body.innerHTML = `<form><input name="name" value="Jane"><input type="checkbox" name="topics[]" value="yoga" checked><input type="checkbox" name="topics[]" value="run" checked><input type="checkbox" name="copy"></form>`;
    const result = await ajaxSubmit({ url: '/contact/index/post', data: document.querySelector('form')! }, deps);

    expect(result).toEqual({ ok: true, data: { success: true, message: 'Thanks' }, status: 200 });
    expect(notify).not.toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://shop.test/contact/index/post');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    expect(init!.body).toBeInstanceOf(URLSearchParams);
    expect(String(init!.body)).toBe(`name=Jane&topics%5B%5D=yoga&topics%5B%5D=run&form_key=${FORM_KEY}`);
  });

  it('sends multipart when asked, or when a field is a file', async () => {
    const fetch = answering('{}');
    const { deps } = setup(fetch);
    await ajaxSubmit({ url: '/a', data: { id: 1 }, encoding: 'multipart' }, deps);
    await ajaxSubmit({ url: '/a', data: { photo: new File(['x'], 'x.png') } }, deps);
    for (const [, init] of fetch.mock.calls) {
      expect(init!.body).toBeInstanceOf(FormData);
      expect((init!.body as FormData).get('form_key')).toBe(FORM_KEY);
    }
  });

  it('types the answer through parse', async () => {
    const { deps } = setup(answering('{"success":true}'));
    const result = await ajaxSubmit({ url: '/a', data: {}, parse: (json) => (json as { success: boolean }).success }, deps);
    expect(result).toEqual({ ok: true, data: true, status: 200 });
  });

  it("reports 'Something went wrong.' on a network failure", async () => {
    const { deps, notify } = setup(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const result = await ajaxSubmit({ url: '/a', data: {} }, deps);
    expect(result).toMatchObject({ ok: false, reason: 'network' });
    expect(notify.mock.calls).toEqual([[FAILURE]]);
  });

  it.each([
    ['a non-2xx answer', answering('{"success":false}', 500), { reason: 'status', status: 500 }],
    ['an answer that is not JSON', answering('<html>Service Unavailable</html>'), { reason: 'invalid', status: 200 }],
    ['an empty answer', answering(''), { reason: 'invalid', status: 200 }],
  ])("reports 'Something went wrong.' for %s", async (_case, fetch, failure) => {
    const { deps, notify } = setup(fetch);
    expect(await ajaxSubmit({ url: '/a', data: {} }, deps)).toMatchObject({ ok: false, ...failure });
    expect(notify.mock.calls).toEqual([[FAILURE]]);
  });

  it("reports 'Something went wrong.' when parse refuses the answer", async () => {
    const { deps, notify } = setup(answering('{"success":"yes"}'));
    const parse = () => {
      throw new Error('success is not a boolean');
    };
    expect(await ajaxSubmit({ url: '/a', data: {}, parse }, deps)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(notify.mock.calls).toEqual([[FAILURE]]);
  });

  it('reports nothing when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    const { deps, notify } = setup(fetch);
    expect(await ajaxSubmit({ url: '/a', data: {}, signal: controller.signal }, deps)).toMatchObject({ ok: false, reason: 'aborted' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the failure text in the active language', async () => {
    setDictionary({ 'Something went wrong.': 'Etwas ist schiefgelaufen.' });
    const { deps, notify } = setup(answering('', 502));
    await ajaxSubmit({ url: '/a', data: {} }, deps);
    expect(notify).toHaveBeenCalledWith({ type: 'error', text: 'Etwas ist schiefgelaufen.' });
  });

  it('keeps the form_key from other origins', async () => {
    const fetch = answering('{}');
    const { deps } = setup(fetch);
    await ajaxSubmit({ url: 'https://api.example/track', data: { id: 1 } }, deps);
    expect(String(fetch.mock.calls[0]![1]!.body)).toBe('id=1');
  });
});
