import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../lib/cookies';
import { MemoryStorage } from '../../lib/storage';
import { createFakeCookieTarget } from '../../../test-support/browser-doubles';
import { CustomerDataProvider } from './components/customer-data-provider';
import { useSection } from './hooks';
import { createSectionConfig } from './model';
import { createCustomerDataStore, type SectionLoader } from './store';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

function CartCount() {
  const cart = useSection('cart');
  return <p>{cart ? `Cart: ${cart.summary_count}` : 'Cart not loaded'}</p>;
}

function makeStore(load: SectionLoader, cached?: Record<string, unknown>) {
  const storage = new MemoryStorage();
  if (cached) {
    storage.setItem('mage-cache-storage', JSON.stringify(cached));
    // Built for a guest, as the page's visitor is (no private_content_owner cookie).
    storage.setItem('mage-cache-owner', 'null');
  }
  const cookies = createCookieJar(createFakeCookieTarget());
  cookies.set('mage-cache-sessid', 'true');
  return createCustomerDataStore({
    config: createSectionConfig({ sections: { 'checkout/cart/add': ['cart'] }, sectionNames: ['cart'] }),
    lifetimes: { expirableSectionLifetime: 60, expirableSectionNames: [], persistentLifetime: 0 },
    scope: { websiteId: 1, storeId: 1 },
    cookieLifeTime: 3600,
    storage,
    cookies,
    load,
    events: new EventTarget(),
    scheduleInitialLoad: (run) => run(),
  });
}

fakeTimersInEachTest();

describe('useSection', () => {
  it('gives undefined without a store', () => {
    render(<CartCount />);
    expect(screen.getByText('Cart not loaded')).toBeInTheDocument();
  });

  it('gives undefined on the server, even with cached data', () => {
    const store = makeStore(async () => null, { cart: { data_id: 1, summary_count: 2 } });
    const html = renderToString(
      <CustomerDataProvider store={store}>
        <CartCount />
      </CustomerDataProvider>,
    );
    expect(html).toContain('Cart not loaded');
  });

  it('shows cached data once started and follows reloads', async () => {
    let count = 2;
    const load = vi.fn<SectionLoader>(async () => ({ cart: { data_id: 2, summary_count: count } }));
    const store = makeStore(load, { cart: { data_id: 1, summary_count: 2 } });
    render(
      <CustomerDataProvider store={store}>
        <CartCount />
      </CustomerDataProvider>,
    );
    expect(screen.getByText('Cart: 2')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    count = 3;
    await act(async () => {
      const reload = store.reload(['cart']);
      await vi.advanceTimersByTimeAsync(10);
      await reload;
    });
    expect(screen.getByText('Cart: 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });


});
