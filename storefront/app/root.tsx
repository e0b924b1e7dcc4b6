import './lib/strict-csp';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import { CustomerDataProvider } from '../src/features/customer-data/components/customer-data-provider';
import type { MenuNode } from '../src/features/header/menu-model';
import { useStickyHeader } from '../src/features/header/use-sticky-header';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import favicon from '../public/favicon.svg?raw';
import { MessagesArea } from './components/messages-area';
import { SiteFooter } from './components/site-footer';
import { CustomerService } from './components/customer-service';
import { GroupChangeNotice } from './components/group-change-notice';
import { TestModeNotice } from './components/test-mode-notice';
import type { ShopServices } from './lib/shop-services';
import { SiteHeader, type ShopOverlay } from './components/site-header';
import { publicCacheHeaders } from './lib/cache';
import { createShopRuntime, ShopRuntimeContext } from './lib/shop-runtime';
import type { PageSettings } from '../src/lib/page-settings';
import { DEFAULT_COLOR_SCHEME } from '../src/config/constants';
import { shopContext } from '../server/context';

// The icon (300 bytes) is written into the page: one request fewer per view (issue 18: inline what is tiny).
// The stylesheet is linked as a file, not imported for its side effect: imported, it belonged to the
// shell chunk, so every lazily loaded chunk listed it again and the page requested it twice (React
// Router marks such a link with "#", so Vite's preload does not recognise it as already loaded).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesheet },
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(favicon)}`, type: 'image/svg+xml' },
];

interface CategoryTreeNode {
  id: number;
  name: string;
  url: string;
  children: CategoryTreeNode[];
}

function toMenu(nodes: readonly CategoryTreeNode[]): MenuNode[] {
  return nodes.map((node) => ({
    id: `category-${node.id}`,
    label: node.name,
    url: node.url,
    ...(node.children.length > 0 ? { children: toMenu(node.children) } : {}),
  }));
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const tree = await shop.catalog.categoryTree();
  return { settings: shop.settings(request), categories: toMenu(tree) };
}

export function headers() {
  return publicCacheHeaders;
}

export function Layout({ children }: { children: ReactNode }) {
  // The colour scheme setting (COLOR_SCHEME): the kit's tokens switch under data-theme="dark", and
  // under "system" when the visitor prefers dark. Absent (an error before the root loader): light.
  const colorScheme = useRouteLoaderData<typeof loader>('root')?.settings.colorScheme ?? DEFAULT_COLOR_SCHEME;
  return (
    <html lang="en" data-theme={colorScheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The group check posts through the engine's client: its code comes with the services.
const GroupChangeWatcher = lazy(() => import('./components/group-change-watcher').then((module) => ({ default: module.GroupChangeWatcher })));
const noChanges = () => () => {};
// The banner's phone check loads after the page (a desktop visitor never downloads the banner itself).
const SmartAppBanner = lazy(() => import('./components/smart-app-banner').then((module) => ({ default: module.SmartAppBanner })));
const CookieStatus = lazy(() => import('@shop/ui/cookie-status').then((module) => ({ default: module.CookieStatus })));

function Shell({ settings, categories, services, children }: { settings: PageSettings; categories: readonly MenuNode[]; services: ShopServices | null; children: ReactNode }) {
  const [clearSearchSignal, setClearSearchSignal] = useState(0);
  const [overlay, setOverlay] = useState<ShopOverlay>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sticky = useStickyHeader({ onClearAutocomplete: () => setClearSearchSignal((n) => n + 1), noticeAwaiting: notice !== null });
  const onNotice = useCallback((message: string | null) => setNotice(message), []);
  // A browser without cookies cannot keep a cart or a session: say so (SPEC.md §5 "Cookies").
  const cookiesDisabled = useSyncExternalStore(noChanges, () => !navigator.cookieEnabled, () => false);
  const location = useLocation();
  const query = location.pathname.startsWith('/catalogsearch/result') ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <div
      data-slot="page-wrapper"
      data-sticky={sticky.phase}
      style={sticky.wrapperPadding ? { paddingTop: sticky.wrapperPadding } : undefined}
      className="flex min-h-screen flex-col"
    >
      <a
        href="#maincontent"
        className="sr-only z-popover rounded-md bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        Skip to Content
      </a>
      <SiteHeader
        categories={categories}
        stickyPhase={sticky.phase}
        clearSearchSignal={clearSearchSignal}
        query={query}
        currentPath={location.pathname}
        overlay={overlay}
        setOverlay={setOverlay}
        notice={notice ? <GroupChangeNotice message={notice} /> : undefined}
      />
      {services ? (
        <Suspense fallback={null}>
          <GroupChangeWatcher quietHttp={services.quietHttp} settings={settings} onNotice={onNotice} />
        </Suspense>
      ) : null}
      {cookiesDisabled ? (
        <Suspense fallback={null}>
          <CookieStatus cookiesEnabled={false} />
        </Suspense>
      ) : null}
      {settings.testMode ? <TestModeNotice /> : null}
      <MessagesArea />
      <main id="maincontent" tabIndex={-1} className="mx-auto w-full max-w-[80rem] flex-1 px-4 py-6 outline-none lg:px-6">
        {children}
      </main>
      <SiteFooter categories={categories} cartUrl={settings.cartUrl} loginUrl={settings.customerLoginUrl} registerUrl={settings.registerUrl} />
      <CustomerService
        open={overlay === 'customer-service'}
        onOpenChange={(open) => setOverlay((current) => (open ? 'customer-service' : current === 'customer-service' ? null : current))}
      />
      {settings.smartBanner ? (
        <Suspense fallback={null}>
          <SmartAppBanner settings={settings.smartBanner} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [runtime] = useState(() => createShopRuntime(loaderData.settings));
  const [services, setServices] = useState<ShopServices | null>(null);
  // The root's layout effect runs once the whole page has hydrated, before any passive effect asks
  // for more code: the bench's "interactive" (scripts/bench-pages.mjs).
  useLayoutEffect(() => {
    performance.mark('shop:hydrated');
  }, []);
  // The engine's code loads after hydration; its first section load waits for a paint anyway.
  useEffect(() => {
    let active = true;
    void runtime.services().then((started) => {
      if (active) setServices(started);
    });
    return () => {
      active = false;
    };
  }, [runtime]);
  return (
    <ShopRuntimeContext value={runtime}>
      <CustomerDataProvider store={services?.customerData?.store ?? null}>
        <Shell settings={loaderData.settings} categories={loaderData.categories} services={services}>
          <Outlet />
        </Shell>
      </CustomerDataProvider>
    </ShopRuntimeContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : 'Something went wrong.';
  return (
    <main id="maincontent" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-neutral-700">
        {status === 404 ? 'The page you asked for is not here. ' : null}
        <a className="text-brand-700 underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
