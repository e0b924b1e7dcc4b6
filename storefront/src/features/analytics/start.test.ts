import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import type { CartItem } from '../cart/contract';
import type { ProductTileData } from '../catalog/types';
import { readImpressionList } from './dom';
import { createCookieConsent } from '../cookie-consent/api';
import { CONSENT_COOKIE, type CookieChoice } from '../cookie-consent/model';
import { GA4_EVENTS } from './model';
import { PURCHASES_STORAGE_KEY, startAnalytics, type Analytics } from './start';

const pullover: ProductTileData = {
  id: 12,
  sku: 'WT01',
  name: 'Aero Trail Pullover',
  url: '/aero-trail-pullover.html',
  type: 'simple',
  image: { src: '/media/p.svg', alt: '', width: 400, height: 500 },
  isSalable: true,
  shortDescription: '',
  price: { amount: 5799, currency: 'USD' },
};

const pulloverLine = {
  item_id: 3,
  item_qty: 1,
  qty: 1,
  product_id: 12,
  product_type: 'simple',
  product_name: 'Aero Trail Pullover',
  product_sku: 'WT01',
  product_url: '/aero-trail-pullover.html',
  product_has_url: true,
  product_image: { src: '', alt: '' },
  product_price: '<span class="price">$57.99</span>',
  product_price_value: 57.99,
  product_price_minor: 5799,
  row_total_minor: 5799,
  options: [],
  configure_url: '',
  is_visible_in_site_visibility: true,
} satisfies CartItem;

const win = window as Window & { dataLayer?: unknown[] };
let analytics: Analytics | undefined;

const ACCEPTED: CookieChoice = { necessary: true, analytics: true, marketing: true };
const REJECTED: CookieChoice = { necessary: true, analytics: false, marketing: false };

function start(tagManager?: { containerId: string; scriptUrl?: string }, earlier: CookieChoice | null = ACCEPTED) {
  const target = createFakeCookieTarget();
  const cookies = createCookieJar(target);
  const consent = createCookieConsent(cookies);
  if (earlier) consent.choose(earlier);
  const storage = new MemoryStorage();
  analytics = startAnalytics({ tagManager, currencyCode: 'USD' }, { cookies, consent, storage });
  return { analytics, cookies, target, consent, storage };
}

const isCommand = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';
/** The gtag commands pushed (consent default and updates), as arrays. */
function commands(): unknown[][] {
  return (win.dataLayer ?? []).filter(isCommand).map((entry) => Array.from(entry as IArguments));
}
/** The data layer's pushes other than gtag commands. */
function pushes(): unknown[] {
  return (win.dataLayer ?? []).filter((entry) => !isCommand(entry));
}
/** The pushes of the enhanced-ecommerce events (SPEC.md) with their resets, GA4's left out. */
function specPushes(): unknown[] {
  const all = pushes();
  return all.filter((entry, index) => {
    const event = (entry as { event?: string } | null)?.event ?? (all[index + 1] as { event?: string } | undefined)?.event;
    return !event || !Object.values(GA4_EVENTS).includes(event as never);
  });
}

function addedForm(qty: string): FormData {
  const form = new FormData();
  form.set('product', '12');
  form.set('qty', qty);
  return form;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  analytics?.stop();
  analytics = undefined;
  delete win.dataLayer;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startAnalytics without a container (the setting off)', () => {
  it('makes no data layer, loads no script and tracks nothing', () => {
    const { analytics, target } = start(undefined);
    analytics.listShown([pullover], 'Category Listing');
    analytics.addedToCart(pullover, addedForm('1'), {});
    analytics.cartLineChanged(pulloverLine, 0);
    vi.runAllTimers();
    expect(win.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(target.writes.filter((write) => !write.startsWith(`${CONSENT_COOKIE}=`))).toHaveLength(0);
  });

  it('pushes nothing even when another script made a data layer', () => {
    win.dataLayer = [];
    const { analytics } = start(undefined);
    analytics.listShown([pullover], 'Category Listing');
    document.body.innerHTML = `<ol data-list-name="Category Listing"><li data-product-item data-list-name="Category Listing"><a href="#p" data-product-id="12">P</a></li></ol>`;
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(win.dataLayer).toEqual([]);
  });
});

