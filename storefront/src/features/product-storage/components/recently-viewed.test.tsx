import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../lib/storage';
import { createIdsStorage, createProductDataStorage, createStorageSync } from '../storages';
import { RecentlyViewed, recentIds } from './recently-viewed';

const NOW = Date.UTC(2026, 10, 2, 12);

function setup() {
  const storage = new MemoryStorage();
  const clock = { now: () => NOW, setTimeout: globalThis.setTimeout, clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number) } as never;
  const sync = createStorageSync({ storage, clock, allowToSendRequest: { recently_viewed_product: false, recently_compared_product: false }, post: vi.fn() });
  const viewed = createIdsStorage('recently_viewed_product', { storage, sync, lifetime: 1000, clock });
  let answer: (records: Record<string, unknown>) => void = () => {};
  const fetch = vi.fn((_ids: readonly number[]) => new Promise<Record<string, never>>((resolve) => (answer = resolve as never)));
  const productData = createProductDataStorage({ storage, fetch, storeId: 1, currencyCode: 'USD' });
  return { viewed, productData, fetch, answer: (records: Record<string, unknown>) => answer(records) };
}

describe('RecentlyViewed', () => {
  it('orders the ids newest first, each once', () => {
    expect(recentIds({ a: { product_id: 1, added_at: 10 }, b: { product_id: 2, added_at: 30 }, c: { product_id: 3, added_at: 20 } })).toEqual([2, 3, 1]);
  });

  it('asks call 13 once for the viewed products it lacks (not the one on screen) and lists them from product_data_storage', async () => {
    const { viewed, productData, fetch, answer } = setup();
    viewed.add([5]);
    viewed.add([7]);
    render(<RecentlyViewed viewed={viewed} productData={productData} currentProductId={7} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetch.mock.calls).toEqual([[[5]]]);
    await act(async () => answer({ 5: { id: 5, name: 'Hero Hoodie', url: '/hero-hoodie.html', store_id: 1, currency_code: 'USD' } }));
    const region = await screen.findByRole('region', { name: 'Recently Viewed Products' });
    expect(region).toContainElement(screen.getByRole('link', { name: 'Hero Hoodie' }));
    // A second render asks for nothing it already has.
    render(<RecentlyViewed viewed={viewed} productData={productData} currentProductId={7} />);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('lists every viewed product on a page without a product of its own (a category), each with its actions', async () => {
    const { viewed, productData, fetch, answer } = setup();
    viewed.add([5]);
    viewed.add([7]);
    render(<RecentlyViewed viewed={viewed} productData={productData} renderAction={(product) => <button type="button">Add to Compare: {product.name}</button>} />);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([...fetch.mock.calls[0]![0]].sort()).toEqual([5, 7]);
    await act(async () =>
      answer({
        5: { id: 5, name: 'Hero Hoodie', url: '/hero-hoodie.html', store_id: 1, currency_code: 'USD' },
        7: { id: 7, name: 'Aero Tee', url: '/aero-tee.html', store_id: 1, currency_code: 'USD' },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Recently Viewed Products' });
    expect(region).toContainElement(screen.getByRole('link', { name: 'Aero Tee' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Add to Compare: Hero Hoodie' }));
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
