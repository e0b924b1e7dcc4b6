import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { canonicalPagePath, pageKey } from './page-cache/page-key';
import { createPageServer } from './page-cache/serve';
import { cacheTags, type PageTags } from './page-cache/tags';
import { privateReadsOf, publicShopOf } from './page-services';
import { createLoadContext, type PageScripts } from './context';
import { pagePolicy } from './http/content-security-policy';
import { randomToken } from './lib/random';
import { EndpointRegistry } from './http/endpoint';
import type { ShopEnv } from './http/env';
import { HttpError } from '../src/lib/http-error';
import { allowedHostGuard, clientAddress } from './http/hosts';
import { assertFormKey, visitorText } from './http/input';
import { etagMiddleware, PRIVATE, PUBLIC_SHORT } from './http/responses';
import { bytesOf, bytesResponse } from './http/response-bytes';
import { nextTurn } from './http/turns';
import { securityHeaders } from './http/security-headers';
import { testOnlyRoutes } from './http/routes/test-only';
import { sessionMiddleware } from './http/session';
import { serverFeatures } from './features';
import type { Shop } from './shop';
import { pathWithoutView, storeViews, viewOfPath, type StoreViewCode } from '../src/features/store-views/model';
import { inViewLanguage, viewLanguageMiddleware } from '../src/features/store-views/catalogues.server';
import { inPricing } from '../src/features/currency/pricing.server';

export interface AppOptions {
  /** The React Router server build (or a loader for it, in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: 'production' | 'development';
  /** The shop's services over an open database. */
  shop: Shop;
}

/**
 * The shop's HTTP application: the endpoints of SPEC.md §7 at the platform's paths, then
 * server-rendered pages (public, cacheable: Cache-Control and ETag, no session).
 */