describe('startAnalytics with a container', () => {
  it('opens the data layer with Consent Mode defaults (all denied) and requests no loader without its address', () => {
    start({ containerId: 'GTM-DEMO123' }, null);
    expect(commands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
    ]);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('requests no loader before consent, nor after Reject All; Accept All pushes the update and loads it', () => {
    const { consent } = start({ containerId: 'GTM-DEMO123', scriptUrl: 'https://tags.example/gtm.js' }, null);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    consent.choose(REJECTED);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    // A choice made now loads it at once: the visitor just used the page.
    consent.choose(ACCEPTED);
    expect(document.querySelector('script')?.src).toBe('https://tags.example/gtm.js?id=GTM-DEMO123');
    consent.choose(ACCEPTED);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(commands().slice(1)).toEqual([
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
    ]);
    // The defaults come before the loader's start event.
    expect(isCommand(win.dataLayer?.[0])).toBe(true);
    expect(pushes()).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('loads the loader at once for a visitor who allowed Analytics only in an earlier visit, granting analytics storage only', () => {
    start({ containerId: 'GTM-DEMO123', scriptUrl: 'https://tags.example/gtm.js' }, { necessary: true, analytics: true, marketing: false });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(commands()[1]).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('loads no loader for a visitor who rejected in an earlier visit', () => {
    start({ containerId: 'GTM-DEMO123', scriptUrl: 'https://tags.example/gtm.js' }, REJECTED);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('pushes a list’s impressions after a reset and keeps product → list in the impression_list_data cookie (with consent)', () => {
    const { analytics, cookies } = start({ containerId: 'GTM-DEMO123' });
    analytics.listShown([pullover], 'Category Listing');
    expect(specPushes()).toEqual([
      { ecommerce: null },
      {
        event: 'productImpression',
        ecommerce: { currencyCode: 'USD', impressions: [{ id: '12', name: 'Aero Trail Pullover', price: 57.99, list: 'Category Listing', position: 1 }] },
      },
    ]);
    expect(pushes().slice(2)).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Category Listing',
          items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1, item_list_name: 'Category Listing', index: 0 }],
        },
      },
    ]);
    expect(readImpressionList(cookies)).toEqual({ '12': 'Category Listing' });
  });

  it('writes no impression_list_data cookie without Analytics consent, but still fills the page’s data layer', () => {
    const { analytics, cookies } = start({ containerId: 'GTM-DEMO123' }, { necessary: true, analytics: false, marketing: true });
    analytics.listShown([pullover], 'Category Listing');
    expect(readImpressionList(cookies)).toEqual({});
    expect(pushes()).toContainEqual(expect.objectContaining({ event: 'productImpression' }));
  });

  it('pushes the click of a product link in any product list, then select_item', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.listShown([pullover], 'Category Listing');
    document.body.innerHTML = `<ol data-list-name="Category Listing"><li data-product-item data-list-name="Category Listing"><a href="#p" data-product-id="12">P</a></li></ol>`;
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pushes().slice(4)).toEqual([
      { ecommerce: null },
      {
        event: 'productClick',
        ecommerce: {
          click: {
            actionField: { list: 'Category Listing' },
            products: [{ id: '12', name: 'Aero Trail Pullover', price: 57.99, list: 'Category Listing', position: 1 }],
          },
        },
      },
      { ecommerce: null },
      {
        event: 'select_item',
        ecommerce: {
          item_list_name: 'Category Listing',
          items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1, item_list_name: 'Category Listing', index: 0 }],
        },
      },
    ]);
  });

  it('pushes an add to cart with the list from the cookie, only when the product went into the cart', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.addedToCart(pullover, addedForm('1'), { backUrl: '/aero-trail-pullover.html' });
    analytics.addedToCart(pullover, addedForm('1'), { messages: [{ type: 'error', text: 'The requested qty is not available' }] });
    expect(pushes()).toEqual([]);
    analytics.addedToCart(pullover, addedForm('2'), { messages: [{ type: 'success', text: 'You added Aero Trail Pullover.' }] });
    analytics.listShown([pullover], 'Search Results');
    analytics.addedToCart(pullover, addedForm('1'), {});
    const product = { id: '12', name: 'Aero Trail Pullover', price: 57.99 };
    expect(specPushes()).toEqual([
      { ecommerce: null },
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { products: [{ ...product, quantity: 2 }] } } },
      { ecommerce: null },
      expect.objectContaining({ event: 'productImpression' }),
      { ecommerce: null },
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { actionField: { list: 'Search Results' }, products: [{ ...product, quantity: 1 }] } } },
    ]);
    const adds = pushes().filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
    expect(adds).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'USD', value: 115.98, items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 2 }] } },
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'USD', value: 57.99, items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1, item_list_name: 'Search Results' }] },
      },
    ]);
  });

  it('pushes a removal from the cart after a reset, and remove_from_cart', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.cartLineChanged(pulloverLine, 0);
    expect(pushes()).toEqual([
      { ecommerce: null },
      { event: 'removeFromCart', ecommerce: { currencyCode: 'USD', remove: { products: [{ id: '12', name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] } } },
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'USD', value: 57.99, items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] } },
    ]);
  });

  it('pushes purchase once per order, remembered in storage across pages', () => {
    const { analytics, storage } = start({ containerId: 'GTM-DEMO123' });
    const order = { increment_id: '000000042', currency: 'USD', grand_total: 6799, tax: 0, shipping: 1000, items: [{ sku: 'WT01', name: 'Aero Trail Pullover', price: 5799, qty: 1, options: [] }] };
    analytics.orderPlaced(order);
    analytics.orderPlaced(order);
    expect(pushes().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(1);
    expect(JSON.parse(storage.getItem(PURCHASES_STORAGE_KEY) ?? '')).toEqual(['000000042']);
    // A reload: a new page's analytics over the same storage.
    analytics.stop();
    delete win.dataLayer;
    const again = startAnalytics({ tagManager: { containerId: 'GTM-DEMO123' }, currencyCode: 'USD' }, { storage });
    again.orderPlaced(order);
    expect(pushes().filter((entry) => (entry as { event?: string }).event === 'purchase')).toHaveLength(0);
    again.stop();
  });

  it('never lets a failing push break the add or the removal', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    win.dataLayer = Object.assign([], {
      push: () => {
        throw new Error('blocked');
      },
    });
    expect(() => analytics.cartLineChanged(pulloverLine, 0)).not.toThrow();
    expect(() => analytics.addedToCart(pullover, addedForm('1'), {})).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
