import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { createFakeFetch, jsonResponse } from '../../../test-support/browser-doubles';
import { loadSections } from './api';
import { parseSection } from './sections';

afterEach(() => {
  vi.restoreAllMocks();
});

const cart = {
  data_id: 7,
  items: [],
  summary_count: 0,
  subtotal: '<span class="price">$0.00</span>',
  subtotalAmount: 0,
  subtotal_minor: 0,
  currency_code: 'USD',
  website_id: 1,
  storeId: 1,
  possible_onepage_checkout: false,
  extra_actions: '',
  cart_empty_message: '',
  isGuestCheckoutAllowed: true,
};

describe('parseSection', () => {
  it("keeps a section that fits its contract, with its data_id, and drops what the contract does not name", () => {
    expect(parseSection('cart', { ...cart, debug: 'x' })).toEqual(cart);
    expect(parseSection('customer', { data_id: 3, firstname: 'Veronica', id: 1, group_id: 1 })).toEqual({ data_id: 3, firstname: 'Veronica', id: 1, group_id: 1 });
  });

  it('refuses (and reports) data of another shape and sections no contract declares', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSection('cart', { ...cart, items: 'not a list' })).toBeUndefined();
    expect(parseSection('no-such-section', { items: [] })).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(2);
  });
});

describe('loadSections (call 2)', () => {
  it('asks for the named sections and keeps only those that fit their contracts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = createFakeFetch(() => jsonResponse({ cart, customer: { data_id: 7, firstname: 42 } }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const sections = await loadSections(http, { sections: ['cart', 'customer'], forceNewSectionTimestamp: true }, parseSection);
    expect(sections).toEqual({ cart });
    expect(fake.calls[0]!.url.searchParams.get('sections')).toBe('cart,customer');
    expect(fake.calls[0]!.url.searchParams.get('force_new_section_timestamp')).toBe('true');
  });

  it('ignores a request that got no answer (status 0) and throws on a failure status', async () => {
    const offline = createHttpClient({ baseUrl: 'http://shop.test/', fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
    await expect(loadSections(offline, { forceNewSectionTimestamp: false })).resolves.toBeNull();
    const failing = createHttpClient({ baseUrl: 'http://shop.test/', fetch: createFakeFetch(() => jsonResponse({ message: 'no' }, 500)).fetch });
    await expect(loadSections(failing, { forceNewSectionTimestamp: false })).rejects.toMatchObject({ status: 500 });
  });
});
