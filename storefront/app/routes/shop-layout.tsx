import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { CustomerDataProvider } from '../../src/features/customer-data/components/customer-data-provider';
import type { MenuNode } from '../../src/features/header/menu-model';
import { useStickyHeader } from '../../src/features/header/use-sticky-header';
import type { Route } from './+types/shop-layout';
import type { loader as rootLoader } from '../root';
import { MessagesArea } from '../components/messages-area';
import { SiteFooter } from '../components/site-footer';
import { CustomerService } from '../components/customer-service';
import { GroupChangeNotice } from '../components/group-change-notice';
import { ConsentSlot } from '../../src/features/cookie-consent/components/consent-slot';
import { EARLY_PRESS_SCRIPT } from '../lib/deferred-widget';
import type { HeadScriptsHandle } from '../lib/inline-script';
import { SHOW_BANNER_SCRIPT } from '../../src/features/cookie-consent/first-paint';
import { TestModeNotice } from '../components/test-mode-notice';
import type { ShopServices } from '../lib/shop-services';
import type { PageServices } from '../../src/lib/browser-feature';
import { SiteHeader, type ShopOverlay } from '../components/site-header';
import { createShopRuntime, ShopRuntimeContext } from '../lib/shop-runtime';
import type { PageSettings } from '../../src/lib/page-settings';
import { shopContext } from '../../server/context';
import { t } from '@shop/ui/i18n';
import { useViewPath } from '../../src/features/store-views/hooks';
import { ViewAlternates } from '../../src/features/store-views/components/view-alternates';
import { pathInView, viewOfPath, type StoreView } from '../../src/features/store-views/model';
import { FrameEnd } from '../lib/frame-end';

interface CategoryTreeNode {
  id: number;
  name: string;
  url: string;
  children: CategoryTreeNode[];
}

function toMenu(nodes: readonly CategoryTreeNode[], view: StoreView): MenuNode[] {
  return nodes.map((node) => ({
    id: `category-${node.id}`,
    label: node.name,
    url: pathInView(view, node.url),
    ...(node.children.length > 0 ? { children: toMenu(node.children, view) } : {}),
  }));
}

/**
 * The category menu of the header and the footer, its links inside the page's store view, and the
 * shop's absolute base address (configured) for the page's `hreflang` alternates.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, assetUrl } = context.get(shopContext);
  const view = viewOfPath(new URL(request.url).pathname);
  // The menu names and addresses its categories in the view (ADR 0041).
  const tree = await catalog.categoryTree(view.code);
  return { categories: toMenu(tree, view), baseUrl: assetUrl('/') };
}

/**
 * The frame's scripts in the document's head (the root writes them): presses on the deferred
 * widgets before the page's code ran are kept, and the cookie banner's slot is shown to a visitor
 * who has not chosen, both before the body is parsed.
 */
export const handle: HeadScriptsHandle = { headScripts: [EARLY_PRESS_SCRIPT, SHOW_BANNER_SCRIPT] };

// The group check posts through the engine's client: its code comes with the services.
const GroupChangeWatcher = lazy(() => import('../components/group-change-watcher').then((module) => ({ default: module.GroupChangeWatcher })));
const noChanges = () => () => {};
// The banner's phone check loads after the page (a desktop visitor never downloads the banner itself).
const SmartAppBanner = lazy(() => import('../components/smart-app-banner').then((module) => ({ default: module.SmartAppBanner })));
const CookieStatus = lazy(() => import('@shop/ui/cookie-status').then((module) => ({ default: module.CookieStatus })));

function Shell({
  settings,
  categories,
  services,
  children,
}: {
  settings: PageSettings;
  categories: readonly MenuNode[];
  services: ShopServices | null;
  children: ReactNode;
}) {
  const [clearSearchSignal, setClearSearchSignal] = useState(0);
  const [overlay, setOverlay] = useState<ShopOverlay>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sticky = useStickyHeader({ onClearAutocomplete: () => setClearSearchSignal((n) => n + 1), noticeAwaiting: notice !== null });
  const onNotice = useCallback((message: string | null) => setNotice(message), []);
  // A browser without cookies cannot keep a cart or a session: say so (SPEC.md §5 "Cookies").
  const cookiesDisabled = useSyncExternalStore(noChanges, () => !navigator.cookieEnabled, () => false);
  const location = useLocation();
  const inView = useViewPath();
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
        {t('Skip to Content')}
      </a>
      <ConsentSlot />
      <SiteHeader
        categories={categories}
        stickyPhase={sticky.phase}
        clearSearchSignal={clearSearchSignal}
        query={query}
        currentPath={inView(location.pathname)}
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
      <SiteFooter categories={categories} cartUrl={settings.cartUrl} loginUrl={settings.customerLoginUrl} registerUrl={settings.registerUrl} freeShipping={settings.freeShipping} />
      <CustomerService
        open={overlay === 'customer-service'}
        onOpenChange={(open) => setOverlay((current) => (open ? 'customer-service' : current === 'customer-service' ? null : current))}
      />
      {settings.smartBanner ? (
        <Suspense fallback={null}>
          <SmartAppBanner settings={settings.smartBanner} />
        </Suspense>
      ) : null}
      <FrameEnd />
    </div>
  );
}

/**
 * The storefront's frame (a pathless layout around every shop page): header, messages, footer,
 * the customer-data engine started after hydration. The back office (`/admin`) has its own frame
 * and never loads this one's code.
 */
export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const settings = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const [runtime] = useState(() => createShopRuntime(settings));
  const [page, setPage] = useState<PageServices | null>(null);
  const [services, setServices] = useState<ShopServices | null>(null);
  // The root's layout effect runs once the whole page has hydrated, before any passive effect asks
  // for more code: the bench's "interactive" (scripts/bench-pages.mjs).
  useLayoutEffect(() => {
    performance.mark('shop:hydrated');
  }, []);
  // After hydration: the page view's side (cookie choice, analytics, form_key). The services (the
  // HTTP client, the customer-data engine, zod) start at once when the browser may have private
  // content to show, else at the visitor's first interaction or when a part of the page asks
  // (ADR 0042); their first section load waits for a paint anyway.
  useEffect(() => {
    let active = true;
    void runtime.pageServices().then((started) => {
      if (active) setPage(started);
    });
    void runtime.servicesStarted().then((started) => {
      if (active) setServices(started);
    });
    return () => {
      active = false;
    };
  }, [runtime]);
  const sections = services?.customerData?.store ?? page?.sectionsBeforeEngine ?? null;
  return (
    <ShopRuntimeContext value={runtime}>
      <ViewAlternates baseUrl={loaderData.baseUrl} />
      <CustomerDataProvider store={sections}>
        <Shell settings={settings} categories={loaderData.categories} services={services}>
          <Outlet />
        </Shell>
      </CustomerDataProvider>
    </ShopRuntimeContext>
  );
}
