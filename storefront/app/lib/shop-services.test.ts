import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startPageView } from './page-services';
import { startShopServices } from './shop-services';
import { createFakeFetch, jsonResponse, minimalSettings } from '../../test-support/browser-doubles';

describe('startShopServices', () => {
  afterEach(() => {
    document.cookie = 'form_key=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    vi.unstubAllGlobals();
  });

  it('starts every capability declared in a feature.browser.ts on the page view\'s, and the form_key before the HTTP client', async () => {
    const services = startShopServices(startPageView(minimalSettings).page);
    expect(services.customerData).not.toBeNull();
    expect(services.productStorages).not.toBeNull();
    expect(typeof services.analytics.listShown).toBe('function');
    const fetch = createFakeFetch(() => jsonResponse({}));
    vi.stubGlobal('fetch', fetch.fetch);
    await services.http.request('POST', '/x', { body: {}, schema: z.unknown() });
    expect(fetch.calls[0]?.headers.get('X-Form-Key')).toMatch(/^[A-Za-z0-9]{16}$/);
    services.customerData?.stop();
    services.productStorages?.stop();
    services.analytics.stop();
  });
});
