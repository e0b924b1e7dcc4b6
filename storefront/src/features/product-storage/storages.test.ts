import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { parsePageSettings } from '../../lib/page-settings';
import { MemoryStorage } from '../../lib/storage';
import { createFakeFetch, jsonResponse, minimalSettings } from '../../../test-support/browser-doubles';
import { startProductStorages } from './start';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

const NOW = Date.UTC(2026, 10, 2, 12, 0, 0);

function setup(options: { allowViewed?: boolean; allowCompared?: boolean; scope?: 'website' | 'store' } = {}) {
  const fake = createFakeFetch((call) => {
    if (call.url.pathname === '/rest/V1/products-render-info') {
      const ids = call.url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]')?.split(',') ?? [];
      // Keyed by id, as the server answers (the contract's shape).
      return jsonResponse({ items: Object.fromEntries(ids.map((id) => [id, { id: Number(id), name: `Product ${id}`, store_id: 1, currency_code: 'USD' }])) });
    }
    return jsonResponse({ success: true });
  });
  const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
  const settings = parsePageSettings({
    ...minimalSettings,
    productStorage: { productCurrentScope: options.scope },
    recentlyViewed: { ...minimalSettings.recentlyViewed, allowToSendRequest: options.allowViewed ?? false },
    recentlyCompared: { ...minimalSettings.recentlyCompared, allowToSendRequest: options.allowCompared ?? false },
  });
  const syncCalls = () => fake.calls.filter((call) => call.url.pathname === '/catalog/product/frontend_action_synchronize');
  const storage = new MemoryStorage();
  const events = new EventTarget();
  /** Starts the storages as a page load does, with the ids of the products on screen. */
  const start = (viewedProductIds?: readonly number[]) => startProductStorages({ settings, http, storage, events, viewedProductIds });
  return { fake, syncCalls, storage, events, start };
}

fakeTimersInEachTest({ now: NOW });

describe('recently viewed and compared storages', () => {
  it('stores a viewed product keyed by id and sends nothing by default', async () => {
    const { storage, syncCalls, start } = setup();
    const storages = start([12]);
    await vi.runAllTimersAsync();
    expect(JSON.parse(storage.getItem('recently_viewed_product') ?? '')).toEqual({
      '12': { added_at: NOW / 1000, product_id: 12 },
    });
    expect(storage.getItem('recently_viewed_product_previous')).toBeNull();
    expect(syncCalls()).toHaveLength(0);
    storages.stop();
  });

  it('keys entries by scope when the shop is scoped', () => {
    const { start } = setup({ scope: 'website' });
    const storages = start([12]);
    expect(storages.recentlyViewed.get()).toEqual({ 'website-1-12': { added_at: NOW / 1000, product_id: 12, scope_id: 1 } });
    storages.stop();
  });

  it('sends one sync request per page load where allowed, with ids and type_id, and records the time', async () => {
    const { storage, syncCalls, start } = setup({ allowViewed: true });
    const storages = start([12]);
    storages.recentlyViewed.add([13]);
    await vi.runAllTimersAsync();
    expect(syncCalls()).toHaveLength(1);
    expect(JSON.parse(String(syncCalls()[0]?.body))).toEqual({
      ids: [12],
      type_id: 'recently_viewed_product',
    });
    expect(storage.getItem('recently_viewed_product_last_update')).toBe(String(NOW / 1000));
    storages.stop();
  });

  it('updates the previous copy when the data differs from it; the same data on the next page sends nothing', async () => {
    const { storage, syncCalls, start } = setup({ allowViewed: true });
    storage.setItem('recently_viewed_product_previous', JSON.stringify({ '1': { added_at: 1, product_id: 1 } }));
    const first = start([12]);
    expect(JSON.parse(storage.getItem('recently_viewed_product_previous') ?? '')).toEqual(first.recentlyViewed.get());
    first.stop();
    // Next page load: the same data as the previous copy → no request.
    const second = start();
    await vi.runAllTimersAsync();
    expect(syncCalls()).toHaveLength(1);
    second.stop();
  });

  it('only sends for the storage that allows it', async () => {
    const { syncCalls, start } = setup({ allowCompared: true });
    const storages = start([12]);
    storages.recentlyCompared.add([30]);
    await vi.runAllTimersAsync();
    expect(syncCalls().map((call) => (JSON.parse(String(call.body)) as { type_id: string }).type_id)).toEqual([
      'recently_compared_product',
    ]);
    storages.stop();
  });

  it('lists recent products within the lifetime, excluding the one on screen', () => {
    const { start } = setup();
    const storages = start([1]);
    vi.advanceTimersByTime(500_000);
    storages.recentlyViewed.add([2]);
    vi.advanceTimersByTime(500_000);
    expect(Object.keys(storages.recentlyViewed.recent([3]))).toEqual(['2']);
    expect(Object.keys(storages.recentlyViewed.recent([2]))).toEqual([]);
    storages.stop();
  });
});

describe('product data storage', () => {
  it('fetches missing ids once, skipping ids already in flight or stored', async () => {
    const { fake, storage, start } = setup();
    const { productData, stop } = start();
    const first = productData.request([1, 2]);
    const second = productData.request([2, 3]);
    await Promise.all([first, second]);
    await productData.request([1, 2, 3]);
    const fetched = fake.calls
      .filter((call) => call.url.pathname === '/rest/V1/products-render-info')
      .map((call) => call.url.searchParams.get('searchCriteria[filter_groups][0][filters][0][value]'));
    expect(fetched).toEqual(['1,2', '3']);
    const query = fake.calls[0]?.url.searchParams;
    expect(query?.get('searchCriteria[filter_groups][0][filters][0][field]')).toBe('entity_id');
    expect(query?.get('searchCriteria[filter_groups][0][filters][0][condition_type]')).toBe('in');
    expect(query?.get('store_id')).toBe('1');
    expect(query?.get('currency_code')).toBe('USD');
    expect(Object.keys(JSON.parse(storage.getItem('product_data_storage') ?? '{}') as object)).toEqual(['1', '2', '3']);
    expect(productData.get()['2']).toMatchObject({ name: 'Product 2' });
    stop();
  });

  it('is cleared when customer data is invalidated', async () => {
    const { storage, events, start } = setup();
    const { productData, stop } = start();
    await productData.request([1]);
    const onChange = vi.fn();
    productData.subscribe(onChange);
    events.dispatchEvent(new CustomEvent('customer-data-invalidate', { detail: { sections: ['cart'] } }));
    expect(productData.get()).toEqual({});
    expect(storage.getItem('product_data_storage')).toBeNull();
    expect(onChange).toHaveBeenCalledOnce();
    stop();
    await productData.request([1]);
    events.dispatchEvent(new CustomEvent('customer-data-invalidate', { detail: { sections: ['cart'] } }));
    expect(productData.get()).toHaveProperty('1');
  });
});
