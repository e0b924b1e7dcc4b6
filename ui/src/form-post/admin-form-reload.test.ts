import { describe, expect, it, vi } from 'vitest';
import { reloadAdminForm } from './admin-form-reload';

const FORM_KEY = 'AbCdEfGh12345678';
const PAGE = 'https://shop.test/admin/catalog/product/edit/id/7/';
const FAILURE = { type: 'error', text: 'Something went wrong.' };
const REQUEST = { url: '/admin/catalog/product/reload/', data: { product: { name: 'Yoga mat' }, type: 'simple' } };

/** A fetch stub answering `body` with `status`. */
const answering = (body: unknown, status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

function setup(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  const notify = vi.fn();
  const navigate = vi.fn();
  return { notify, navigate, deps: { fetch: fetch as typeof globalThis.fetch, notify, navigate, getFormKey: () => FORM_KEY, baseUrl: PAGE } };
}

describe('reloadAdminForm (call 14)', () => {
  it('POSTs the form data plus the form_key and returns the content of the answer', async () => {
    const fetch = answering({ form: { name: 'Yoga mat' } });
    const { deps, notify, navigate } = setup(fetch);
    expect(await reloadAdminForm(REQUEST, deps)).toEqual({ status: 'content', content: { form: { name: 'Yoga mat' } } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://shop.test/admin/catalog/product/reload/');
    expect(init!.method).toBe('POST');
    expect(String(init!.body)).toBe(`product%5Bname%5D=Yoga+mat&type=simple&form_key=${FORM_KEY}`);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('returns an HTML answer as text, and sends a GET with the data in the query', async () => {
    const fetch = answering('<fieldset>…</fieldset>');
    const { deps } = setup(fetch);
    expect(await reloadAdminForm({ ...REQUEST, method: 'GET' }, deps)).toEqual({ status: 'content', content: '<fieldset>…</fieldset>' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`https://shop.test/admin/catalog/product/reload/?product%5Bname%5D=Yoga+mat&type=simple&form_key=${FORM_KEY}`);
    expect(init!.body).toBeUndefined();
  });

  it('goes to ajaxRedirect when the session expired, whatever the status', async () => {
    for (const status of [200, 401]) {
      const { deps, navigate, notify } = setup(answering({ ajaxExpired: true, ajaxRedirect: '/admin/auth/login/' }, status));
      expect(await reloadAdminForm(REQUEST, deps)).toEqual({ status: 'redirect', url: 'https://shop.test/admin/auth/login/' });
      expect(navigate).toHaveBeenCalledExactlyOnceWith('https://shop.test/admin/auth/login/');
      expect(notify).not.toHaveBeenCalled();
    }
  });

  it.each(['https://evil.test/login', '//evil.test/login', '/\\evil.test/login', 'javascript:alert(document.cookie)', undefined])(
    'refuses to go to ajaxRedirect %j, which leaves the site, and reports a failure',
    async (ajaxRedirect) => {
      const { deps, navigate, notify } = setup(answering({ ajaxExpired: true, ajaxRedirect }));
      expect(await reloadAdminForm(REQUEST, deps)).toMatchObject({ status: 'failed', reason: 'unsafe-redirect' });
      expect(navigate).not.toHaveBeenCalled();
      expect(notify.mock.calls).toEqual([[FAILURE]]);
    },
  );

  it('shows each message of an error answer as an error notification', async () => {
    const { deps, notify, navigate } = setup(answering({ error: true, messages: ['The SKU is taken.', 'Enter a <b>price</b>.'] }, 400));
    expect(await reloadAdminForm(REQUEST, deps)).toEqual({ status: 'error', messages: ['The SKU is taken.', 'Enter a <b>price</b>.'] });
    expect(notify.mock.calls).toEqual([[{ type: 'error', text: 'The SKU is taken.' }], [{ type: 'error', text: 'Enter a <b>price</b>.' }]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [{ error: true, messages: 'The SKU is taken.' }, ['The SKU is taken.']],
    [{ error: true, message: 'The SKU is taken.' }, ['The SKU is taken.']],
    [{ error: true, messages: [42, ''] }, ['Something went wrong.']],
    [{ error: true }, ['Something went wrong.']],
  ])('reads the messages of %j', async (answer, expected) => {
    const { deps, notify } = setup(answering(answer));
    expect(await reloadAdminForm(REQUEST, deps)).toEqual({ status: 'error', messages: expected });
    expect(notify.mock.calls).toEqual(expected.map((text) => [{ type: 'error', text }]));
  });

  it("reports 'Something went wrong.' on a network failure or a failing answer with nothing to say", async () => {
    for (const fetch of [vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), answering('<h1>Bad gateway</h1>', 502)]) {
      const { deps, notify, navigate } = setup(fetch);
      expect(await reloadAdminForm(REQUEST, deps)).toMatchObject({ status: 'failed' });
      expect(notify.mock.calls).toEqual([[FAILURE]]);
      expect(navigate).not.toHaveBeenCalled();
    }
  });

  it('reports nothing when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const { deps, notify } = setup(vi.fn(async (_url: string, init?: RequestInit) => Promise.reject(init?.signal?.reason)));
    expect(await reloadAdminForm({ ...REQUEST, signal: controller.signal }, deps)).toMatchObject({ status: 'failed', reason: 'aborted' });
    expect(notify).not.toHaveBeenCalled();
  });
});
