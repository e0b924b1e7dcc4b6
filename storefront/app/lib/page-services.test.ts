import { afterEach, describe, expect, it } from 'vitest';
import { startPageServices } from './page-services';
import { minimalSettings } from '../../test-support/browser-doubles';
import { RECENTLY_VIEWED_STORAGE } from '../../src/config/constants';

const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

describe('startPageServices', () => {
  afterEach(() => {
    clearCookies();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('gives a first visitor the cookie choice, analytics and a form_key, and says nothing private is to show', () => {
    const page = startPageServices(minimalSettings);
    expect(page.cookieConsent.choice()).toBeNull();
    expect(typeof page.analytics.listShown).toBe('function');
    expect(document.cookie).toMatch(/form_key=[A-Za-z0-9]{16}/);
    expect(page.privateContent).toBe(false);
    page.analytics.stop();
  });

  it('remembers the product the page shows as viewed, which alone is nothing private to show', () => {
    document.body.innerHTML = '<div data-viewed-product-id="42"></div>';
    const page = startPageServices(minimalSettings);
    expect(Object.values(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE) ?? '{}')).map((entry) => (entry as { product_id: number }).product_id)).toEqual([42]);
    expect(page.privateContent).toBe(false);
    page.analytics.stop();
  });

  it('says there may be private content for a signed-in owner and after another product was viewed', () => {
    document.cookie = 'private_content_owner=abc; path=/';
    expect(startPageServices(minimalSettings).privateContent).toBe(true);
    clearCookies();
    localStorage.setItem(RECENTLY_VIEWED_STORAGE, JSON.stringify({ 7: { added_at: 1, product_id: 7 } }));
    document.body.innerHTML = '<div data-viewed-product-id="42"></div>';
    expect(startPageServices(minimalSettings).privateContent).toBe(true);
  });
});
