import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MiniCartItemRow } from '../../minicart/components/minicart-item';
import { cartLine, fixtureImage } from '../../minicart/components/minicart.fixtures';
import { CompareSidebar } from '../../compare/components/compare-sidebar';
import { AccountNavigation } from '../../account/components/account-navigation';
import { CheckoutSuccess } from '../../checkout/components/checkout-success';
import { FIXTURE_GUEST_ORDER } from '../../checkout/components/checkout.fixtures';
import { ViewAlternates } from './view-alternates';
import { assignInView } from '../hooks';
import { settingsInView } from '../settings';
import { storeViews } from '../model';
import type { PageSettings } from '../../../lib/page-settings';

// Links a private section or a private page carries are written for the default view (sections
// are shared by every view, ADR 0038): each component puts the page's view on them.
const inView = (prefix: string, address: string, element: React.ReactNode) => (
  <MemoryRouter basename={prefix || '/'} initialEntries={[prefix + address]}>
    {element}
  </MemoryRouter>
);

describe('links of private content in the French view', () => {
  it('the mini cart’s product link', () => {
    const item = cartLine({ item_id: 7, product_name: 'Fusion Backpack', product_url: '/fusion-backpack.html', product_image: fixtureImage('#a55eea') });
    render(inView('/fr', '/', <MiniCartItemRow item={item} currency="USD" onUpdateQty={vi.fn()} onRemove={vi.fn()} />));
    expect(screen.getByRole('link', { name: 'Fusion Backpack' })).toHaveAttribute('href', '/fr/fusion-backpack.html');
  });

  it('the mini cart’s product link in the default view stays as the section gives it', () => {
    const item = cartLine({ item_id: 7, product_name: 'Fusion Backpack', product_url: '/fusion-backpack.html', product_image: fixtureImage('#a55eea') });
    render(inView('', '/', <MiniCartItemRow item={item} currency="USD" onUpdateQty={vi.fn()} onRemove={vi.fn()} />));
    expect(screen.getByRole('link', { name: 'Fusion Backpack' })).toHaveAttribute('href', '/fusion-backpack.html');
  });

  it('the compare sidebar’s product and Compare links', () => {
    const section = { count: 1, countCaption: '1 item', items: [{ id: 3, product_url: '/push-it-messenger-bag.html', name: 'Push It Messenger Bag' }] };
    const urls = { remove: '/catalog/product_compare/remove/', clear: '/catalog/product_compare/clear/', compare: '/catalog/product_compare/' };
    render(inView('/ar', '/gear/bags.html', <CompareSidebar section={section} urls={urls} getFormKey={() => 'key'} />));
    expect(screen.getByRole('link', { name: 'Push It Messenger Bag' })).toHaveAttribute('href', '/ar/push-it-messenger-bag.html');
    expect(screen.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/ar/catalog/product_compare/');
  });

  it('the account navigation, its current page still marked', () => {
    const items = [
      { href: '/customer/account/', label: 'My Account', order: 10 },
      { href: '/sales/order/history/', label: 'My Orders', order: 20 },
    ];
    render(inView('/fr', '/sales/order/history/', <AccountNavigation items={items} pathname="/sales/order/history/" />));
    const nav = within(screen.getAllByRole('list')[1]!);
    expect(nav.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/fr/customer/account/');
    expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/fr/sales/order/history/');
    expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('the success page’s Continue Shopping', () => {
    render(inView('/fr', '/checkout/onepage/success/', <CheckoutSuccess order={FIXTURE_GUEST_ORDER} passwordRules={{ minLength: 8, minCharacterSets: 3 }} onCreateAccount={vi.fn()} />));
    for (const link of screen.getAllByRole('link', { name: 'Continue Shopping' })) expect(link).toHaveAttribute('href', '/fr/');
  });
});

describe('the hreflang alternates of private pages', () => {
  it.each(['/customer/account/', '/checkout/cart/', '/checkout/', '/catalog/product_compare/', '/wishlist/'])('are left out of %s', (page) => {
    render(inView('/fr', page, <ViewAlternates baseUrl="https://shop.example/" />));
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
  });
});

describe('assignInView, the browser sent elsewhere after an answer', () => {
  const assign = vi.fn();
  const original = window.location;
  const at = (href: string) => {
    const url = new URL(href);
    Object.defineProperty(window, 'location', { configurable: true, value: { href: url.href, origin: url.origin, pathname: url.pathname, assign } });
  };
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    assign.mockReset();
  });

  it('keeps a site path and a same-site address in the page’s view, and leaves other sites alone', () => {
    at('https://shop.example/fr/customer/account/login/');
    assignInView('/customer/account/');
    assignInView('https://shop.example/checkout/cart/?a=1#top');
    assignInView('/fr/checkout/');
    assignInView('https://pay.example/return');
    expect(assign.mock.calls.map(([url]) => url)).toEqual(['/fr/customer/account/', '/fr/checkout/cart/?a=1#top', '/fr/checkout/', 'https://pay.example/return']);
  });

  it('changes nothing of a path in the default view', () => {
    at('https://shop.example/customer/account/login/');
    assignInView('/customer/account/');
    expect(assign).toHaveBeenCalledWith('/customer/account/');
  });
});

describe('the page settings of a view', () => {
  it('put its pages under its prefix, and tell the sign-out call the view (a call keeps its one address)', () => {
    const settings = { cartUrl: '/checkout/cart/', checkoutUrl: '/checkout/', wishlistUrl: '/wishlist/', registerUrl: '/customer/account/create/', forgotPasswordUrl: '/customer/account/forgotpassword/', customerLoginUrl: '/customer/account/login/', logoutUrl: '/customer/account/logout/' } as PageSettings;
    const french = settingsInView(settings, storeViews[1]!);
    expect(french.cartUrl).toBe('/fr/checkout/cart/');
    expect(french.logoutUrl).toBe('/customer/account/logout/?store=fr');
    expect(settingsInView(settings, storeViews[0]!).logoutUrl).toBe('/customer/account/logout/');
  });
});
