import { t } from '@shop/ui/i18n';
import { use } from 'react';
import { data, redirect } from 'react-router';
import { pageTagsContext, shopContext } from '../../server/context';
import { parseLayeredFilters } from '../../src/features/catalog/filter-params';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from '../../src/features/catalog/model';
import { categoryPageMismatch } from '../../src/features/catalog/page-key.server';
import { breadcrumbJsonLd, productJsonLd, seoTags } from '../../src/features/seo/model';
import type { CategoryPage as CategoryPageComponent } from '../components/category-page';
import type { NotFound as NotFoundComponent } from '../components/not-found';
import type { ProductPage as ProductPageComponent } from '../components/product-page';
import type { CmsPage as CmsPageComponent } from '../../src/features/cms/components/cms-page';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/catalog-page';
import { pathWithoutView, viewOfPath } from '../../src/features/store-views/model';

/**
 * Category and product pages share their addresses (`/women.html`, `/aero-tee.html`), so one route
 * serves both; each kind's component is its own chunk, loaded with the page that shows it, so a
 * category page downloads no product code and the other way round:
 * - on the server, the loader loads the kind's component before the page renders;
 * - on a first visit, this module starts loading the kind the server rendered (the
 *   `data-catalog-page` mark) as soon as it runs, and the page component waits for it (`use`): the
 *   hydration holds the server's HTML meanwhile, so the page hydrates as it was rendered, without a
 *   fallback;
 * - on a navigation, `clientLoader` loads it beside the page's data.
 */
type CatalogKind = 'product' | 'category' | 'cms' | 'not-found';
const pages: { product?: typeof ProductPageComponent; category?: typeof CategoryPageComponent; cms?: typeof CmsPageComponent; 'not-found'?: typeof NotFoundComponent } = {};
// One function per kind: each `import()` gets its own list of chunks to preload.
const loaders: Record<CatalogKind, () => Promise<void>> = {
  product: () => import('../components/product-page').then((module) => void (pages.product = module.ProductPage)),
  category: () => import('../components/category-page').then((module) => void (pages.category = module.CategoryPage)),
  cms: () => import('../../src/features/cms/components/cms-page').then((module) => void (pages.cms = module.CmsPage)),
  // The 404 page too: a product, category or CMS page's first load does not carry it.
  'not-found': () => import('../components/not-found').then((module) => void (pages['not-found'] = module.NotFound)),
};
const loading: Partial<Record<CatalogKind, Promise<void>>> = {};
function loadPage(kind: CatalogKind): Promise<void> {
  return (loading[kind] ??= loaders[kind]());
}
const rendered = typeof document === 'undefined' ? undefined : document.querySelector<HTMLElement>('[data-catalog-page]')?.dataset.catalogPage;
// Not awaited at the top level: a module with top-level await keeps the bundler from grouping the
// modules around it (the services' chunk fell apart into five).
if (rendered === 'product' || rendered === 'category' || rendered === 'cms' || rendered === 'not-found') void loadPage(rendered);

