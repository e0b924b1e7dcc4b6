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

/**
 * The header every call from a page carries (ADR 0039): the page's view code, so the call answers
 * in its language (its messages, its validation errors). Declared once: the browser's HTTP client
 * sends it, the server reads it. Pages never read it (their view is their path), so cached pages
 * do not vary by it; call answers say `Vary: X-Store-View`.
 */
export const STORE_VIEW_HEADER = 'X-Store-View';

/** The view with this code, or undefined for a code no view has. */
export function viewByCode(code: unknown): StoreView | undefined {
  return storeViews.find((view) => view.code === code);
}

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
  const view = viewByCode(code);
  return view ? pathInView(view, pathWithoutView(path)) : path;
}

/**
 * A value of a store view, or the default view's where the view has none (null, absent or empty):
 * Magento's "Use Default Value" for content per view (ADR 0041).
 */
export const orDefault = <T>(own: T | null | undefined, fallback: T): T => (own === null || own === undefined || own === '' ? fallback : own);

/**
 * A text with a count, in the form the view's language needs for that count (issue 31).
 * `Intl.PluralRules` names the count's category for the locale: English has 'one' and 'other',
 * French also 'many' (millions), Arabic 'zero', 'one', 'two', 'few' (3–10), 'many' (11–99) and
 * 'other'. Each category is its own catalogue key, written as a literal `t()` at the call:
 * 'one' and 'other' are SPEC.md's English texts; the other categories' keys end with the
 * category in brackets (`'%1 items [few]'`), are never chosen for English and are translated in
 * every catalogue. A category a call does not give falls back to 'other'.
 */
export interface PluralForms {
  one: () => string;
  other: () => string;
  zero?: () => string;
  two?: () => string;
  few?: () => string;
  many?: () => string;
}

export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = perLocale(pluralRules, locale, () => new Intl.PluralRules(locale)).select(count) as keyof PluralForms;
  return (forms[category] ?? forms.other)();
}

/** A count (a number of items, a page number) written for the view's locale. */
export function formatCount(locale: string, count: number): string {
  return perLocale(countFormats, locale, () => new Intl.NumberFormat(locale)).format(count);
}

// One `Intl` object per locale, built on first use: building one costs far more than using it
// (a category page asks for a count's form and digits dozens of times per render: ADR 0043).
const pluralRules = new Map<string, Intl.PluralRules>();
const countFormats = new Map<string, Intl.NumberFormat>();

/** The kept object of `locale`, built by `build` the first time. */
function perLocale<T>(kept: Map<string, T>, locale: string, build: () => T): T {
  let found = kept.get(locale);
  if (found === undefined) {
    found = build();
    kept.set(locale, found);
  }
  return found;
}
