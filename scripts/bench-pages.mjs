// A cold phone view of each page in Chromium (issue 18, item 3): requests by the time the page
// settles and the JavaScript it downloads, before it is interactive and by settle.
//
// - Cold: a fresh browser context per view (empty cache, no cookies), 390 × 844 like a phone.
// - Settled: Playwright's network idle (no request for 500 ms) after the load event.
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

/** One cold view of `url`: requests by settle, JS (gzip and transfer) before interaction and by settle. */
async function coldView(browser, url) {
  const context = await browser.newContext({ viewport: PAGE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const requests = [];
  const scriptBodies = new Map();
  page.on('request', (request) => requests.push(request.url()));
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
  await page.waitForLoadState('networkidle');
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
    requestList: requests,
  };
  await context.close();
  return figures;
}

/** Cold views of each page (`{ name: path }`) on the shop at `base`: the median view by requests of `runs`. */
export async function pageFigures(base, pages, { runs = 1 } = {}) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const figures = {};
  try {
    console.log(`\nCold phone views (${PAGE_VIEWPORT.width}×${PAGE_VIEWPORT.height}, by network idle; JS as gzip):`);
    for (const [name, path] of Object.entries(pages)) {
      const views = [];
      for (let i = 0; i < runs; i++) views.push(await coldView(browser, base + path));
      views.sort((a, b) => a.requests - b.requests);
      const { requestList, ...view } = views[Math.floor(views.length / 2)];
      figures[name] = { ...view, url: path };
      console.log(
        `  ${name.padEnd(10)} ${String(view.requests).padStart(3)} requests (${view.scripts} scripts)  JS before interaction ${view.jsBeforeInteractionKb} kB, by settle ${view.jsBySettleKb} kB (${view.jsTransferBySettleKb} kB sent)  hydrated at ${view.hydratedMs} ms  ${path}`,
      );
      if (process.env.BENCH_LIST_REQUESTS) for (const request of requestList) console.log(`      ${request.replace(base, '')}`);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