export function createApp({ build, mode = 'production', shop }: AppOptions): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>({ strict: false });
  // Every page is served under each store view's prefix (ADR 0038): one handler per view, from the
  // same build with the view's prefix as React Router's basename, so the client router's links,
  // data requests and redirects stay under it.
  const viewBuilds = new Map(storeViews.map((view) => [view.code, view.prefix ? withBasename(build, view.prefix) : build] as const));
  const handlers = new Map([...viewBuilds].map(([code, viewBuild]) => [code, createRequestHandler(viewBuild, mode)] as const));
  const pageShops = new Map(storeViews.map((view) => [view.code, publicShopOf(shop, undefined, view)] as const));
  const { log } = shop;
  const pageServer = createPageServer(shop.pageCache);
  // Cached pages are rendered from BASE_URL's origin, whatever Host a request named.
  const origin = new URL(shop.config.baseUrl).origin;
  const currentBuild = (code: StoreViewCode) => {
    const viewBuild = viewBuilds.get(code)!;
    return typeof viewBuild === 'function' ? viewBuild() : viewBuild;
  };
  const policyOptions = { tagManagerScriptUrl: shop.config.tagManagerScriptUrl };

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body as object, error.status as ContentfulStatusCode);
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Bad request.' }, error.status);
    log.error('request failed', { method: c.req.method, path: c.req.path, err: error });
    return c.json({ message: 'Something went wrong.' }, 500, { 'Cache-Control': 'no-store' });
  });

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10, ip: clientAddress(c, shop.config) });
  });
  app.use('*', securityHeaders(shop.config));
  app.use('*', allowedHostGuard(shop.config));

  app.use(
    '*',
    bodyLimit({
      maxSize: shop.config.bodyLimit,
      // The rest of the body is still on its way: the connection is closed after the answer, so a
      // keep-alive client sends its next request on a new one instead of after unread bytes.
      onError: (c) => c.json({ message: `The request body is too large (at most ${shop.config.bodyLimit} bytes).` }, 413, { Connection: 'close' }),
    }),
  );
  app.use('*', sessionMiddleware(shop));
  app.use('*', etagMiddleware());
  // A call from a page answers in the page's view's language (X-Store-View, ADR 0039).
  app.use('*', viewLanguageMiddleware());

  app.get('/healthz', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }));

  if (shop.config.testRoutes) {
    log.warn('test-only routes are on (SHOP_TEST_ROUTES): never on a shop that faces the internet');
    testOnlyRoutes(app, shop);
  }

  // Every capability registers its own calls (`src/features/<capability>/feature.server.ts`).
  const endpoints = new EndpointRegistry(app, { staffGuard: serverFeatures.find((feature) => feature.staffGuard)?.staffGuard });
  for (const feature of serverFeatures) feature.routes?.(endpoints, app, shop);
  endpoints.guardMethods();
  app.all('/rest/*', (c) => c.json({ message: `Request does not match any route: ${visitorText(c.req.path)}` }, 404));

  app.all('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const view = viewOfPath(url.pathname);
    if (view.prefix) {
      // A view's home page is its prefix with a slash (`/fr/`), as Magento's store URLs.
      if (url.pathname === view.prefix) return c.redirect(`${view.prefix}/${url.search}`, 301);
      // The back office is one, not per view.
      if (/^\/admin(?:\/|$)/.test(pathWithoutView(url.pathname))) return c.json({ message: 'Not found.' }, 404);
    }
    const handleDocument = handlers.get(view.code)!;
    // A page action (React Router) is checked like every call: origin and form_key before its body is read.
    if (request.method !== 'GET' && request.method !== 'HEAD') await assertFormKey(c);
    // A page's loader may ask for the visitor's own records (ADR 0010); once it has, the answer is
    // private whatever the route's headers say.
    // Made on the first render only: a page served from the cache reads nothing of the visitor.
    let reads: ReturnType<typeof privateReadsOf> | undefined;
    const render = async (pageRequest: Request, tags?: PageTags) => {
      const scripts: PageScripts = { nonce: randomToken(), used: false };
      reads ??= privateReadsOf(shop, c);
      // The page's reads (synchronous work on the embedded database) start on a turn of the event
      // loop of their own, as its render does (entry.server.tsx; ADR 0048).
      await nextTurn();
      const context = createLoadContext(tags ? publicShopOf(shop, tags, view) : pageShops.get(view.code)!, reads.access, tags, scripts);
      // Prices in the view's currency (ADR 0040); a page that shows one is purged when its rate changes.
      const pricing = { converter: await shop.currency.converter(view.currency), locale: view.locale, shown: () => tags?.add(cacheTags.currency(view.currency)) };
      const response = await inViewLanguage(view, () => inPricing(pricing, () => handleDocument(pageRequest, context)));
      const headers = new Headers(response.headers);
      // The page's script policy: its own nonce when it was rendered with one (an answer no cache
      // keeps), else the hashes of its inline scripts, which the renderer recorded as it wrote the
      // HTML (ADR 0012) and a cached copy keeps. Only a document has inline scripts to allow: a
      // route's data, the route manifest and redirects keep the policy every other answer gets.
      if (scripts.used) headers.set('Content-Security-Policy', pagePolicy({ nonce: scripts.nonce }, policyOptions));
      else if (scripts.hashes) headers.set('Content-Security-Policy', pagePolicy({ hashes: scripts.hashes }, policyOptions));
      if (reads.asked()) {
        headers.set('Cache-Control', PRIVATE);
        headers.delete('ETag');
      } else if (!headers.has('Cache-Control')) {
        const cacheable = pageRequest.method === 'GET';
        headers.set('Cache-Control', !cacheable ? 'no-store' : response.status === 200 ? PUBLIC_SHORT : response.status === 404 ? 'public, max-age=60' : 'no-store');
      }
      const bytes = bytesOf(response);
      const init = { status: response.status, statusText: response.statusText, headers };
      return bytes ? bytesResponse(bytes, init) : new Response(response.body, init);
    };
    if (request.method === 'GET' || request.method === 'HEAD') {
      // `//women.html`, `/women.html/`: one page, one address (issue 29), known without rendering
      // anything. A client navigation's data address is not redirected; it is just not stored.
      const canonicalPath = canonicalPagePath(url.pathname);
      if (canonicalPath !== url.pathname && !url.pathname.endsWith('.data')) return c.redirect(canonicalPath + url.search, 301);
    }
    // Development renders every page afresh: a stored page would hide the edit just made.
    if (mode === 'production' && (request.method === 'GET' || request.method === 'HEAD')) {
      // A public page the full-page cache keeps (ADR 0013): served from it, or rendered from its
      // canonical address and stored.
      const key = pageKey(await currentBuild(view.code), url, origin);
      if (key) return pageServer.serve(c, key, async (canonical, tags) => ({ response: await render(canonical, tags), visitorSpecific: reads?.asked() ?? false }));
    }
    // A HEAD answer is the GET answer without its body (Hono drops it): render the page as for
    // GET, so its ETag and length are the GET answer's, not those of an empty body.
    return render(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request);
  });
  return app;
}


/** The build with a store view's prefix as its basename (a loader of it in development). */
function withBasename(build: AppOptions['build'], basename: string): AppOptions['build'] {
  return typeof build === 'function' ? async () => ({ ...(await build()), basename }) : { ...build, basename };
}
