import type { LoaderFunctionArgs, RouterContextProvider, ServerBuild } from 'react-router';
import { recordScriptHashes, scriptNonceFor } from '../http/content-security-policy';
import { bytesResponse } from '../http/response-bytes';
import { shopContext } from '../context';
import * as accountLayout from '../../app/routes/account-layout';
import * as accountDashboard from '../../app/routes/account-dashboard';
import * as accountAddress from '../../app/routes/account-address';
import * as accountEdit from '../../app/routes/account-edit';
import * as accountAddresses from '../../app/routes/account-addresses';
import * as accountOrder from '../../app/routes/account-order';
import * as accountOrders from '../../app/routes/account-orders';
import * as accountWishlist from '../../app/routes/account-wishlist';
import * as accountNewsletter from '../../app/routes/account-newsletter';
import * as accountRewards from '../../app/routes/account-rewards';
import * as comparePage from '../../app/routes/compare';
import * as catalogPage from '../../app/routes/catalog-page';
import * as blogPost from '../../app/routes/blog-post';
import * as blogList from '../../app/routes/blog';
import * as contactPage from '../../app/routes/contact';
import * as guestOrderForm from '../../app/routes/guest-order-form';
import * as guestOrderView from '../../app/routes/guest-order-view';
import * as checkoutSuccess from '../../app/routes/checkout-success';

/**
 * A stand-in for the React Router build in server tests: real loaders that read the public shop
 * services through the load context, rendered as a small HTML page, so the page path (context,
 * caching headers, ETag, no private data) is tested without the browser app.
 */
type LoaderArgs = LoaderFunctionArgs;

const rootModule = {
  default: () => null,
  async action() {
    return { accepted: true };
  },
  async loader({ context, request }: LoaderArgs) {
    const shop = context.get(shopContext);
    return { menu: (await shop.catalog.categoryTree()).map((c) => c.name), settings: shop.settings(request) };
  },
};

const homeModule = {
  default: () => null,
  async loader({ context }: LoaderArgs) {
    return { blocks: await context.get(shopContext).blocks.cms(['home-hero']) };
  },
};

/** Category and product pages: the app's own loader (app/routes/catalog-page.tsx). */
const catalogModule = { default: () => null, loader: catalogPage.loader };

/** A blog post's page: the app's own loader (app/routes/blog-post.tsx). */
const blogPostModule = { default: () => null, loader: blogPost.loader };

/** The blog's list: the app's own loader (app/routes/blog.tsx). */
const blogListModule = { default: () => null, loader: blogList.loader };

/** A route module of the app with its real loader and headers, rendered by the stand-in document. */
const accountModule = (module: { loader: (args: never) => Promise<unknown>; headers?: () => HeadersInit }) => ({
  default: () => null,
  loader: module.loader,
  headers: module.headers,
});

type AccountRouteModule = Parameters<typeof accountModule>[0];

/** Other shop pages with their real loaders (Contact Us, Orders and Returns and its private order view, the checkout success page). */
const shopPages: [id: string, path: string, module: AccountRouteModule][] = [
  ['routes/contact', 'contact', { ...contactPage, loader: async (args: never) => contactPage.loader(args) }],
  ['routes/guest-order-form', 'sales/guest/form', { ...guestOrderForm, loader: async (args: never) => guestOrderForm.loader(args) }],
  ['routes/guest-order-view', 'sales/guest/view', guestOrderView],
  ['routes/checkout-success', 'checkout/onepage/success', checkoutSuccess],
];

/** The account pages under the layout, as app/routes.ts lists them. */
const accountPages: [id: string, path: string, module: AccountRouteModule][] = [
  ['account-dashboard', 'customer/account', accountDashboard],
  ['account-edit', 'customer/account/edit', accountEdit],
  ['account-orders', 'sales/order/history', accountOrders],
  ['account-order', 'sales/order/view/order_id/:orderId', accountOrder],
  ['account-addresses', 'customer/address', accountAddresses],
  ['account-address-new', 'customer/address/new', accountAddress],
  ['account-address-edit', 'customer/address/edit/id/:id', accountAddress],
  ['account-wishlist', 'wishlist', accountWishlist],
  ['account-newsletter', 'newsletter/manage', accountNewsletter],
  ['account-rewards', 'reward/customer/info', accountRewards],
];

