import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { serverFeatures } from '../features';

/** The query parameters of a page that change what it shows, in canonical form; every other parameter is dropped. */
export type KeyParams = (params: URLSearchParams) => [name: string, value: string][];

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
