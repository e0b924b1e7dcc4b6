// A cold phone view of each page in Chromium (issue 18, item 3): requests by the time the page
// settles and the JavaScript it downloads, before it is interactive and by settle.
//
// - Cold: a fresh browser context per view (empty cache, no cookies), 390 × 844 like a phone.
// - Settled: hydrated (the root route's mark, below), then no request in flight for 500 ms from then on.
// - Requests: every request the page made by then (document, styles, scripts, images, fonts, calls).
// - JS gzip: each script's body gzipped here (as `scripts/route-bundles.mjs` counts), so the figure
//   does not depend on which encoding the server chose; JS transfer: the bytes sent (Resource Timing).
// - Before interaction: the scripts the page asked for before React finished hydrating it. The root
//   route marks that moment (`performance.mark('shop:hydrated')` in its layout effect, which runs once
//   the whole tree has hydrated, before passive effects load more code); a script counts when its request started before the mark.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/chromium.js';
import { ensureChromium } from './ensure-chromium.mjs';

export const PAGE_VIEWPORT = { width: 390, height: 844 };

/** Requests in flight on `page` and when the last one started or ended. */
function watchNetwork(page) {
  const state = { inFlight: 0, last: Date.now() };
  const done = () => {
    state.inFlight -= 1;
    state.last = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/** Until no request has been in flight for 500 ms (Playwright's network idle fires once per page: it cannot be waited for again after hydration). */
async function quiet(page, network) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (network.inFlight > 0 || Date.now() - network.last < 500)) await page.waitForTimeout(50);
}

/** The chunk a script is (its file name without the content hash): `framework`, `shell`, `validation`. */
const chunkName = (address) => new URL(address).pathname.split('/').pop().replace(/-[\w-]{8}\.js$/, '');

/**
 * Where a view's JavaScript goes (kB gzip), for the bench's reasons (`scripts/bench-report.mjs`):
 * before interaction the framework (React, React DOM, React Router), the shell (the frame every page
 * shares) and the page's own; after it the named groups every private page loads (`vite.config.ts`)
 * and the rest; with the number of files before and after hydration, and how many of the later are under 2 kB.
 */
async function partsOf(scripts, early, bodies) {
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  const parts = { first: { framework: 0, shell: 0, page: 0 }, after: { 'page-services': 0, services: 0, validation: 0, forms: 0, other: 0 }, filesFirst: 0, filesAfter: 0, smallFilesAfter: 0 };
  for (const entry of scripts) {
    const bytes = await bodies.get(entry.name);
    const name = chunkName(entry.name);
    if (early.includes(entry)) {
      const part = name in parts.first ? name : 'page';
      parts.first[part] += bytes;
      parts.filesFirst += 1;
    } else {
      parts.after[name in parts.after ? name : 'other'] += bytes;
      parts.filesAfter += 1;
      if (bytes < 2048) parts.smallFilesAfter += 1;
    }
  }
  for (const group of [parts.first, parts.after]) for (const name of Object.keys(group)) group[name] = kb(group[name]);
  return parts;
}

/** One cold view of `url`: requests by settle, JS (gzip and transfer) before interaction and by settle. `prepare` gives the fresh context its session first (through its request API: the browser's cache stays empty). */
async function coldView(browser, url, prepare) {
  const context = await browser.newContext({ viewport: PAGE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  if (prepare) await prepare(context, new URL(url).origin);
  const page = await context.newPage();
  const requests = [];
  const scriptBodies = new Map();
  const network = watchNetwork(page);
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scriptBodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // Settled once hydrated (what the page loads after hydration is part of it) and then quiet. The
  // network alone fell quiet before hydration now and then: the scripts were in by 0.3 s, the page
  // hydrated at 1.0 s, and the view counted none of what it loads after (2026-12-02).
  await page.waitForFunction(() => performance.getEntriesByName('shop:hydrated').length > 0, null, { timeout: 20_000 }).catch(() => {});
  // The quiet is counted from hydration: what the page loads next starts in its effects.
  network.last = Date.now();
  await quiet(page, network);
  const timing = await page.evaluate(() => ({
    hydrated: performance.getEntriesByName('shop:hydrated')[0]?.startTime ?? null,
    resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, transfer: entry.encodedBodySize })),
  }));
  const scripts = timing.resources.filter((entry) => scriptBodies.has(entry.name));
  const gzipOf = async (entries) => (await Promise.all(entries.map((entry) => scriptBodies.get(entry.name)))).reduce((sum, bytes) => sum + bytes, 0);
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  const early = timing.hydrated === null ? scripts : scripts.filter((entry) => entry.startTime < timing.hydrated);
  const figures = {
    url,
    requests: requests.length,
    scripts: scripts.length,
    jsBeforeInteractionKb: kb(await gzipOf(early)),
    jsBySettleKb: kb(await gzipOf(scripts)),
    jsTransferBySettleKb: kb(scripts.reduce((sum, entry) => sum + entry.transfer, 0)),
    hydratedMs: timing.hydrated === null ? null : Math.round(timing.hydrated),
    parts: await partsOf(scripts, early, scriptBodies),
    // What was requested, in order: type, gzip kB of a script, whether it started before hydration.
    requestList: await Promise.all(
      requests.map(async ({ url: address, type }) => {
        const resource = timing.resources.find((entry) => entry.name === address);
        const early = timing.hydrated === null || (resource !== undefined && resource.startTime < timing.hydrated);
        return { url: address, type, gzipKb: scriptBodies.has(address) ? kb(await scriptBodies.get(address)) : null, early: resource ? early : null };
      }),
    ),
  };
  await context.close();
  return figures;
}

