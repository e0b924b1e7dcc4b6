import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The demo password of every seeded customer (storefront/server/db/seed-data.ts). */
export const DEMO_PASSWORD = 'Password123!';

/**
 * Seeded customers, one per journey and project, so parallel journeys never share a
 * customer's cart.
 */
export const CUSTOMERS = {
  desktop: {
    checkout: { email: 'roni_cost@example.com', firstname: 'Veronica' },
    login: { email: 'ava.jones@example.com', firstname: 'Ava' },
  },
  phone: {
    checkout: { email: 'john.smith@example.com', firstname: 'John' },
    login: { email: 'mia.garcia@example.com', firstname: 'Mia' },
  },
} as const;

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name.startsWith('phone');
}

export function customersFor(testInfo: TestInfo) {
  return isPhone(testInfo) ? CUSTOMERS.phone : CUSTOMERS.desktop;
}

/** Counts the customer-section loads a page makes. */
export function countSectionLoads(page: Page): { readonly count: number; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.replace(/\/$/, '') === '/customer/section/load') urls.push(request.url());
  });
  return {
    get count() {
      return urls.length;
    },
    urls,
  };
}

/** Waits until the private content has arrived (the customer menu knows who is there). */
export async function waitForSections(page: Page): Promise<void> {
  await expect(page.locator('[data-slot="customer-menu"]')).not.toHaveAttribute('data-state', 'pending');
}

/** Presses Tab until `target` has focus (at most `limit` presses): a keyboard-only way to a control. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Runs axe (WCAG 2.2 AA) on the page and expects no violation. A page without frames is checked
 * with one `axe.run` in the page ("legacy mode"): the same rules on the same document, with the
 * same results, in about half the time of the default, which runs axe per frame and then opens a
 * blank page to merge the frames' results (a new page for every check). A page with frames keeps
 * the default, which also reaches frames of another origin.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(page.frames().length === 1);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Nothing runs off the page sideways (WCAG 1.4.10, reflow): the document is no wider than the
 * screen, and a phone (the phone project emulates one: it widens its layout viewport to fit
 * wider content, zooming the page out) keeps the viewport it was given.
 */
export async function expectFitsScreenWidth(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  const seen = await page.evaluate(() => ({ layoutViewport: window.innerWidth, document: document.documentElement.scrollWidth }));
  expect(seen).toEqual({ layoutViewport: width, document: width });
}

