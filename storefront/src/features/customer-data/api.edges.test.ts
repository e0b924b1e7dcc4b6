// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../lib/http';
import { createFakeFetch, jsonResponse } from '../../../test-support/browser-doubles';
import { loadSections } from './api';
import { parseSection } from './sections';

// Loading and checking sections at their edges: no names, a parser that refuses one, data that is not an object.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadSections at its edges', () => {
  it('asks for every section when the list is empty, and keeps the answer as it is without a parser', async () => {
    const fake = createFakeFetch(() => jsonResponse({ cart: { data_id: 1 }, customer: { data_id: 2 } }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    expect(await loadSections(http, { sections: [], forceNewSectionTimestamp: false })).toEqual({ cart: { data_id: 1 }, customer: { data_id: 2 } });
    expect(fake.calls[0]!.url.searchParams.has('sections')).toBe(false);
    expect(fake.calls[0]!.url.searchParams.get('force_new_section_timestamp')).toBe('false');
  });

  it('leaves out the sections the parser refuses', async () => {
    const fake = createFakeFetch(() => jsonResponse({ cart: { data_id: 1 }, customer: { data_id: 2 } }));
    const http = createHttpClient({ baseUrl: 'http://shop.test/', fetch: fake.fetch });
    const sections = await loadSections(http, { sections: ['cart', 'customer'], forceNewSectionTimestamp: false }, (name, data) => (name === 'cart' ? (data as { data_id: number }) : undefined));
    expect(sections).toEqual({ cart: { data_id: 1 } });
    expect(Object.keys(sections ?? {})).toEqual(['cart']);
  });
});

describe('parseSection at its edges', () => {
  it('refuses data that is not an object, or null, and says which section', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSection('cart', 'text')).toBeUndefined();
    expect(parseSection('cart', null)).toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(2);
    expect(String(errors.mock.calls[0]![0])).toContain('Section "cart" is not declared by any contract');
  });

  it('names the section whose data does not fit its contract', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseSection('cart', { data_id: 1, items: 'not a list' })).toBeUndefined();
    expect(String(errors.mock.calls[0]![0])).toContain('Section "cart" does not fit its contract');
  });
});
