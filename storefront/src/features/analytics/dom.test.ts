import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@shop/ui/logger';
import { createCookieJar } from '../../lib/cookies';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { findClickedLink, loadTagManager, readAddToCartFields, readImpressionList, trackImpressions, trackProductClicks, whenInteractive } from './dom';
import { CLICK_TRACKING_NOTES } from './model';

const NOW = Date.UTC(2026, 10, 2, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('trackImpressions', () => {
  it('pushes reset + impressions and keeps product → list in a cookie for 1 hour', () => {
    const target = createFakeCookieTarget();
    const cookies = createCookieJar(target);
    const dataLayer: unknown[] = [];
    const pushed = trackImpressions(
      [
        { id: 12, name: 'Tee', list: 'Category Tops' },
        { id: 13, name: 'Hoodie', list: 'Category Tops' },
      ],
      { dataLayer, cookies },
    );
    expect(pushed).toBe(true);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
    expect(dataLayer[1]).toMatchObject({ event: 'productImpression' });
    expect(readImpressionList(cookies)).toEqual({ '12': 'Category Tops', '13': 'Category Tops' });
    expect(Date.parse(target.attributes('impression_list_data')?.expires ?? '') - NOW).toBe(60 * 60 * 1000);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(readImpressionList(cookies)).toEqual({});
  });

  it('writes no cookie when told not to record (no analytics consent), but still pushes', () => {
    const target = createFakeCookieTarget();
    const dataLayer: unknown[] = [];
    expect(trackImpressions([{ id: 12, list: 'Home' }], { dataLayer, cookies: createCookieJar(target), record: false })).toBe(true);
    expect(dataLayer).toHaveLength(2);
    expect(target.writes).toEqual([]);
  });

  it('does nothing without a data layer', () => {
    const target = createFakeCookieTarget();
    expect(trackImpressions([{ id: 1, list: 'Home' }], { cookies: createCookieJar(target) })).toBe(false);
    expect(target.writes).toHaveLength(0);
  });
});

describe('trackProductClicks', () => {
  function renderGrid(item: string) {
    document.body.innerHTML = `<ol class="products">${item}</ol>`;
    return document.querySelector('ol') as HTMLOListElement;
  }
  const validItem = `
    <li data-product-item data-list-name="Category Tops">
      <a href="#tee"><span><img alt="Tee"></span></a>
      <div data-product-id="12"><a href="#tee">Tee</a></div>
      <span>Not a link</span>
      <a href="#deep"><span><strong><em>Too deep</em></strong></span></a>
    </li>`;

  it('pushes the click event of the matching impression after a reset', () => {
    const dataLayer: unknown[] = [{ ecommerce: { impressions: [{ id: '12', name: 'Tee', list: 'Category Tops' }] } }];
    const stop = trackProductClicks(renderGrid(validItem), { getDataLayer: () => dataLayer });
    document.querySelector('img')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dataLayer.slice(1)).toEqual([
      { ecommerce: null },
      {
        event: 'productClick',
        ecommerce: {
          click: { actionField: { list: 'Category Tops' }, products: [{ id: '12', name: 'Tee', list: 'Category Tops' }] },
        },
      },
    ]);
    stop();
  });

  it('counts clicks on a link or up to two levels inside it', () => {
    renderGrid(validItem);
    expect(findClickedLink(document.querySelector('img'))?.getAttribute('href')).toBe('#tee');
    expect(findClickedLink(document.querySelector('em'))).toBeUndefined();
    expect(findClickedLink(document.querySelector('li > span'))).toBeUndefined();
  });

  it('logs a note for each untrackable case and pushes nothing', () => {
    const note = vi.fn();
    const dataLayer: unknown[] = [];
    const cases: [string, string][] = [
      ['<li><a href="#x">X</a></li>', CLICK_TRACKING_NOTES.missingEventShell],
      ['<li data-product-item><a href="#x" data-product-id="1">X</a></li>', CLICK_TRACKING_NOTES.missingListName],
      ['<li data-product-item data-list-name="Home"><a href="#x">X</a></li>', CLICK_TRACKING_NOTES.missingProductId],
      ['<li data-product-item data-list-name="Home" data-product-id="1"><a href="#x">X</a></li>', CLICK_TRACKING_NOTES.noImpressions],
    ];
    for (const [markup, message] of cases) {
      const stop = trackProductClicks(renderGrid(markup), { getDataLayer: () => dataLayer, note });
      document.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(note).toHaveBeenLastCalledWith(message);
      stop();
    }
    expect(dataLayer).toEqual([]);
  });

  it('on the document, serves every product list (also those rendered later) and ignores clicks outside them', () => {
    const note = vi.fn();
    const dataLayer: unknown[] = [{ ecommerce: { impressions: [{ id: '12', name: 'Tee', list: 'Category Tops' }] } }];
    const stop = trackProductClicks(document, { getDataLayer: () => dataLayer, note, lists: '[data-list-name]' });
    document.body.innerHTML = `<header><a href="#home">Home</a></header><ol data-list-name="Category Tops">${validItem}</ol>`;
    document.querySelector('header a')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(note).not.toHaveBeenCalled();
    expect(dataLayer).toHaveLength(1);
    document.querySelector('img')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dataLayer.slice(1)).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'productClick' })]);
    stop();
  });

  it("logs notes to the kit's logger at info level by default (not shown at the default display level)", () => {
    const info = vi.spyOn(logger, 'info');
    const stop = trackProductClicks(renderGrid('<li><a href="#x">X</a></li>'), { getDataLayer: () => [] });
    document.querySelector('a')?.click();
    expect(info).toHaveBeenCalledWith(CLICK_TRACKING_NOTES.missingEventShell);
    info.mockRestore();
    stop();
  });
});

describe('tag manager', () => {
  it('loads only when a container id is set, once', () => {
    const win: { dataLayer?: unknown[] } = {};
    expect(loadTagManager(undefined, { window: win })).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
    const script = loadTagManager('GTM-ABC123', { window: win });
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.async).toBe(true);
    expect(win.dataLayer).toEqual([{ 'gtm.start': NOW, event: 'gtm.js' }]);
    expect(loadTagManager('GTM-ABC123', { window: win })).toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('requests the loader from the configured address, with the container id', () => {
    const win: { dataLayer?: unknown[] } = {};
    expect(loadTagManager('GTM-DEMO123', { window: win, scriptUrl: '/analytics/gtm.js' })?.src).toBe('http://localhost:3000/analytics/gtm.js?id=GTM-DEMO123');
    document.head.innerHTML = '';
    expect(loadTagManager('GTM-A&B', { window: win, scriptUrl: 'https://tags.example/gtm.js?id=old' })?.src).toBe('https://tags.example/gtm.js?id=GTM-A%26B');
  });

  it('waits for the page to be interactive', () => {
    const callback = vi.fn();
    whenInteractive(callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('readAddToCartFields', () => {
  it('reads the quantity and the chosen options of a posted form', () => {
    const form = new FormData();
    form.set('product', '1034');
    form.set('qty', '2');
    form.set('super_attribute[93]', '56');
    form.set('super_attribute[144]', '168');
    form.set('super_attribute[145]', '');
    expect(readAddToCartFields(form)).toEqual({ qty: 2, superAttribute: { '93': 56, '144': 168 } });
  });

  it('counts one when the form has no usable quantity', () => {
    expect(readAddToCartFields(new FormData()).qty).toBe(1);
    const form = new FormData();
    form.set('qty', 'abc');
    expect(readAddToCartFields(form).qty).toBe(1);
  });
});
