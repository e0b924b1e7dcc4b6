import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

/**
 * Every numeric parameter of the built shop's pages and endpoints, sent hostile values around
 * 2^31, 2^53, 2^63 and 1e20 and non-numbers: no answer is a 5xx, and while each request runs
 * a second client still gets an answer within a second (`?p=9007199254740993` once froze the
 * whole process in the pager's loop). The shop runs in its own process (Playwright's web
 * server), so a freeze fails these tests on their timeouts instead of hanging them.
 */
const HOSTILE = ['2147483648', '9007199254740993', '9223372036854775807', '1e20', '99999999999999999999', '-1', 'NaN', 'abc'];

const FORM_KEY = 'HostileNumbers16';
const renderInfo = (value: string, storeId = '1') =>
  `/rest/V1/products-render-info?searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=${value}&searchCriteria[filter_groups][0][filters][0][condition_type]=in&store_id=${storeId}`;

/** GET addresses, one per numeric parameter, with the value in place of `$`. */
const GETS: ((v: string) => string)[] = [
  (v) => `/women.html?p=${v}`,
  (v) => `/women.html?limit=${v}`,
  (v) => `/women.html?p=${v}&limit=${v}&product_list_order=${v}&product_list_dir=${v}`,
  (v) => `/women/tops-women.html?p=${v}&limit=36`,
  (v) => `/catalogsearch/result/?q=jacket&p=${v}`,
  (v) => `/catalogsearch/result/?q=jacket&limit=${v}`,
  (v) => renderInfo(v),
  (v) => renderInfo(`1,${v}`),
  (v) => renderInfo('1', v),
  (v) => `/customer/section/load/?sections=cart&force_new_section_timestamp=${v}&_=${v}`,
  (v) => `/page_cache/block/render?blocks=${encodeURIComponent('["home-hero"]')}&version=${v}`,
  (v) => `/search/ajax/suggest?q=${v}`,
  (v) => `/${v}.html`,
];

/** POST calls with their numeric fields (JSON bodies, form_key in the header). */
const POSTS: { path: string; body: (v: string) => Record<string, unknown>; form?: boolean }[] = [
  { path: '/checkout/cart/add', form: true, body: (v) => ({ product: v, qty: v }) },
  { path: '/checkout/cart/add', form: true, body: (v) => ({ product: '1', qty: v }) },
  { path: '/checkout/cart/add', form: true, body: (v) => ({ product: '1', qty: '1', [`super_attribute[${v}]`]: v }) },
  { path: '/checkout/sidebar/updateItemQty', body: (v) => ({ item_id: v, item_qty: v }) },
  { path: '/checkout/sidebar/removeItem', body: (v) => ({ item_id: v }) },
  { path: '/rest/V1/customer-group/update', body: (v) => ({ customerId: v, customerGroupIdFromCustomerData: v }) },
  { path: '/catalog/product/frontend_action_synchronize', body: (v) => ({ type_id: 'recently_viewed_product', ids: [v] }) },
  { path: '/catalog/product/frontend_action_synchronize', body: (v) => ({ type_id: 'recently_viewed_product', ids: { [v]: { product_id: v, added_at: v } } }) },
];

/** Runs `send` while a second client asks for /healthz: both must answer, the second within a second. */
async function whileOthersAreServed(request: APIRequestContext, send: () => Promise<APIResponse>, label: string) {
  const answer = send();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = Date.now();
  const health = await request.get('/healthz', { timeout: 1000 }).catch((error: Error) => error);
  expect(health instanceof Error ? health.message : health.status(), `a second client while ${label}`).toBe(200);
  expect(Date.now() - started, `a second client's wait while ${label}`).toBeLessThan(1000);
  const response = await answer;
  expect(response.status(), label).toBeLessThan(500);
  return response;
}

test.describe('hostile numbers', () => {
  test.skip(({ isMobile }) => isMobile, 'The server answers both projects alike: once is enough.');

  test('pages and GET calls answer every numeric parameter without a 5xx, and the shop keeps answering', async ({ request }) => {
    test.setTimeout(120_000);
    for (const address of GETS) {
      for (const value of HOSTILE) {
        const url = address(value);
        await whileOthersAreServed(request, () => request.get(url, { timeout: 5000, maxRedirects: 0 }), `GET ${url}`);
      }
    }
    // A page number past the end is clamped, not a 500: the last page of women's products.
    const last = await request.get('/women.html?p=99999999999999999999');
    expect(last.status()).toBe(200);
    expect(await last.text()).not.toMatch(/We can(?:'|&#x27;|&#39;)t find products/);
  });

  test('calls with numeric fields answer every value without a 5xx, and the shop keeps answering', async ({ request }) => {
    test.setTimeout(120_000);
    for (const call of POSTS) {
      for (const value of HOSTILE) {
        const body = call.body(value);
        const headers = { cookie: `form_key=${FORM_KEY}`, 'x-form-key': FORM_KEY };
        const send = call.form
          ? () => request.post(call.path, { multipart: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), headers, timeout: 5000 })
          : () => request.post(call.path, { data: body, headers, timeout: 5000 });
        const response = await whileOthersAreServed(request, send, `POST ${call.path} ${JSON.stringify(body)}`);
        if (response.status() >= 400) expect(await response.text(), `a message for POST ${call.path}`).toMatch(/\w/);
      }
    }
  });
});