/** The context's form_key: the cookie the server set (at sign-in), or a new one (the browser's own double-submit cookie, which its posts repeat). */
async function formKeyOf(context, base) {
  const set = (await context.cookies(base)).find((cookie) => cookie.name === 'form_key');
  if (set) return set.value;
  const key = Array.from({ length: 16 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');
  await context.addCookies([{ name: 'form_key', value: key, url: base }]);
  return key;
}

/** Puts one in-stock simple product of the page at `path` into the context's cart. */
async function fillCart(context, base, path = '/gear.html') {
  const form_key = await formKeyOf(context, base);
  const html = await (await context.request.get(base + path)).text();
  for (const id of [...new Set([...html.matchAll(/data-product-id="(\d+)"/g)].map((m) => m[1]))].slice(0, 20)) {
    const answer = await (await context.request.post(`${base}/checkout/cart/add`, { form: { product: id, qty: '1', form_key } })).json();
    if (answer.messages?.[0]?.type === 'success') return form_key;
  }
  throw new Error(`No product of ${path} could be added to the cart.`);
}

/** Places a guest order (or the signed-in customer's) for one product, with the offline test gateway's card. */
async function placeOrder(context, base) {
  const form_key = await fillCart(context, base);
  const address = { firstname: 'Jane', lastname: 'Doe', street: ['6146 Honey Bluff Parkway', ''], city: 'Calder', country_id: 'US', region_code: 'CA', postcode: '90001', telephone: '(555) 229-3326' };
  const card = { method: 'offline_card', ccType: 'VI', ccNumber: '4111 1111 1111 1111', ccExpMonth: '12', ccExpYear: '2035', ccCvn: '737' };
  const placed = await context.request.post(`${base}/rest/V1/checkout/place-order`, {
    data: { form_key, idempotency_key: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, email: `bench.${Date.now()}@example.com`, shipping_address: address, shipping_method: 'flatrate_flatrate', billing_same_as_shipping: true, payment: card },
  });
  if (!placed.ok()) throw new Error(`Place Order answered ${placed.status()}: ${await placed.text()}`);
}

/** Sessions the private pages are viewed with: a cart, a just-placed guest order, a new customer signed in, with an order. */
export const sessions = {
  cart: (context, base) => fillCart(context, base),
  placedOrder: (context, base) => placeOrder(context, base),
  // A new account (production mode seeds no demo customers), signed in by registering, with one order.
  customer: async (context, base) => {
    const form_key = await formKeyOf(context, base);
    const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const account = { firstname: 'Bench', lastname: 'Shopper', email, password: 'Trail-Runner-2026', password_confirmation: 'Trail-Runner-2026' };
    const registered = await (await context.request.post(`${base}/customer/account/createpost`, { data: { form_key, ...account } })).json();
    if (!registered.success) throw new Error(`The bench's customer could not register: ${registered.message}`);
    await placeOrder(context, base);
  },
};

/**
 * Cold views of each page (`{ name: path }`, or `{ name: { path, prepare } }` for a page seen with a
 * session: `prepare(context, base)` from `sessions`) on the shop at `base`: the median view by requests of `runs`.
 */
export async function pageFigures(base, pages, { runs = 1 } = {}) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const figures = {};
  try {
    console.log(`\nCold phone views (${PAGE_VIEWPORT.width}×${PAGE_VIEWPORT.height}, by network idle; JS as gzip):`);
    for (const [name, page] of Object.entries(pages)) {
      const { path, prepare } = typeof page === 'string' ? { path: page } : page;
      const views = [];
      for (let i = 0; i < runs; i++) views.push(await coldView(browser, base + path, prepare));
      views.sort((a, b) => a.requests - b.requests);
      const { requestList, ...view } = views[Math.floor(views.length / 2)];
      figures[name] = { ...view, url: path };
      console.log(
        `  ${name.padEnd(10)} ${String(view.requests).padStart(3)} requests (${view.scripts} scripts)  JS before interaction ${view.jsBeforeInteractionKb} kB, by settle ${view.jsBySettleKb} kB (${view.jsTransferBySettleKb} kB sent)  hydrated at ${view.hydratedMs} ms  ${path}`,
      );
      if (process.env.BENCH_LIST_REQUESTS) {
        for (const { url: address, type, gzipKb, early } of requestList) {
          const when = early === null ? '' : early ? 'first' : 'after';
          console.log(`      ${type.padEnd(10)} ${when.padEnd(5)} ${gzipKb === null ? '' : `${gzipKb} kB`.padStart(8)}  ${address.replace(base, '')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
