import { expect, test, type Page, type Request, type TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, waitForSections } from './support';

// SPEC.md §3 "Customer-group widget", §4 "Group-change logout": a signed-in page view costs no
// group check while the customer's group is known to be current, and a group changed on the server
// still signs the customer out. The shop has no admin screens: the "admin" is the e2e shop's
// test-only route (SHOP_TEST_ROUTES, see playwright.config.ts), and each project signs in as a
// customer of its own, made through the same routes, so no other journey sees the change.

const WHOLESALE = 2;
const GROUP_UPDATE_PATH = '/rest/V1/customer-group/update';
const SECTION_LOAD_PATH = '/customer/section/load';
const LOGOUT_PATH = '/customer/account/logout';
const PRODUCT_PAGE = '/aero-trail-pullover.html';
/** One past the widget's re-check interval (5 minutes). */
const PAST_RECHECK_INTERVAL = '05:01';


/** A fresh customer for this project and run, made through the test-only route. */
async function newCustomer(page: Page, testInfo: TestInfo) {
  const customer = { email: `group-${testInfo.project.name}-${Date.now()}@example.com`, firstname: 'Gail', lastname: 'Group', password: DEMO_PASSWORD };
  const response = await page.request.post('/__test/customers', { data: customer });
  expect(response.status()).toBe(200);
  return customer;
}

/** What an admin does in the back office: moves the customer to another group. */
async function moveCustomerToGroup(page: Page, email: string, groupId: number) {
  const response = await page.request.post('/__test/customer-group', { data: { email, group_id: groupId } });
  expect(response.status()).toBe(200);
}

const pathOf = (request: Request) => new URL(request.url()).pathname.replace(/\/$/, '');
const isGroupUpdate = (request: Request) => request.method() === 'POST' && pathOf(request) === GROUP_UPDATE_PATH;
const isSectionLoad = (request: Request) => pathOf(request) === SECTION_LOAD_PATH;
/** The shop's own calls: everything but fingerprinted assets, media and the icon. */
const isCall = (request: Request) => !/^\/(assets|media)\/|^\/favicon/.test(pathOf(request) + '/');
/** Requests as `METHOD /path`, for readable failures. */
const named = (requests: Request[]) => requests.map((request) => `${request.method()} ${pathOf(request)}`);

/** Loads a page and returns every request it made until the network was idle. */
async function pageView(page: Page, pathname: string): Promise<Request[]> {
  const seen: Request[] = [];
  const record = (request: Request) => seen.push(request);
  page.on('request', record);
  await page.goto(pathname);
  await waitForSections(page);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return seen;
}

test('a signed-in page view costs no group check and no section reload; a group changed on the server signs the customer out', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const CUSTOMER = await newCustomer(page, testInfo);
  // The browser's clock is moved on to pass the widget's re-check interval.
  await page.clock.install();

  await page.goto('/customer/account/login/');
  await waitForSections(page);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByRole('textbox', { name: 'Email Address' }).fill(CUSTOMER.email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('[data-slot="customer-menu"]')).toHaveAttribute('data-state', 'customer');
  await page.waitForLoadState('networkidle');

  // Two page views right after signing in: the customer section was just built, its group is current.
  const first = await pageView(page, PRODUCT_PAGE);
  const second = await pageView(page, '/women/tops.html');
  for (const view of [first, second]) {
    expect(named(view.filter(isGroupUpdate))).toEqual([]);
    expect(named(view.filter(isSectionLoad))).toEqual([]);
  }
  const product = await pageView(page, PRODUCT_PAGE);
  testInfo.annotations.push({ type: 'signed-in product page view', description: `${product.length} requests; calls: ${named(product.filter(isCall)).join(', ')}` });
  expect(named(product.filter(isCall))).toEqual([`GET ${PRODUCT_PAGE}`]);

  // Past the re-check interval the next page view asks once; the answer "unchanged" reloads no section.
  await page.clock.fastForward(PAST_RECHECK_INTERVAL);
  const recheck = await pageView(page, PRODUCT_PAGE);
  expect(named(recheck.filter(isGroupUpdate))).toEqual([`POST ${GROUP_UPDATE_PATH}`]);
  expect(named(recheck.filter(isSectionLoad))).toEqual([]);
  const afterRecheck = await pageView(page, '/women/tops.html');
  expect(named(afterRecheck.filter(isGroupUpdate))).toEqual([]);
  await expect(page.locator('[data-slot="customer-group-notice"]')).toHaveCount(0);

  // An admin moves the customer to Wholesale; the page's cached customer data still says General.
  await moveCustomerToGroup(page, CUSTOMER.email, WHOLESALE);
  await page.clock.fastForward(PAST_RECHECK_INTERVAL);
  // The answer is held until the shopper has scrolled down, to see the page go back to the top.
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${GROUP_UPDATE_PATH}`, async (route) => {
    await scrolled;
    await route.continue();
  });
  const groupUpdate = page.waitForRequest(isGroupUpdate);
  const answered = page.waitForResponse((response) => isGroupUpdate(response.request()));
  await page.goto(PRODUCT_PAGE);
  await groupUpdate;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const loggedOut = page
    .waitForRequest((request) => pathOf(request) === LOGOUT_PATH && request.isNavigationRequest(), { timeout: 20_000 })
    .then((request) => ({ request, at: Date.now() }));
  release();
  await answered;
  const answeredAt = Date.now();

  const notice = page.locator('[data-slot="customer-group-notice"]');
  await expect(notice).toHaveText('Your customer group has changed. You will be signed out in a few seconds.');
  await expect(notice).toHaveClass(/(^|\s)message(\s|$)/);
  await expect(notice).toHaveClass(/(^|\s)notice(\s|$)/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Five seconds later the browser goes to the logout route, which ends the session.
  const logout = await loggedOut;
  expect(logout.at - answeredAt).toBeGreaterThanOrEqual(4_500);
  expect(new URL(logout.request.url()).origin).toBe(new URL(page.url()).origin);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await waitForSections(page);
  await expect(page.locator('[data-slot="customer-menu"]')).toHaveAttribute('data-state', 'guest');
  await expect(page.getByRole('button', { name: CUSTOMER.firstname })).toHaveCount(0);
});
