import {
  ANALYTICS_LINK_SEARCH_LEVELS,
  ANALYTICS_LIST_NAME_ATTRIBUTE,
  ANALYTICS_PRODUCT_ID_ATTRIBUTE,
  ANALYTICS_PRODUCT_ITEM_ATTRIBUTE,
  IMPRESSION_LIST_COOKIE,
  IMPRESSION_LIST_COOKIE_LIFETIME_MS,
  TAG_MANAGER_SCRIPT_URL,
} from '../../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';
import { createCookieJar, expiresIn, type CookieJar } from '../../lib/cookies';
import {
  buildImpressionsEvent,
  getDataLayer,
  mergeImpressionList,
  pushEcommerceEvent,
  resolveProductClick,
  toImpressionList,
  type AddToCartFields,
  type ClickFacts,
  type DataLayer,
  type Impression,
  type ImpressionList,
} from './model';
import { logger } from '@shop/ui/logger';

/** Reads the impression list cookie. */
export function readImpressionList(cookies: CookieJar = createCookieJar()): ImpressionList {
  return toImpressionList(cookies.getJson(IMPRESSION_LIST_COOKIE));
}

/**
 * Pushes product impressions (after the ecommerce reset) and records each
 * product's list in the `impression_list_data` cookie for 1 hour (unless `record` is false).
 * Nothing happens without a data layer. Returns whether they were pushed.
 */
export function trackImpressions(
  impressions: readonly Impression[],
  options: { dataLayer?: DataLayer; cookies?: CookieJar; clock?: Clock; currencyCode?: string; record?: boolean } = {},
): boolean {
  const dataLayer = options.dataLayer ?? getDataLayer();
  if (!dataLayer || impressions.length === 0) return false;
  pushEcommerceEvent(dataLayer, buildImpressionsEvent(impressions, options.currencyCode));
  // The cookie is an analytics cookie: written only with the visitor's consent (ADR 0030).
  if (options.record === false) return true;
  const cookies = options.cookies ?? createCookieJar();
  cookies.setJson(IMPRESSION_LIST_COOKIE, mergeImpressionList(readImpressionList(cookies), impressions), {
    expires: expiresIn(IMPRESSION_LIST_COOKIE_LIFETIME_MS, options.clock ?? getClock()),
  });
  return true;
}

/** The link clicked: the target itself or an ancestor up to two levels up. */
export function findClickedLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  let element = target instanceof Element ? target : null;
  for (let level = 0; element && level <= ANALYTICS_LINK_SEARCH_LEVELS; level += 1) {
    if (element instanceof HTMLAnchorElement) return element;
    element = element.parentElement;
  }
  return undefined;
}

/** Reads the click facts from the DOM around a clicked element. */
export function readClickFacts(target: EventTarget | null): ClickFacts {
  const link = findClickedLink(target);
  const item = link?.closest<HTMLElement>(`[${ANALYTICS_PRODUCT_ITEM_ATTRIBUTE}]`) ?? null;
  const idElement = item?.hasAttribute(ANALYTICS_PRODUCT_ID_ATTRIBUTE)
    ? item
    : item?.querySelector(`[${ANALYTICS_PRODUCT_ID_ATTRIBUTE}]`);
  return {
    onLink: Boolean(link),
    hasProductItem: Boolean(item),
    listName: item?.getAttribute(ANALYTICS_LIST_NAME_ATTRIBUTE) || undefined,
    productId: idElement?.getAttribute(ANALYTICS_PRODUCT_ID_ATTRIBUTE) || undefined,
  };
}

/**
 * Tracks clicks on product links inside `list` (a product grid or list): the
 * click event of the matching impression is pushed after an ecommerce reset.
 * Untrackable clicks only log a console note. Returns a function that stops it.
 * With `lists` (a selector), only clicks inside a matching element count: one listener
 * on the document then serves every product list, including lists rendered later.
 */
export function trackProductClicks(
  list: Element | Document,
  options: {
    getDataLayer?: () => DataLayer | undefined;
    note?: (message: string) => void;
    lists?: string;
    /** Called after a tracked click's push, with the product id and list (for events beside it). */
    onTracked?: (productId: string, listName: string) => void;
  } = {},
): () => void {
  const note = options.note ?? ((message: string) => logger.info(message));
  const onClick = (event: Event) => {
    if (options.lists && !(event.target instanceof Element && event.target.closest(options.lists))) return;
    const facts = readClickFacts(event.target);
    const outcome = resolveProductClick(facts, (options.getDataLayer ?? getDataLayer)());
    if (outcome.kind === 'note') note(outcome.message);
    if (outcome.kind === 'event') {
      pushEcommerceEvent((options.getDataLayer ?? getDataLayer)(), outcome.event);
      if (facts.productId && facts.listName) options.onTracked?.(facts.productId, facts.listName);
    }
  };
  // In the capture phase: a React root still hydrating (a deferred widget's island, created as it
  // comes near the viewport) stops a click's propagation at its container's capture when the click
  // lands on markup it has not hydrated yet, and replays it to React alone. A link is still followed,
  // so the click must be counted before it reaches that container.
  list.addEventListener('click', onClick, { capture: true });
  return () => list.removeEventListener('click', onClick, { capture: true });
}

/**
 * Loads the tag manager with a container id (only when an id is set; call it once the page
 * is interactive). The script comes from `scriptUrl` with `id=<container id>`. Returns the
 * script element, or undefined when not loaded.
 */
export function loadTagManager(
  containerId: string | undefined,
  options: { scriptUrl?: string; document?: Document; window?: { dataLayer?: unknown[] }; now?: () => number } = {},
): HTMLScriptElement | undefined {
  if (!containerId) return undefined;
  const doc = options.document ?? document;
  if (doc.querySelector(`script[data-tag-manager="${CSS.escape(containerId)}"]`)) return undefined;
  const win = options.window ?? (globalThis as { dataLayer?: unknown[] });
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': (options.now ?? Date.now)(), event: 'gtm.js' });
  const src = new URL(options.scriptUrl ?? TAG_MANAGER_SCRIPT_URL, doc.baseURI);
  src.searchParams.set('id', containerId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = src.href;
  script.dataset.tagManager = containerId;
  doc.head.append(script);
  return script;
}

/** Runs `callback` once the page has loaded and the main thread is idle. */
export function whenInteractive(callback: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => callback());
    else win.setTimeout(callback, 0);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/** The quantity and chosen options of a posted add-to-cart form (`qty`, `super_attribute[<id>]`). */
export function readAddToCartFields(form: FormData): AddToCartFields {
  const superAttribute: Record<string, number> = {};
  for (const [name, value] of form) {
    const id = /^super_attribute\[(\d+)\]$/.exec(name)?.[1];
    if (id && typeof value === 'string' && value !== '') superAttribute[id] = Number(value);
  }
  const qty = Number(form.get('qty') ?? 1);
  return { qty: Number.isInteger(qty) && qty > 0 ? qty : 1, superAttribute };
}