const escape = (text: string) => text.replace(/</g, '\\u003c');

/** An inline script like the real document's: it carries the nonce when the renderer is given one (ADR 0012). */
export const FAKE_INLINE_SCRIPT = 'window.__shopPage = true;';

function handleDocumentRequest(_request: Request, status: number, headers: Headers, context: { staticHandlerContext: { loaderData: unknown } }, loadContext: RouterContextProvider) {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const data = escape(JSON.stringify(context.staticHandlerContext.loaderData));
  const scripts = scriptNonceFor(loadContext, headers);
  const script = `<script${scripts ? ` nonce="${scripts.nonce}"` : ''}>${FAKE_INLINE_SCRIPT}</script>`;
  const html = Buffer.from(`<!doctype html><html><body>${script}<script type="application/json" id="data">${data}</script></body></html>`);
  // As the real renderer does (app/entry.server.tsx): a cacheable document's marked scripts are hashed where it is produced, the mark removed.
  return bytesResponse(scripts?.inPolicy ? html : recordScriptHashes(loadContext, html), { status, headers });
}

const route = (id: string, parentId: string | undefined, path: string | undefined, index: boolean | undefined) => ({
  id,
  parentId,
  path,
  index,
  caseSensitive: undefined,
  hasAction: id === 'root',
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: true,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
});

export const fakeBuild = {
  entry: { module: { default: handleDocumentRequest } },
  routes: {
    root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: rootModule },
    // The ids of app/routes.ts, which the full-page cache's list of cached pages names.
    'routes/home': { id: 'routes/home', parentId: 'root', path: undefined, index: true, caseSensitive: undefined, module: homeModule },
    'routes/blog': { id: 'routes/blog', parentId: 'root', path: 'blog', index: undefined, caseSensitive: undefined, module: blogListModule },
    'routes/blog-post': { id: 'routes/blog-post', parentId: 'root', path: 'blog/:slug', index: undefined, caseSensitive: undefined, module: blogPostModule },
    'routes/catalog-page': { id: 'routes/catalog-page', parentId: 'root', path: '*', index: undefined, caseSensitive: undefined, module: catalogModule },
    ...Object.fromEntries(shopPages.map(([id, path, module]) => [id, { id, parentId: 'root', path, index: undefined, caseSensitive: undefined, module: accountModule(module) }])),
    // The compare page's real loader (the visitor's own list, private).
    compare: { id: 'compare', parentId: 'root', path: 'catalog/product_compare', index: undefined, caseSensitive: undefined, module: accountModule(comparePage) },
    // The account area's real loaders (the guard and the private reads), as app/routes.ts nests them.
    'account-layout': { id: 'account-layout', parentId: 'root', path: undefined, index: undefined, caseSensitive: undefined, module: accountModule(accountLayout) },
    ...Object.fromEntries(
      accountPages.map(([id, path, module]) => [id, { id, parentId: 'account-layout', path, index: undefined, caseSensitive: undefined, module: accountModule(module) }]),
    ),
  },
  assets: {
    entry: { module: '/assets/entry.js', imports: [], css: [] },
    routes: {
      root: route('root', undefined, '', undefined),
      'routes/home': route('routes/home', 'root', undefined, true),
      'routes/blog': route('routes/blog', 'root', 'blog', undefined),
      'routes/blog-post': route('routes/blog-post', 'root', 'blog/:slug', undefined),
      'routes/catalog-page': route('routes/catalog-page', 'root', '*', undefined),
      compare: route('compare', 'root', 'catalog/product_compare', undefined),
      ...Object.fromEntries(shopPages.map(([id, path]) => [id, route(id, 'root', path, undefined)])),
      'account-layout': route('account-layout', 'root', undefined, undefined),
      ...Object.fromEntries(accountPages.map(([id, path]) => [id, route(id, 'account-layout', path, undefined)])),
    },
    url: '/assets/manifest.js',
    version: 'test',
  },
  basename: '/',
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;
