import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterDataContext, UNSAFE_DataRouterStateContext, UNSAFE_NavigationContext } from 'react-router';
import { defaultView, sitePathInView, viewOfPath, type StoreView, type StoreViewCode } from './model';

/**
 * The store view of the page: the router's basename is the view's prefix (ADR 0038), so the
 * server's render and the browser's agree without reading the address twice. Read from the
 * router's navigation context (what `useHref` reads), which is absent outside a router (a
 * component's test or story): the default view.
 */
export function useStoreView(): StoreView {
  return viewOfPath(useContext(UNSAFE_NavigationContext)?.basename ?? '/');
}

/**
 * A shop path written for the default view (`/checkout/cart/`), as the page's view shows it
 * (`/fr/checkout/cart/`), for the plain links and form actions the router does not write.
 * Anything that is not a path of this site (`https://…`, `//host`, `#top`), and a path already
 * in the view (`/fr/…`, from the view's page settings or its loaders), is left as it is.
 */
export function useViewPath(): (path: string) => string {
  const view = useStoreView();
  return useCallback((path: string) => sitePathInView(view, path), [view]);
}

/**
 * Sends the browser to an address in the page's store view (`window.location.assign` outside a
 * render: after a form's answer, a select's change). A site path, or an absolute address of this
 * site (a server's `redirectUrl` built from its base URL), gets the view's prefix as in
 * `useViewPath()`; the view is the one of the page's own address, as the router's basename.
 */
export function assignInView(url: string): void {
  const here = window.location;
  const view = viewOfPath(here.pathname);
  const target = new URL(url, here.href);
  here.assign(target.origin === here.origin ? sitePathInView(view, target.pathname) + target.search + target.hash : url);
}

/**
 * The `store` field a call answered by a redirect (a plain form post, a mail's link) is told: the
 * page's view, whose page the redirect goes to (ADR 0038). Nothing in the default view, whose
 * posts stay as they were.
 */
export function useStoreField(): { store?: StoreViewCode } {
  const view = useStoreView();
  return view === defaultView ? {} : { store: view.code };
}

/**
 * The page's address in each store view (without the view's prefix), when its route's loader knows
 * them (`alternates`: a category's or a product's URL keys per view, ADR 0041); otherwise each view
 * shows the page at the same path. What the switcher and the `hreflang` alternates link to.
 */
export function useViewAlternates(): (view: StoreView, pathname: string) => string {
  // The data router's matches and their data (absent outside one: a component's test or story), read as `useMatches` reads them.
  const state = useContext(UNSAFE_DataRouterStateContext);
  const loaded = useContext(UNSAFE_DataRouterDataContext);
  const alternates = state?.matches.reduce<Partial<Record<StoreViewCode, string>> | undefined>((found, match) => {
    const data = loaded?.loaderData[match.route.id] as { alternates?: Partial<Record<StoreViewCode, string>> } | null | undefined;
    return data && typeof data === 'object' && data.alternates ? data.alternates : found;
  }, undefined);
  return useCallback((view: StoreView, pathname: string) => view.prefix + (alternates?.[view.code] ?? pathname), [alternates]);
}
