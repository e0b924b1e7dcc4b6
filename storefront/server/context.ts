/**
 * What page loaders may use on the server: the public, cacheable services only (no session, no
 * customer), so a server-rendered page never contains private data.
 *
 * How a route loader gets the catalog service (React Router 8 passes a RouterContextProvider):
 *
 *   import { shopContext } from '../../server/context';
 *
 *   export async function loader({ context, params, request }: Route.LoaderArgs) {
 *     const { catalog, settings } = context.get(shopContext);
 *     const page = await catalog.categoryPage(params.path!, { page: 1 });
 *     if (!page) throw new Response('Not Found', { status: 404 });
 *     return { page, settings: settings(request) };
 *   }
 *
 * Keep such imports inside loaders/actions (or `*.server.ts` modules) so nothing of the server
 * reaches the browser bundle.
 */
import { createContext, RouterContextProvider, type RouterContext } from 'react-router';
import type { PageSettings } from '../src/lib/page-settings';

/**
 * The public services page loaders may call, each narrowed to its public methods: each feature
 * declares its own (`pageServices` in its `feature.server.ts`, with the cache tags of every
 * method's answer) and adds it here by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface PageServices {}

/** The services a page loader may call. */
export interface PublicShop extends PageServices {
  /** The absolute address of a shop page's path in the page's store view (`/women.html` → `https://shop/fr/women.html`), under the configured BASE_URL (canonical links, structured data). */
  absoluteUrl(path: string): string;
  /** The absolute address of a file (an image), the same in every store view, under the configured BASE_URL. */
  assetUrl(path: string): string;
  /** The page settings object to embed in the page (see page-settings.ts); the same for every request (the request is not read). */
  settings(request?: Request): PageSettings;
}

// One key per process: the dev server loads this module both natively and through Vite, and
// React Router compares context keys by identity.
const registry = globalThis as typeof globalThis & { __shopContext?: RouterContext<PublicShop> };

/** The load-context key of the public shop services. */
export const shopContext: RouterContext<PublicShop> = (registry.__shopContext ??= createContext<PublicShop>());

/**
 * The private side of a page request (ADR 0010): the visitor's own records (the signed-in
 * customer's account, a guest's compare list too). Asking for one reads the session, and the
 * server then answers the page `Cache-Control: private, no-store` whatever the route says, so a
 * page that shows private data can never be cached or shared. Each feature declares its reads
 * (`privateReads` in its `feature.server.ts`) and adds them here by declaration merging; account
 * pages read through `requireCustomer` (app/lib/account.server.ts), which sends a guest to sign in.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's declaration merging
export interface AccountAccess {}

const privateRegistry = globalThis as typeof globalThis & { __accountContext?: RouterContext<AccountAccess | null> };

/** The load-context key of the account pages' private reads (null where a request has none). */
export const accountContext: RouterContext<AccountAccess | null> = (privateRegistry.__accountContext ??= createContext<AccountAccess | null>(null));

/**
 * What a page shows, as cache tags (ADR 0013): the full-page cache keeps a page until one of its
 * tags is purged. The public services handed to loaders add the tags of what they return by
 * themselves; a loader that shows something else declares it here:
 * `context.get(pageTagsContext)?.add(cacheTags.block('footer-links'))`. A loader also says here
 * when its address is not the page's own, so that junk addresses never take a place in the cache.
 */
export interface PageTagCollector {
  add(...tags: string[]): void;
  /**
   * The page rendered is not the one its address names (an option the catalogue does not know, a
   * page past the last, another spelling of its path): it is answered, never stored.
   */
  notStored(reason: string): void;
  /** The page reads none of its address's parameters (a product page): it is kept under its path alone, and answered from there whatever an address adds. */
  keyedByPath(): void;
}

const tagsRegistry = globalThis as typeof globalThis & { __pageTagsContext?: RouterContext<PageTagCollector | null> };

/** The load-context key of the page's tag collector (null where a request has none). */
export const pageTagsContext: RouterContext<PageTagCollector | null> = (tagsRegistry.__pageTagsContext ??= createContext<PageTagCollector | null>(null));

/**
 * The nonce a page's inline scripts carry (ADR 0012), drawn for this answer only. For an answer
 * no cache may keep the policy names it, which the document renderer (app/entry.server.tsx) says
 * in `used`; on a cacheable page it only marks the scripts the renderer writes, so that their
 * hashes, and no other script's, are recorded in `hashes`, and it is removed from the document.
 */
export interface PageScripts {
  readonly nonce: string;
  used: boolean;
  /** The SHA-256 of a cacheable document's own (marked) inline scripts, recorded by the renderer as it produced the HTML. */
  hashes?: string[];
}

const scriptsRegistry = globalThis as typeof globalThis & { __pageScriptsContext?: RouterContext<PageScripts | null> };

/** The load-context key of the page's script nonce (null where a request has none, e.g. in tests). */
export const pageScriptsContext: RouterContext<PageScripts | null> = (scriptsRegistry.__pageScriptsContext ??= createContext<PageScripts | null>(null));

/** Builds the load context handed to React Router for one request. */
export function createLoadContext(shop: PublicShop, account?: AccountAccess, tags?: PageTagCollector, scripts?: PageScripts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(shopContext, shop);
  if (account) context.set(accountContext, account);
  if (tags) context.set(pageTagsContext, tags);
  if (scripts) context.set(pageScriptsContext, scripts);
  return context;
}
