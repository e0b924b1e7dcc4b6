import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { blogPageParam } from '../../src/features/blog/model';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from '../../src/features/catalog/model';

/** The query parameters of a page that change what it shows, in canonical form; every other parameter is dropped. */
type KeyParams = (params: URLSearchParams) => [name: string, value: string][];

/** A filter value: ids, codes, a range (`10-20`), a list of those; anything else is dropped. */
const FILTER_VALUE = /^[\w.,-]{1,64}$/;
/** Values of one filter kept at most. */
const FILTER_VALUES = 8;

const noParams: KeyParams = () => [];

/** The listing parameters (page, size, sort, direction), read by the listing's own rule: defaults are left out. */
function listingParams(params: URLSearchParams): [string, string][] {
  const query = parseListingQuery(params, LISTING_DEFAULTS, LISTING_LIMITS);
  const kept: [string, string][] = [];
  if (query.page !== LISTING_DEFAULTS.page) kept.push(['p', String(query.page)]);
  if (query.limit !== LISTING_DEFAULTS.limit) kept.push(['limit', String(query.limit)]);
  if (query.sort !== LISTING_DEFAULTS.sort) kept.push(['product_list_order', query.sort]);
  if (query.dir !== LISTING_DEFAULTS.dir) kept.push(['product_list_dir', query.dir]);
  return kept;
}

/** Layered-navigation filters by name: well-formed values, without repeats, sorted. */
function filterParams(names: readonly string[]): KeyParams {
  return (params) =>
    names.flatMap((name) =>
      [...new Set(params.getAll(name).map((value) => value.trim()))]
        .filter((value) => FILTER_VALUE.test(value))
        .sort()
        .slice(0, FILTER_VALUES)
        .map((value): [string, string] => [name, value]),
    );
}

const listingFilters = filterParams(['cat', 'color', 'price', 'size']);
const catalogParams: KeyParams = (params) => [...listingParams(params), ...listingFilters(params)];
/** The blog list's page, read by its own rule (page 1 left out). */
const blogParams: KeyParams = (params) => {
  const page = blogPageParam(params);
  return page === 1 ? [] : [['p', String(page)]];
};

/**
 * The pages the full-page cache keeps, by React Router route id (app/routes.ts), with the
 * parameters each reads. A public page is cached only once it is listed here, and a page is
 * rendered from its key alone (the canonical address, no request headers): a parameter not listed
 * has no effect on it, so nothing a visitor adds can change what another visitor is served.
 */
export const cachedPages: Readonly<Record<string, KeyParams>> = {
  'routes/home': noParams,
  // Category and product pages; a product page reads no parameter, so its listing ones only make another entry.
  'routes/catalog-page': catalogParams,
  'category-prefixed': catalogParams,
  'routes/blog': blogParams,
  'routes/blog-post': noParams,
};

/** React Router's single-fetch parameter naming the routes whose data a client navigation wants. */
const ROUTES_PARAM = /^[\w/.,-]{1,1024}$/;
const MAX_PATH = 1024;

export interface PageKey {
  /** The cache key: the path and the canonical query. */
  key: string;
  /** The address the page is rendered from (BASE_URL's origin, the key). */
  renderUrl: string;
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

/** Paths whose route is remembered, per build (matching ranks every route each time). */
const MATCHED_PATHS = 10_000;
const matched = new WeakMap<ServerBuild, Map<string, string | undefined>>();

/** The id of the route that renders `pathname` (the deepest match), or undefined. */
function routeOf(build: ServerBuild, pathname: string): string | undefined {
  let known = matched.get(build);
  if (!known) matched.set(build, (known = new Map()));
  if (known.has(pathname)) return known.get(pathname);
  // Nodes of the build's routes (id, path, index) are what matchRoutes reads.
  const matches = matchRoutes(routeTree(build) as RouteObject[], pathname, build.basename);
  const routeId = matches?.[matches.length - 1]?.route.id;
  // Bounded: a flood of made-up paths only makes the oldest be matched again.
  if (known.size >= MATCHED_PATHS) known.delete(known.keys().next().value!);
  known.set(pathname, routeId);
  return routeId;
}

/**
 * The cache key of a page request, or null when the page is not one the cache keeps: the path
 * (a client navigation's `.data` address included) and the parameters its route reads, in
 * canonical form and order. The Host and every other request header are left out: a page never
 * depends on them (absolute URLs come from BASE_URL alone).
 */
export function pageKey(build: ServerBuild, url: URL, origin: string): PageKey | null {
  const { pathname } = url;
  if (pathname.length > MAX_PATH) return null;
  // Single fetch: `/women.data` is the data of `/women`, `/_.data` that of `/`.
  const isData = pathname.endsWith('.data');
  const pagePath = !isData ? pathname : pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.slice(0, -'.data'.length);
  const routeId = routeOf(build, pagePath || '/');
  const keyParams = routeId === undefined ? undefined : cachedPages[routeId];
  if (!keyParams) return null;
  const kept = keyParams(url.searchParams);
  const routes = url.searchParams.get('_routes');
  if (isData && routes !== null && ROUTES_PARAM.test(routes)) kept.push(['_routes', routes]);
  kept.sort(([a, x]: [string, string], [b, y]: [string, string]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const search = new URLSearchParams(kept).toString();
  const key = search ? `${pathname}?${search}` : pathname;
  return { key, renderUrl: origin + key };
}
