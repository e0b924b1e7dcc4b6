import { expect, test, type Page } from '@playwright/test';
import { addSimpleProduct, isPhone, signIn, waitForSections } from './support';

// Customers no other journey uses, one per project, so their carts are their own.
const SHOPPERS = { desktop: 'liam.brown@example.com', phone: 'noah.miller@example.com' } as const;

const PAGES = { home: '/', category: '/women/tops.html', product: '/aero-trail-pullover.html', cart: '/checkout/cart' } as const;

/** Starts collecting layout shifts before the page's own scripts run. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(page: Page, url: string): Promise<{ cls: number; sources: string[] }> {
  // A cold view: the cached sections are gone, so the private content arrives after the page.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(url);
  await waitForSections(page);
  await page.waitForLoadState('networkidle');
  return recordedShifts(page);
}

/** The layout shifts recorded so far (`recordLayoutShifts`): their sum and the elements that moved. */
function recordedShifts(page: Page): Promise<{ cls: number; sources: string[] }> {
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts;
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), sources: shifts.flatMap((shift) => shift.sources) };
  });
}

test('private content arrives without moving the page (CLS under 0.02), for a guest and for a signed-in customer with a cart', async ({ page }, testInfo) => {
  test.slow();
  await recordLayoutShifts(page);

  await page.goto('/');
  for (const [name, url] of Object.entries(PAGES)) {
    const guest = await layoutShiftOf(page, url);
    expect(guest.cls, `guest, ${name} page: ${guest.sources.join(' | ')}`).toBeLessThan(0.02);
  }

  // signIn waits for the redirect to the home page (the login page's own address ends in '/' too).
  await signIn(page, isPhone(testInfo) ? SHOPPERS.phone : SHOPPERS.desktop);
  await addSimpleProduct(page);

  for (const [name, url] of Object.entries(PAGES)) {
    const customer = await layoutShiftOf(page, url);
    expect(customer.cls, `signed-in customer with a cart, ${name} page: ${customer.sources.join(' | ')}`).toBeLessThan(0.02);
  }
});

/**
 * A loopback proxy in front of the shop that sends the category page's HTML in two parts, cut inside
 * the listing toolbar, with a pause between: the browser has time to paint the half it has.
 */
async function slowHalfway(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { createServer, request } = await import('node:http');
  const shop = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: shop.host, 'accept-encoding': 'identity' };
    const upstream = request({ host: shop.hostname, port: shop.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      const { 'content-length': _length, ...rest } = answer.headers;
      outgoing.writeHead(answer.statusCode ?? 502, rest);
      if (!String(answer.headers['content-type']).startsWith('text/html')) return void answer.pipe(outgoing);
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => {
        const html = Buffer.concat(parts).toString('utf8');
        const toolbar = html.indexOf('data-slot="listing-toolbar"');
        const cut = toolbar < 0 ? html.length : html.indexOf('</select>', toolbar) + '</select>'.length;
        outgoing.write(html.slice(0, cut));
        setTimeout(() => outgoing.end(html.slice(cut)), 800);
      });
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('a page painted while its HTML is still arriving does not move when the rest comes', async ({ page, baseURL }, testInfo) => {
  const proxy = await slowHalfway(baseURL!);
  try {
    // Lighthouse's phone: there the item count and the first controls share a line until the page
    // size select comes, then the controls wrap under it (CLS 0.022 here before the head held the first
    // paint for the frame's end, 0.004 on a desktop, where the controls moved left as they grew).
    if (isPhone(testInfo)) await page.setViewportSize({ width: 412, height: 823 });
    await recordLayoutShifts(page);
    await page.goto(`${proxy.url}${PAGES.category}`);
    await expect(page.locator('[data-slot="listing-toolbar"] select[name="limit"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    const { cls, sources } = await recordedShifts(page);
    // A first visit shows no private content: nothing may move (a few pixels of the header once its
    // links come on a desktop are 0.00002).
    expect(cls, sources.join(' | ')).toBeLessThan(0.001);
  } finally {
    await proxy.close();
  }
});
