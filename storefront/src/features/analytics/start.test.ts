import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import type { CartItem } from '../cart/contract';
import type { ProductTileData } from '../catalog/types';
import { readImpressionList } from './dom';
import { startAnalytics, type Analytics } from './start';

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

function start(tagManager?: { containerId: string; scriptUrl?: string }) {
  const target = createFakeCookieTarget();
  const cookies = createCookieJar(target);
  analytics = startAnalytics({ tagManager, currencyCode: 'USD' }, { cookies });
  return { analytics, cookies, target };
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
    expect(target.writes).toHaveLength(0);
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
  it('has the data layer at once, and requests no loader without its address', () => {
    start({ containerId: 'GTM-DEMO123' });
    expect(win.dataLayer).toEqual([]);
    vi.runAllTimers();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('requests the loader from its address only once the page is interactive', () => {
    start({ containerId: 'GTM-DEMO123', scriptUrl: 'https://tags.example/gtm.js' });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    vi.runAllTimers();
    expect(document.querySelector('script')?.src).toBe('https://tags.example/gtm.js?id=GTM-DEMO123');
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('pushes a list’s impressions after a reset and keeps product → list in the impression_list_data cookie', () => {
    const { analytics, cookies } = start({ containerId: 'GTM-DEMO123' });
    analytics.listShown([pullover], 'Category Listing');
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'productImpression',
        ecommerce: { currencyCode: 'USD', impressions: [{ id: '12', name: 'Aero Trail Pullover', price: 57.99, list: 'Category Listing', position: 1 }] },
      },
    ]);
    expect(readImpressionList(cookies)).toEqual({ '12': 'Category Listing' });
  });

  it('pushes the click of a product link in any product list', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.listShown([pullover], 'Category Listing');
    document.body.innerHTML = `<ol data-list-name="Category Listing"><li data-product-item data-list-name="Category Listing"><a href="#p" data-product-id="12">P</a></li></ol>`;
    document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(win.dataLayer?.slice(2)).toEqual([
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
    ]);
  });

  it('pushes an add to cart with the list from the cookie, only when the product went into the cart', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.addedToCart(pullover, addedForm('1'), { backUrl: '/aero-trail-pullover.html' });
    analytics.addedToCart(pullover, addedForm('1'), { messages: [{ type: 'error', text: 'The requested qty is not available' }] });
    expect(win.dataLayer).toEqual([]);
    analytics.addedToCart(pullover, addedForm('2'), { messages: [{ type: 'success', text: 'You added Aero Trail Pullover.' }] });
    analytics.listShown([pullover], 'Search Results');
    analytics.addedToCart(pullover, addedForm('1'), {});
    const product = { id: '12', name: 'Aero Trail Pullover', price: 57.99 };
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { products: [{ ...product, quantity: 2 }] } } },
      { ecommerce: null },
      expect.objectContaining({ event: 'productImpression' }),
      { ecommerce: null },
      { event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { actionField: { list: 'Search Results' }, products: [{ ...product, quantity: 1 }] } } },
    ]);
  });

  it('pushes a removal from the cart after a reset', () => {
    const { analytics } = start({ containerId: 'GTM-DEMO123' });
    analytics.cartLineChanged(pulloverLine, 0);
    expect(win.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'removeFromCart', ecommerce: { currencyCode: 'USD', remove: { products: [{ id: '12', name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] } } },
    ]);
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
