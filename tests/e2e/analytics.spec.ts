import { expect, test, type Page } from '@playwright/test';
import { addConfigurable, addFromTile, openMiniCart, waitForSections } from './support';

// The demo shop runs with its tag-manager container (GTM_CONTAINER_ID's default, GTM-DEMO123):
// pages have a data layer, and every ecommerce event follows an empty ecommerce reset
// (SPEC.md §1). The shop with the setting off (no data layer, no script) is covered by
// storefront/server/page-settings.test.ts and storefront/src/features/analytics/start.test.ts.

type Entry = Record<string, unknown> & { event?: string };

const CATEGORY_LIST = 'Category Listing';

/** The page's `window.dataLayer`, as the tag manager would read it. */
function readDataLayer(page: Page): Promise<Entry[] | null> {
  return page.evaluate(() => (window as { dataLayer?: Entry[] }).dataLayer ?? null);
}

/** Every push of this event, each checked to follow an `{ ecommerce: null }` reset. */
async function pushesOf(page: Page, event: string): Promise<Entry[]> {
  const layer = (await readDataLayer(page)) ?? [];
  return layer.flatMap((entry, index) => {
    if (entry?.event !== event) return [];
    expect(layer[index - 1], `the reset before ${event}`).toEqual({ ecommerce: null });
    return [entry];
  });
}

/** Waits for the pushes of an event and returns them. */
async function waitForPushes(page: Page, event: string, count = 1): Promise<Entry[]> {
  await expect.poll(async () => (await pushesOf(page, event)).length, { message: `${event} pushed` }).toBeGreaterThanOrEqual(count);
  return pushesOf(page, event);
}

/** Answers the navigation to a product page with 204 No Content: the browser stays, and so does its data layer. */
async function stayOnClick(page: Page, href: string): Promise<void> {
  const path = new URL(href, page.url()).pathname;
  await page.route(
    (url) => url.pathname === path,
    (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue()),
  );
}

/** The products of a product list as its tiles show them: id, name and 1-based position. */
async function tilesOf(page: Page): Promise<{ id: string; name: string; position: number }[]> {
  return page.locator('[data-slot="product-tile"] [data-product-id]').evaluateAll((links) =>
    links.map((link, index) => ({ id: link.getAttribute('data-product-id') ?? '', name: link.textContent?.trim() ?? '', position: index + 1 })),
  );
}

test('category impressions with their list name, the impression_list_data cookie and the product click', async ({ page, context, baseURL }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL ?? '').origin) thirdParty.push(request.url());
  });
  await page.goto('/women/tops.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Tops' })).toBeVisible();

  // One impressions push for the listed products, in the grid's order, under the list's name.
  const [impressions] = await waitForPushes(page, 'productImpression');
  const tiles = await tilesOf(page);
  expect(tiles.length).toBeGreaterThan(2);
  expect(impressions).toEqual({
    event: 'productImpression',
    ecommerce: { currencyCode: 'USD', impressions: tiles.map((tile) => ({ ...tile, price: expect.any(Number), list: CATEGORY_LIST })) },
  });
  const impressionNamed = (name: string) => (impressions?.ecommerce as { impressions: Entry[] }).impressions.find((entry) => entry.name === name);
  // Prices in the major unit: the price paid (special, or a configurable product's lowest).
  expect(impressionNamed('Aero Trail Pullover')?.price).toBe(57.99);
  expect(impressionNamed('Coast Thermal Hoodie')?.price).toBe(60);
  expect(impressionNamed('Aria Studio Hoodie')?.price).toBe(49);

  // The cookie maps each product id to its list for an hour.
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'impression_list_data');
  expect(cookie).toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual(Object.fromEntries(tiles.map((tile) => [tile.id, CATEGORY_LIST])));
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(3600 - 120);
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(3600 + 5);

  // A product link's click pushes ecommerce.click with the list and the matching impression.
  const link = page.locator('[data-slot="product-tile"]').getByRole('link', { name: 'Coast Thermal Hoodie' });
  await stayOnClick(page, (await link.getAttribute('href')) ?? '');
  await link.click();
  const [click] = await waitForPushes(page, 'productClick');
  expect(click).toEqual({
    event: 'productClick',
    ecommerce: { click: { actionField: { list: CATEGORY_LIST }, products: [impressionNamed('Coast Thermal Hoodie')] } },
  });

  // The demo loads no tag-manager script: no third-party request at all.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
});

