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