/** `/women/tops.html`, `/category/women/tops`, `/aero-tee.html`, `/about-us`: a category, a product or a CMS page, else not found. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog, reviews: reviewService, related, absoluteUrl, assetUrl, cmsPages } = context.get(shopContext);
  // Told when this address is not the page's own, so the full-page cache keeps no copy under it (issue 29).
  const pageCache = context.get(pageTagsContext);
  const url = new URL(request.url);
  // The page's address in the default view: a store view's prefix (`/fr`) is not the page's (ADR 0038).
  const own = new URL(url);
  own.pathname = pathWithoutView(url.pathname);
  // Names, descriptions and URL keys are the view's, each falling back to the default's (ADR 0041).
  const view = viewOfPath(url.pathname);
  const path = (params['*'] ?? '').replace(/\/+$/, '').replace(/\.html$/, '');
  if (path) {
    const asked = { ...parseListingQuery(url.searchParams, LISTING_DEFAULTS, LISTING_LIMITS), filters: parseLayeredFilters(url.searchParams) };
    const category = await catalog.categoryPage(path, asked, view.code);
    if (category) {
      const mismatch = categoryPageMismatch(own, asked, category);
      if (mismatch) pageCache?.notStored(mismatch);
      // The canonical address is the category's own, without the sorting, paging or filtering query.
      const seo = { canonical: absoluteUrl(category.category.url), jsonLd: breadcrumbJsonLd(category.breadcrumbs, absoluteUrl) };
      await loadPage('category');
      return { kind: 'category' as const, category, pathname: url.pathname, search: url.search, seo, alternates: category.alternates };
    }
    // The default view's address of a category the view names otherwise: 301 to the view's own, as Magento's rewrites do.
    const moved = await catalog.categoryMovedInView(path, view.code);
    // React Router writes the view's prefix (its basename) in front of a loader's redirect.
    if (moved) throw redirect(moved + url.search, 301);
    if (!path.includes('/')) {
      const found = await catalog.productByUrlKey(path, view.code);
      // The product's default key in a view where it has a key of its own: 301 to the view's address.
      if (found && found.url !== `/${path}.html`) {
        throw redirect(found.url + url.search, 301);
      }
      if (found) {
        // A product page reads no parameter: one copy, under its own path only.
        if (own.pathname !== found.url) pageCache?.notStored('not the product\'s own address');
        pageCache?.keyedByPath();
        // What the carousels are chosen by stays on the server: the page shows the rest.
        const { suggestionBasis, ...product } = found;
        const reviews = await reviewService.page(product.id);
        const rating = { average: reviews.average, count: reviews.total };
        const seo = { canonical: absoluteUrl(product.url), image: assetUrl(product.image.src), jsonLd: productJsonLd(product, absoluteUrl, rating, assetUrl) };
        // Not awaited: the carousels below the fold stream in after the page, never delaying it.
        const suggestions = related.forProduct(suggestionBasis);
        await loadPage('product');
        return { kind: 'product' as const, product, reviews, seo, suggestions, alternates: product.alternates };
      }
      // A CMS page (`/about-us`) has one address, without `.html` or `/category/`, and reads no parameter.
      const page = own.pathname.replace(/\/+$/, '') === `/${path}` ? await cmsPages.byUrlKey(path, view.code) : null;
      // The page's default key in a view where it has a key of its own: 301 to the view's address.
      if (page && page.urlKey !== path) throw redirect(`/${page.urlKey}`, 301);
      if (page) {
        if (own.pathname !== `/${page.urlKey}`) pageCache?.notStored("not the page's own address");
        pageCache?.keyedByPath();
        await loadPage('cms');
        return { kind: 'cms' as const, page, seo: { canonical: absoluteUrl(`/${page.urlKey}`) }, alternates: page.alternates };
      }
    }
  }
  await loadPage('not-found');
  throw data({ kind: 'not-found' as const }, { status: 404 });
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader().catch(async (error: unknown) => {
    // The error boundary's page (a 404) comes with the error.
    await loadPage('not-found');
    throw error;
  });
  await loadPage(page.kind);
  return page;
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle(t('Page not found')) }];
  if (loaderData.kind === 'cms') {
    const { page, seo } = loaderData;
    return seoTags({ title: pageTitle(page.metaTitle || page.title), description: page.metaDescription || t('%1 at %2.', page.title, SHOP_NAME), canonical: seo.canonical, siteName: SHOP_NAME });
  }
  const { seo } = loaderData;
  if (loaderData.kind === 'product') {
    const { product } = loaderData;
    const tags = seoTags({ title: pageTitle(product.metaTitle || product.name), description: product.metaDescription || product.shortDescription, canonical: seo.canonical, type: 'product', image: loaderData.seo.image, siteName: SHOP_NAME });
    return [...tags, { 'script:ld+json': seo.jsonLd }];
  }
  const { category } = loaderData.category;
  const description = category.description || t('Shop %1 at %2.', category.name, SHOP_NAME);
  return [...seoTags({ title: pageTitle(category.name), description, canonical: seo.canonical, siteName: SHOP_NAME }), { 'script:ld+json': seo.jsonLd }];
}

export function ErrorBoundary() {
  // Loaded before rendering, except while a first visit hydrates (see `loadPage`).
  if (!pages['not-found']) use(loadPage('not-found'));
  const NotFound = pages['not-found'];
  return <div data-catalog-page="not-found" className="contents">{NotFound && <NotFound />}</div>;
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  // Loaded before rendering, except while a first visit hydrates (see `loadPage`).
  if (!pages[loaderData.kind]) use(loadPage(loaderData.kind));
  const { product: ProductPage, category: CategoryPage, cms: CmsPage } = pages;
  return (
    <div data-catalog-page={loaderData.kind} className="contents">
      {loaderData.kind === 'product'
        ? ProductPage && <ProductPage product={loaderData.product} reviews={loaderData.reviews} suggestions={loaderData.suggestions} />
        : loaderData.kind === 'cms'
          ? CmsPage && <CmsPage page={loaderData.page} />
          : CategoryPage && <CategoryPage page={loaderData.category} pathname={loaderData.pathname} search={loaderData.search} />}
    </div>
  );
}
