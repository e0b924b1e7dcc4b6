import { lazy, useMemo, type ReactNode } from 'react';
import { CustomerMenu, wishlistLabel } from '../../src/features/customer/components/customer-menu';
import { PageHeader } from '../../src/features/header/components/page-header';
import type { MenuNode } from '../../src/features/header/menu-model';
import type { StickyHeaderPhase } from '../../src/features/header/sticky-header';
import { readFastCheckoutSettings } from '../../src/features/fast-checkout/model';
import { MiniCart } from '../../src/features/minicart/components/minicart';
import { MiniSearch } from '../../src/features/search/components/mini-search';
import { searchResultsUrl } from '../../src/features/search/model';
import { useShopCall } from '../lib/shop-call';
import { useShopRuntime } from '../lib/shop-runtime';
import { useSection } from '../../src/features/customer-data/hooks';
import { COMPARE_PAGE_PATH } from '../../src/features/compare/model';
import { accountPaths } from '../../src/features/account/paths';
import { useCheckoutEntry } from '../lib/use-checkout-entry';
import type { CartItem } from '../../src/features/cart/contract';
import { t } from '@shop/ui/i18n';
import { useStoreView, useViewPath } from '../../src/features/store-views/hooks';
import { itemsCount } from '../../src/features/minicart/model';
import { ViewSwitcher } from '../../src/features/store-views/components/view-switcher';

// What only the open mini cart runs loads with it, not with the page: the quantity and removal
// calls on first use, the fast-checkout button (no Suspense of its own: the dropdown's panel shows
// once it is there, so nothing moves inside the panel).
const loadMiniCartActions = () => import('../lib/minicart-actions');
const FastCheckoutButton = lazy(() =>
  import('../../src/features/fast-checkout/components/fast-checkout-button').then((module) => ({ default: module.FastCheckoutButton })),
);

/** Which header overlay is open; opening one closes the others (SPEC.md §2). */
export type ShopOverlay = 'minicart' | 'customer' | 'customer-service' | null;

export interface SiteHeaderProps {
  categories: readonly MenuNode[];
  stickyPhase: StickyHeaderPhase;
  /** Changes when the sticky header clears the autocomplete. */
  clearSearchSignal: number;
  /** The current search, on the results page. */
  query: string;
  currentPath: string;
  /** The group-change notice, when one is waiting. */
  notice?: ReactNode;
  /** The open overlay of the page (one at a time). */
  overlay: ShopOverlay;
  setOverlay: (update: (current: ShopOverlay) => ShopOverlay) => void;
}

/** The page header with the shop's parts plugged in: search, customer menu, mini cart, login popup. */
export function SiteHeader({ categories, stickyPhase, clearSearchSignal, query, currentPath, notice, overlay, setOverlay }: SiteHeaderProps) {
  const runtime = useShopRuntime();
  const { settings } = runtime;
  const customer = useSection('customer');
  const cart = useSection('cart');
  const wishlist = useSection('wishlist');
  const compare = useSection('compare-products');
  const compareCount = compare?.count ?? 0;
  const fastCheckout = readFastCheckoutSettings((settings as { fastCheckout?: unknown }).fastCheckout);
  const signedIn = Boolean(customer?.firstname);
  // The page's own links stay in its store view; the settings' page addresses already are.
  const inView = useViewPath();
  const { locale } = useStoreView();
  const comparePath = inView(COMPARE_PAGE_PATH);

  // The customer's links: the customer menu's and the mobile menu's 'My Account'.
  const accountLinks = useMemo(
    () => ({
      loginUrl: settings.customerLoginUrl,
      registerUrl: settings.registerUrl,
      logoutUrl: settings.logoutUrl,
      accountUrl: inView(accountPaths.dashboard),
      wishlist: { url: settings.wishlistUrl, count: wishlist?.counter },
    }),
    [settings, wishlist?.counter, inView],
  );

  const mobileMenu = useMemo<MenuNode[]>(
    () => [
      { id: 'shop', label: t('Shop by Category'), children: [...categories] },
      {
        id: 'account',
        label: t('My Account'),
        children: signedIn
          ? [
              { id: 'account-page', label: t('My Account'), url: accountLinks.accountUrl },
              { id: 'wishlist', label: wishlistLabel(accountLinks.wishlist.count), url: accountLinks.wishlist.url },
              { id: 'sign-out', label: t('Sign Out'), url: accountLinks.logoutUrl },
            ]
          : [
              { id: 'sign-in', label: t('Sign In'), url: accountLinks.loginUrl },
              { id: 'create', label: t('Create an Account'), url: accountLinks.registerUrl },
            ],
      },
      { id: 'cart', label: t('View and Edit Cart'), url: settings.cartUrl },
      ...(compareCount > 0 ? [{ id: 'compare', label: `${t('Compare Products')} (${itemsCount(locale, compareCount)})`, url: comparePath }] : []),
    ],
    [categories, signedIn, accountLinks, settings.cartUrl, compareCount, locale, comparePath],
  );

  const checkout = useCheckoutEntry();
  const suggest = useShopCall(() => import('../../src/features/search/contract'), 'searchSuggest');

  const setOpen = (name: Exclude<ShopOverlay, null>) => (open: boolean) => setOverlay((current) => (open ? name : current === name ? null : current));
  const miniCartActions = async () => (await loadMiniCartActions()).miniCartActions(runtime);

  return (
    <>
      <PageHeader
        categories={categories}
        mobileMenu={mobileMenu}
        stickyPhase={stickyPhase}
        currentPath={currentPath}
        notice={notice}
        switcher={<ViewSwitcher />}
        freeShipping={settings.freeShipping}
        compare={
          compareCount > 0 ? (
            <a href={comparePath} data-slot="compare-link" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t('Compare Products')} <span className="font-normal">({itemsCount(locale, compareCount)})</span>
            </a>
          ) : null
        }
        search={
          <MiniSearch
            className="contents"
            toggleClassName="[grid-area:toggle]"
            formClassName="z-10 mx-4 self-center bg-white [grid-area:search] lg:mx-0"
            defaultQuery={query}
            minLength={settings.minSearchLength}
            clearSignal={clearSearchSignal}
            loadSuggestions={(q, signal) => suggest({ q: q.trim() }, { signal })}
            onSearch={(q) => window.location.assign(inView(searchResultsUrl(q)))}
          />
        }
        customer={
          <CustomerMenu customer={customer} open={overlay === 'customer'} onOpenChange={setOpen('customer')} {...accountLinks} />
        }
        minicart={
          <MiniCart
            cart={cart}
            open={overlay === 'minicart'}
            onOpenChange={setOpen('minicart')}
            maxItemsToDisplay={settings.maxItemsToDisplay}
            cartUrl={settings.cartUrl}
            onCheckout={() => {
              const leaving = checkout.proceed();
              if (!leaving) setOverlay(() => null);
              return leaving;
            }}
            updateQty={async (item: CartItem, qty: number) => (await miniCartActions()).updateQty(item, qty)}
            removeItem={async (item: CartItem) => (await miniCartActions()).removeItem(item)}
            checkoutExtra={fastCheckout?.minicartEnabled ? <FastCheckoutButton settings={fastCheckout} /> : null}
          />
        }
      />
      {checkout.loginPopup}
    </>
  );
}