/** Opens a top-level category from the header: the top menu on desktop, the quick links on phones. */
export async function openCategory(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const nav = isPhone(testInfo) ? page.getByRole('navigation', { name: 'Shop by category' }) : page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Adds a configurable product from its page, with a colour and a size, once the page has come
 * alive (a click on the server's markup before hydration would be lost to the options' state).
 */
export async function addConfigurable(page: Page, color: string, size: string): Promise<void> {
  await waitForSections(page);
  await page.getByRole('radio', { name: color, exact: true }).check();
  await page.getByRole('radio', { name: size, exact: true }).check();
  const button = page.locator('[data-slot="add-to-cart-button"]');
  await clickUntilAdded(button);
  await expect(button).toHaveText('Add to Cart');
  await expect(button).toBeEnabled();
}

/** Opens the mini cart and returns its dialog. */
export async function openMiniCart(page: Page) {
  await page.getByRole('button', { name: /My Cart/ }).click();
  const dialog = page.getByRole('dialog', { name: 'My Cart' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A button that records, in the page, whether its text has been 'Added' since `clickUntilAdded` began watching it. */
type WatchedButton = HTMLElement & { __saidAdded?: boolean };

/**
 * Presses an Add to Cart button and waits until it has said 'Added', which it says for one second.
 * The page records the text as it changes: polled from here, that second could pass unseen while
 * the page's main thread was busy on a loaded machine (a fresh-clone run, 2026-12-02: the POST
 * answered 200 and the cart filled, but twelve polls in 5 s never read 'Added').
 */
async function clickUntilAdded(button: Locator): Promise<void> {
  await button.evaluate((element: WatchedButton) => {
    element.__saidAdded = false;
    const observer = new MutationObserver(() => {
      if (element.textContent?.replace(/\s+/g, ' ').trim() !== 'Added') return;
      element.__saidAdded = true;
      observer.disconnect();
    });
    observer.observe(element, { subtree: true, childList: true, characterData: true });
  });
  await button.click();
  await expect.poll(() => button.evaluate((element: WatchedButton) => element.__saidAdded === true || element.textContent?.replace(/\s+/g, ' ').trim() === 'Added')).toBe(true);
}

/** Adds a product from its tile on the listing the page shows: Add to Cart, until the button has said 'Added'. */
export async function addFromTile(page: Page, name: string): Promise<void> {
  const tile = page.locator('[data-slot="product-tile"]').filter({ has: page.getByRole('link', { name }) });
  await clickUntilAdded(tile.locator('[data-slot="add-to-cart-button"]'));
}

/** Adds the simple demo product from its category page and waits for the mini cart count. */
export async function addSimpleProduct(page: Page) {
  await page.goto('/women/tops.html');
  await waitForSections(page);
  await addFromTile(page, 'Aero Trail Pullover');
  await expect(page.locator('[data-slot="minicart-counter"]')).toContainText('1');
}

/**
 * A new customer account of its own for a journey that changes what it owns (orders, addresses,
 * the password), made with the registration call on a separate request context: the page stays
 * a guest's. Returns the e-mail; the password is DEMO_PASSWORD.
 */
export async function createCustomer(request: APIRequestContext, testInfo: TestInfo, journey: string): Promise<{ email: string; firstname: string }> {
  const formKey = 'E2eAccountKey123';
  const email = `${journey}-${testInfo.project.name}-${Date.now()}@example.com`;
  const response = await request.post('/customer/account/createpost', {
    headers: { cookie: `form_key=${formKey}`, 'x-form-key': formKey },
    data: { firstname: 'Robin', lastname: 'Hale', email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { email, firstname: 'Robin' };
}

/** Opens the login page, once its sections are loaded, and gives its Sign In form. */
export async function openLoginForm(page: Page): Promise<Locator> {
  await page.goto('/customer/account/login/');
  await waitForSections(page);
  return page.getByRole('form', { name: 'Sign In' });
}

/** Signs in from the login page, which then goes to the home page. */
export async function signIn(page: Page, email: string): Promise<void> {
  const form = await openLoginForm(page);
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** Signs in on the login page the browser is on (the guard sent it there, or a journey opened it), its labels as its view says them. */
export async function signInHere(page: Page, email: string, password: string = DEMO_PASSWORD, say: Say = english): Promise<void> {
  await expect(page).toHaveURL(/\/customer\/account\/login\/?$/);
  await waitForSections(page);
  const form = page.getByRole('form', { name: say('Sign In') });
  await form.getByRole('textbox', { name: say('Email Address') }).fill(email);
  await form.getByLabel(say('Password')).fill(password);
  await form.getByRole('button', { name: say('Sign In') }).click();
}

/**
 * A text as the page's store view says it (issue 31): the translation of an English source string
 * (`%1`… filled with `values`), as the kit's `t()` finds it in the page.
 */
export type Say = (source: string, ...values: ReadonlyArray<string | number>) => string;

/** `%1`… of a catalogue string filled as the kit's `t()` fills them (the journeys load no kit module: Playwright runs them unbuilt). */
const fillIn = (template: string, values: ReadonlyArray<string | number>) => template.replace(/%(\d+)/g, (match, index: string) => String(values[Number(index) - 1] ?? match));

/** The default view's language: the English source strings. */
export const english: Say = (source, ...values) => fillIn(source, values);

/**
 * A locale's dictionary as the shop merges it (ADR 0039): the kit's catalogue first, then every
 * feature folder's `messages/<locale>.ts`, read from the sources (the journeys run unbuilt).
 */
async function dictionaryOf(locale: string): Promise<Record<string, string>> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const features = path.join(root, 'storefront/src/features');
  const files = [
    path.join(root, `ui/src/i18n/locales/${locale}.ts`),
    ...readdirSync(features)
      .sort()
      .map((feature) => path.join(features, feature, 'messages', `${locale}.ts`))
      .filter((file) => existsSync(file)),
  ];
  const catalogues = await Promise.all(files.map(async (file) => ((await import(pathToFileURL(file).href)) as { default: Record<string, string> }).default));
  return Object.assign({}, ...catalogues.reverse());
}

/**
 * The language of the page the browser is on (its `<html lang>`): the view's merged catalogue. A
 * text the catalogue lacks is its English source, as `t()` shows it, so a journey holds before and
 * after a text is translated.
 */
export async function pageLanguage(page: Page): Promise<Say> {
  const locale = await page.locator('html').getAttribute('lang');
  const messages = locale && locale !== 'en-US' ? await dictionaryOf(locale) : {};
  return (source, ...values) => fillIn(messages[source] ?? source, values);
}

/**
 * Checkout's Shipping step by keyboard alone: Tab to each field and type (a closed native select
 * picks the option whose text is typed), the methods' radio group with the arrow keys, Enter on
 * Next. The labels as the page's view says them (`say`).
 */
export async function shipByKeyboard(page: Page, email: string, say: Say = english): Promise<void> {
  const step = page.locator('[data-slot="shipping-step"]');
  const type = async (name: string, text: string, role: 'textbox' | 'combobox' = 'textbox') => {
    await tabTo(page, step.getByRole(role, { name: say(name), exact: true }));
    await page.keyboard.type(text);
  };
  await type('Email Address', email);
  await type('First Name', 'Kay');
  await type('Last Name', 'Board');
  await type('Street Address', '1 Tab Street');
  await type('City', 'Austin');
  // The state: typed in English (a closed select picks by its options' text); in another
  // language, whose letters typing does not match, the arrow keys walk the options to it.
  const region = step.getByRole('combobox', { name: say('State/Province') });
  if (say('Texas') === 'Texas') await type('State/Province', 'Texas', 'combobox');
  else {
    await tabTo(page, region);
    for (let press = 0; press < 80 && (await region.inputValue()) !== 'TX'; press++) await page.keyboard.press('ArrowDown');
  }
  await expect(region).toHaveValue('TX');
  await type('Zip/Postal Code', '78701');
  await type('Phone Number', '512-555-0100');
  // The methods are one radio group: arrow keys move the choice.
  await tabTo(page, step.getByRole('radio', { checked: true }));
  const second = step.getByRole('radio').nth(1);
  if ((await step.getByRole('radio').count()) > 1) {
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeChecked();
    await page.keyboard.press('ArrowUp');
  }
  await expect(step.getByRole('radio').first()).toBeChecked();
  await tabTo(page, step.getByRole('button', { name: say('Next') }));
  await page.keyboard.press('Enter');
}

/** The card form of the checkout's payment step by keyboard alone, up to Enter on Place Order (labels as `say` says them). */
export async function payByKeyboard(page: Page, say: Say = english): Promise<void> {
  const card = page.getByRole('form', { name: say('Credit Card') });
  await tabTo(page, card.getByRole('combobox', { name: say('Credit Card Type') }));
  await page.keyboard.type('Visa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(new Date().getFullYear() + 2));
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: say('Place Order') })).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Waits until a shop a spec started answers its health check (at most `timeout` ms). */
export async function waitForHealth(base: string, timeout: number): Promise<void> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base} did not start`);
}

/** Types a Texas shipping address in checkout's Shipping step (a new customer has none saved). */
export async function fillTexasAddress(step: Locator): Promise<void> {
  await step.getByRole('textbox', { name: 'First Name' }).fill('Robin');
  await step.getByRole('textbox', { name: 'Last Name' }).fill('Hale');
  await step.getByRole('textbox', { name: 'Street Address', exact: true }).fill('100 Congress Ave');
  await step.getByRole('textbox', { name: 'City' }).fill('Austin');
  await step.getByRole('combobox', { name: 'State/Province' }).selectOption({ label: 'Texas' });
  await step.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('78701');
  await step.getByRole('textbox', { name: 'Phone Number' }).fill('512-555-0100');
}

/** Fills the card form of the checkout's payment step. */
export async function fillCard(page: Page, number: string): Promise<void> {
  const card = page.getByRole('form', { name: 'Credit Card' });
  await card.getByRole('combobox', { name: 'Credit Card Type' }).selectOption({ label: 'Visa' });
  await card.getByRole('textbox', { name: 'Credit Card Number' }).fill(number);
  await card.getByRole('combobox', { name: 'Month' }).selectOption({ label: '12 - December' });
  await card.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() + 2));
  await card.getByRole('textbox', { name: 'Card Verification Number' }).fill('123');
}

/** A mail the shops' mail server (tests/e2e/mail-sink.ts) received. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits until the shops' mail server has received a mail to `address` whose subject matches, and gives the newest such mail. */
export async function receivedMail(address: string, subject: RegExp | string): Promise<ReceivedMail> {
  const matches = (mail: ReceivedMail) => mail.to.includes(address) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_SINK_PORT}/mails`)).json()) as ReceivedMail[];
        found = mails.filter(matches).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${address} (${String(subject)})`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The signed-in customer buys what is in the cart, shipping to a Texas address; gives the order number. */
export async function placeOrder(page: Page): Promise<string> {
  await page.goto('/checkout/');
  await waitForSections(page);
  const step = page.locator('[data-slot="shipping-step"]');
  await expect(step).toBeVisible();
  await fillTexasAddress(step);
  await expect(step.getByRole('radio').first()).toBeChecked();
  await step.getByRole('button', { name: 'Next' }).click();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/?$/);
  return /\d{9}/.exec((await page.getByText(/^Your order number is:/).textContent()) ?? '')![0];
}

/** Opens an account page from the side navigation (on phones, its disclosure first). */
export async function openFromAccountNavigation(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'My Account' });
  // On phones the list opens from its disclosure (a <summary>, which names the current page).
  if (isPhone(testInfo)) await nav.locator('summary').click();
  await nav.getByRole('link', { name, exact: true }).click();
}