test('search results and the home page widget push impressions under their own list names', async ({ page }) => {
  await page.goto('/catalogsearch/result/?q=hoodie');
  const [search] = await waitForPushes(page, 'productImpression');
  const found = (search?.ecommerce as { impressions: Entry[] }).impressions;
  expect(found.length).toBeGreaterThan(0);
  expect(new Set(found.map((entry) => entry.list))).toEqual(new Set(['Search Results']));

  await page.goto('/');
  const [widget] = await waitForPushes(page, 'productImpression');
  const shown = (widget?.ecommerce as { impressions: Entry[] }).impressions;
  expect(shown.length).toBeGreaterThan(0);
  expect(shown[0]).toMatchObject({ list: 'Home Page: New in tops', position: 1, price: expect.any(Number) });

  // The widget's first product link is tracked under the widget's list.
  const first = page.locator(`a[data-list-name="Home Page: New in tops"][data-product-id="${shown[0]?.id}"]`);
  // Scrolled near, the carousel's code loads and hydrates the server's tiles where they are: the same link.
  await first.scrollIntoViewIfNeeded();
  await stayOnClick(page, (await first.getAttribute('href')) ?? '');
  await first.click();
  const [click] = await waitForPushes(page, 'productClick');
  expect(click?.ecommerce).toEqual({ click: { actionField: { list: 'Home Page: New in tops' }, products: [shown[0]] } });
});

test('add to cart from a tile and a product page, and remove from the mini cart', async ({ page }) => {
  // Two pages, two adds and a removal: a long journey on a busy machine.
  test.slow();
  await page.goto('/women/tops.html');
  await waitForSections(page);
  const [impressions] = await waitForPushes(page, 'productImpression');
  const listed = (impressions?.ecommerce as { impressions: Entry[] }).impressions;
  const pullover = listed.find((entry) => entry.name === 'Aero Trail Pullover');
  const hoodie = listed.find((entry) => entry.name === 'Aria Studio Hoodie');

  // From the tile: quantity 1 at the product's price, with the list it was listed in.
  await addFromTile(page, 'Aero Trail Pullover');
  const [added] = await waitForPushes(page, 'addToCart');
  expect(added).toEqual({
    event: 'addToCart',
    ecommerce: {
      currencyCode: 'USD',
      add: { actionField: { list: CATEGORY_LIST }, products: [{ id: pullover?.id, name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] },
    },
  });

  // From the product page, on a new page: the chosen child's price and options; the list comes
  // from the impression_list_data cookie.
  await page.goto(String(await page.locator('[data-slot="product-tile"]').getByRole('link', { name: 'Aria Studio Hoodie' }).getAttribute('href')));
  await addConfigurable(page, 'Orange', 'M');
  const [addedHoodie] = await waitForPushes(page, 'addToCart');
  expect(addedHoodie).toEqual({
    event: 'addToCart',
    ecommerce: {
      currencyCode: 'USD',
      add: { actionField: { list: CATEGORY_LIST }, products: [{ id: hoodie?.id, name: 'Aria Studio Hoodie', price: 70, variant: 'Orange / M', quantity: 1 }] },
    },
  });

  // Removal from the mini cart, after its confirmation.
  const minicart = await openMiniCart(page);
  await expect(minicart.getByText('2 items')).toBeVisible();
  await minicart.getByRole('button', { name: 'Remove Aero Trail Pullover' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(minicart.getByRole('link', { name: 'Aero Trail Pullover' })).toHaveCount(0);
  const [removed] = await waitForPushes(page, 'removeFromCart');
  expect(removed).toEqual({
    event: 'removeFromCart',
    ecommerce: { currencyCode: 'USD', remove: { products: [{ id: pullover?.id, name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] } },
  });
});
