import { expect, test } from '@playwright/test';

// The head a browser reads first (ADR 0047): the stylesheet before anything else it fetches, and the
// first load's modules at low priority, so on a slow link the stylesheet and the first pictures come
// first. A page any cache keeps is written whole; a private page (the cart) is streamed.
for (const path of ['/gear.html', '/checkout/cart/']) {
  test(`${path}: the stylesheet comes first in the head, and every module preload is at low priority`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const fetched = [...head.matchAll(/<link [^>]*rel="(stylesheet|modulepreload)"[^>]*>/g)].map((match) => match[0]);
    expect(fetched[0]).toMatch(/^<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    const preloads = fetched.filter((link) => link.includes('modulepreload'));
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  });
}
