/**
 * The store views (issue 31, ADR 0038): one shop, one catalogue, one cart and session, shown in
 * several languages, each at its own address prefix as Magento's store codes in URLs. Defined
 * here, once, in code: a view decides which routes answer and which catalogue ships with a page,
 * so it is part of the build rather than a row a back office could change under a running server.
 */

/** A store view's code: its identity, as Magento's store code. */
export type StoreViewCode = 'default' | 'fr' | 'ar';

export interface StoreView {
  code: StoreViewCode;
  /** The view's name in its own language, as the switcher shows it. */
  name: string;
  /** The BCP 47 locale: `<html lang>`, the message catalogue, `Intl` formats. */
  locale: string;
  /** The ISO 4217 currency prices are shown in (conversion is a later step: issue 31 item 4). */
  currency: string;
  direction: 'ltr' | 'rtl';
  /** The address prefix, without a trailing slash: '' for the default view at the root, '/fr'. */
  prefix: string;
}

/** The demo's views, the default first. */
export const storeViews: readonly StoreView[] = [
  { code: 'default', name: 'English', locale: 'en-US', currency: 'USD', direction: 'ltr', prefix: '' },
  { code: 'fr', name: 'Français', locale: 'fr-FR', currency: 'EUR', direction: 'ltr', prefix: '/fr' },
  { code: 'ar', name: 'العربية', locale: 'ar-AE', currency: 'AED', direction: 'rtl', prefix: '/ar' },
];

/** The view at the root: its texts are SPEC.md's English source strings. */
export const defaultView: StoreView = storeViews[0]!;

/** The view a path belongs to: the one whose prefix starts it (`/fr`, `/fr/…`), else the default. */
export function viewOfPath(pathname: string): StoreView {
  for (const view of storeViews) {
    if (view.prefix && (pathname === view.prefix || pathname.startsWith(`${view.prefix}/`))) return view;
  }
  return defaultView;
}

/** The path of a view's page from its path in the default view (`/cart` → `/fr/cart`; `/` → `/fr/`). */
export function pathInView(view: StoreView, path: string): string {
  return view.prefix + path;
}

/**
 * A shop path written for the default view (`/checkout/cart/`) as the view `view` shows it
 * (`/fr/checkout/cart/`). Anything that is not a path of this site (`https://…`, `//host`,
 * `#top`), and a path already in the view (`/fr/…`), is left as it is.
 */
export function sitePathInView(view: StoreView, path: string): string {
  return view.prefix && path.startsWith('/') && !path.startsWith('//') && viewOfPath(path) !== view ? view.prefix + path : path;
}

/** A path of a view without its prefix: the same page's path in the default view (`/fr/cart` → `/cart`). */
export function pathWithoutView(pathname: string): string {
  const { prefix } = viewOfPath(pathname);
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The code of a defined view when `value` is one (a refused post's raw `store` field), else undefined. */
export function storeViewCode(value: unknown): StoreViewCode | undefined {
  return storeViews.find((view) => view.code === value)?.code;
}

/**
 * Where a call's redirect goes (ADR 0038): the site path `path` (written for the default view, or
 * already in some view: a post's return page) as the view the request names (`store`, validated by
 * the call's contract) shows it; with no view named, `path` as it is written.
 */
export function redirectInView(code: StoreViewCode | undefined, path: string): string {
  const view = storeViews.find((candidate) => candidate.code === code);
  return view ? pathInView(view, pathWithoutView(path)) : path;
}
