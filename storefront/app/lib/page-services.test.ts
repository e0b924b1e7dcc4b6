import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageView } from './page-services';
import { minimalSettings } from '../../test-support/browser-doubles';
import { RECENTLY_VIEWED_STORAGE } from '../../src/config/constants';

const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

/**
 * The listeners a page view adds to the window and the document (the form_key's submit guard, the
 * wait for a first interaction, the services'): a page view lasts as long as its page, so nothing
 * takes them off; here each test's go with it, as a page's go with the page, so that no later test
 * (this project's files share one window) has its submits guarded or starts these services.
 */
const added: (() => void)[] = [];
beforeEach(() => {
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      add(type, listener, options);
      added.push(() => target.removeEventListener(type, listener, options));
    });
  }
});

describe('startPageServices', () => {
  afterEach(() => {
    for (const remove of added.splice(0)) remove();
    vi.restoreAllMocks();
    clearCookies();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  it('gives a first visitor the cookie choice, analytics, a form_key and the guest\'s customer section; the services wait for their first interaction', async () => {
    const view = startPageView(minimalSettings);
    const started = vi.fn();
    void view.servicesStarted.then(started);
    const { page } = view;
    expect(page.cookieConsent.choice()).toBeNull();
    expect(typeof page.analytics.listShown).toBe('function');
    expect(document.cookie).toMatch(/form_key=[A-Za-z0-9]{16}/);
    expect(page.privateContent).toBe(false);
    expect(page.sectionsBeforeEngine?.get('customer')).toEqual({});
    expect(page.sectionsBeforeEngine?.get('cart')).toBeUndefined();
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    const services = await view.servicesStarted;
    expect(services.analytics).toBe(page.analytics);
    expect(services.customerData).not.toBeNull();
    expect(await view.services()).toBe(services);
    services.customerData?.stop();
    services.productStorages?.stop();
    page.analytics.stop();
  });

  it('remembers the product the page shows as viewed, which alone is nothing private to show', () => {
    document.body.innerHTML = '<div data-viewed-product-id="42"></div>';
    const { page } = startPageView(minimalSettings);
    expect(Object.values(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE) ?? '{}')).map((entry) => (entry as { product_id: number }).product_id)).toEqual([42]);
    expect(page.privateContent).toBe(false);
    page.analytics.stop();
  });

  it('starts the services at once, with no known sections, for a signed-in owner and after another product was viewed', async () => {
    document.cookie = 'private_content_owner=abc; path=/';
    const view = startPageView(minimalSettings);
    expect(view.page.privateContent).toBe(true);
    expect(view.page.sectionsBeforeEngine).toBeNull();
    const services = await view.servicesStarted;
    services.customerData?.stop();
    services.productStorages?.stop();
    clearCookies();
    localStorage.setItem(RECENTLY_VIEWED_STORAGE, JSON.stringify({ 7: { added_at: 1, product_id: 7 } }));
    document.body.innerHTML = '<div data-viewed-product-id="42"></div>';
    expect(startPageView(minimalSettings).page.privateContent).toBe(true);
  });
});
