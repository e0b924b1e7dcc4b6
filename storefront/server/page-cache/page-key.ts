import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { serverFeatures } from '../features';

/**
 * The query parameters of a page that change what it shows, each parsed against what it can be
 * and written in canonical form; every other parameter is dropped. Null when one of them has a
 * value the page cannot have: that address is answered, never stored (issue 29).
 */
export type KeyParams = (params: URLSearchParams) => [name: string, value: string][] | null;

const noParams: KeyParams = () => [];

/**
 * The pages the full-page cache keeps, by React Router route id (app/routes.ts and the features'
 * pages.ts), with the parameters each reads: the home page, and every page a feature lists
 * (`cachedPages` in its `feature.server.ts`). A public page is cached only once it is listed, and a
 * page is rendered from its key alone (the canonical address, no request headers): a parameter
 * not listed has no effect on it, so nothing a visitor adds can change what another visitor is
 * served. A route listed twice is refused at start.
 */
export const cachedPages: Readonly<Record<string, KeyParams>> = (() => {
  const pages: Record<string, KeyParams> = { 'routes/home': noParams };
  for (const feature of serverFeatures) {
    for (const [routeId, params] of Object.entries(feature.cachedPages ?? {})) {
      if (routeId in pages) throw new Error(`The cached page "${routeId}" is listed twice (the second by ${feature.folder})`);
      pages[routeId] = params;
    }
  }
  return pages;
})();

/** React Router's single-fetch parameter naming the routes whose data a client navigation wants. */
const ROUTES_PARAM = /^[\w/.,-]{1,1024}$/;
const MAX_PATH = 1024;

export interface PageKey {
  /** The cache key: the path and the canonical query. */
  key: string;
  /** The address the page is rendered from (BASE_URL's origin, the key). */
  renderUrl: string;
  /** The key without the route's parameters: where a page that reads none of them (a product page) is kept. */
  pathKey: string;
}

/** Doubled slashes, or slashes after a `.html` page (or its data). */
const NON_CANONICAL_PATH = /\/\/|\.(?:html|data)\/+$/;

/**
 * The canonical spelling of a page's path: doubled slashes made one, no slash after `.html`.
 * Known from the address alone, so a variant is redirected to it before anything renders; no
 * leading `//` is left, so the redirect never names another host.
 */
export function canonicalPagePath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/').replace(/\.html\/+$/, '.html');
}

/** The same page's key without its route's parameters. */
export function pathOnly(key: PageKey): PageKey {
  return { key: key.pathKey, renderUrl: key.renderUrl.slice(0, key.renderUrl.length - key.key.length) + key.pathKey, pathKey: key.pathKey };
}

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };
const trees = new WeakMap<ServerBuild, RouteNode[]>();

/** The build's routes as a tree for matchRoutes (once per build). */
function routeTree(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build);
  if (tree) return tree;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
  }
  tree = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  trees.set(build, tree);
  return tree;
}

/** Paths whose routes are remembered, per build (matching ranks every route each time). */
const MATCHED_PATHS = 10_000;
const matched = new WeakMap<ServerBuild, Map<string, readonly string[]>>();

/** The ids of the routes that render `pathname`, outermost first (the page's route last); empty when none. */
function routesOf(build: ServerBuild, pathname: string): readonly string[] {
  let known = matched.get(build);
  if (!known) matched.set(build, (known = new Map()));
  const remembered = known.get(pathname);
  if (remembered) return remembered;
  // Nodes of the build's routes (id, path, index) are what matchRoutes reads.
  const ids = (matchRoutes(routeTree(build) as RouteObject[], pathname, build.basename) ?? []).map((match) => match.route.id!);
  // Bounded: a flood of made-up paths only makes the oldest be matched again.
  if (known.size >= MATCHED_PATHS) known.delete(known.keys().next().value!);
  known.set(pathname, ids);
  return ids;
}

/** A data address's `_routes` (which of the page's loaders to run, a set) in canonical form; null when it names a route not on that page. */
function routesParam(value: string, onPage: readonly string[]): string | null {
  if (!ROUTES_PARAM.test(value)) return null;
  const named = [...new Set(value.split(','))].sort();
  return named.every((id) => onPage.includes(id)) ? named.join(',') : null;
}

const byName = ([a, x]: [string, string], [b, y]: [string, string]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1);
const withQuery = (pathname: string, params: [string, string][]) => {
  const search = new URLSearchParams(params.sort(byName)).toString();
  return search ? `${pathname}?${search}` : pathname;
};

/**
 * The cache key of a page request, or null when it is not stored: the page is not one the cache
 * keeps, its path is not spelled canonically, or a parameter its route reads has a value the page
 * cannot have. The key is the path (a client navigation's `.data` address included) and the
 * parameters its route reads, parsed, in canonical form and order. The Host and every other
 * request header are left out: a page never depends on them (absolute URLs come from BASE_URL alone).
 */
export function pageKey(build: ServerBuild, url: URL, origin: string): PageKey | null {
  const { pathname } = url;
  if (pathname.length > MAX_PATH || NON_CANONICAL_PATH.test(pathname)) return null;
  // React Router's route manifest (lazy route discovery) is no page: its answer depends on the
  // `version` and `paths` asked for, which a page's key would drop (every client navigation to a
  // route not yet known then reloaded the document, and the second one failed).
  if (pathname.endsWith('/__manifest')) return null;
  // Single fetch: `/women.data` is the data of `/women`, `/_.data` that of `/`.
  const isData = pathname.endsWith('.data');
  const pagePath = !isData ? pathname : pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.slice(0, -'.data'.length);
  const routes = routesOf(build, pagePath || '/');
  const keyParams = routes.length === 0 ? undefined : cachedPages[routes[routes.length - 1]!];
  if (!keyParams) return null;
  const kept = keyParams(url.searchParams);
  if (!kept) return null;
  const pathParams: [string, string][] = [];
  const loaders = isData ? url.searchParams.get('_routes') : null;
  if (loaders !== null) {
    const canonical = routesParam(loaders, routes);
    if (canonical === null) return null;
    pathParams.push(['_routes', canonical]);
  }
  const key = withQuery(pathname, [...kept, ...pathParams]);
  return { key, renderUrl: origin + key, pathKey: withQuery(pathname, pathParams) };
}
