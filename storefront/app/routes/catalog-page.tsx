import { data } from 'react-router';
import { shopContext } from '../../server/context';
import { Breadcrumbs } from '../../src/features/catalog/components/breadcrumbs';
import { parseLayeredFilters } from '../../src/features/catalog/filter-params';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from '../../src/features/catalog/model';
import { breadcrumbJsonLd, productJsonLd, seoTags } from '../../src/features/seo/model';
import { NotFound } from '../components/not-found';
import { ProductListing } from '../components/product-listing';
import { ProductPage } from '../components/product-page';
import { RecentlyViewedBlock, useProductStorages } from '../components/recently-viewed-block';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle, SHOP_NAME } from '../lib/meta';
import type { Route } from './+types/catalog-page';

/** `/women/tops.html`, `/category/women/tops`, `/aero-tee.html`: a category or a product, else not found. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog, reviews: reviewService, related, absoluteUrl } = context.get(shopContext);
  const url = new URL(request.url);
  const path = (params['*'] ?? '').replace(/\/+$/, '').replace(/\.html$/, '');
  if (path) {
    const category = await catalog.categoryPage(path, { ...parseListingQuery(url.searchParams, LISTING_DEFAULTS, LISTING_LIMITS), filters: parseLayeredFilters(url.searchParams) });
    if (category) {
      // The canonical address is the category's own, without the sorting, paging or filtering query.
      const seo = { canonical: absoluteUrl(category.category.url), jsonLd: breadcrumbJsonLd(category.breadcrumbs, absoluteUrl) };
      return { kind: 'category' as const, category, pathname: url.pathname, search: url.search, seo };
    }
    if (!path.includes('/')) {
      const product = await catalog.productByUrlKey(path);
      if (product) {
        const reviews = await reviewService.page(product.id);
        const rating = { average: reviews.average, count: reviews.total };
        const seo = { canonical: absoluteUrl(product.url), image: absoluteUrl(product.image.src), jsonLd: productJsonLd(product, absoluteUrl, rating) };
        // Not awaited: the carousels below the fold stream in after the page, never delaying it.
        const suggestions = related.forProduct(product.id);
        return { kind: 'product' as const, product, reviews, seo, suggestions };
      }
    }
  }
  throw data({ kind: 'not-found' as const }, { status: 404 });
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Page not found') }];
  const { seo } = loaderData;
  if (loaderData.kind === 'product') {
    const { product } = loaderData;
    const tags = seoTags({ title: pageTitle(product.name), description: product.shortDescription, canonical: seo.canonical, type: 'product', image: loaderData.seo.image, siteName: SHOP_NAME });
    return [...tags, { 'script:ld+json': seo.jsonLd }];
  }
  const { category } = loaderData.category;
  const description = category.description || `Shop ${category.name} at ${SHOP_NAME}.`;
  return [...seoTags({ title: pageTitle(category.name), description, canonical: seo.canonical, siteName: SHOP_NAME }), { 'script:ld+json': seo.jsonLd }];
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') return <ProductPage product={loaderData.product} reviews={loaderData.reviews} suggestions={loaderData.suggestions} />;
  const { category: page, pathname, search } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs items={page.breadcrumbs} current={page.category.name} />
      <div>
        <h1 className="text-3xl font-bold text-neutral-900">{page.category.name}</h1>
        {page.category.description ? <p className="mt-2 max-w-3xl text-neutral-700">{page.category.description}</p> : null}
      </div>
      {page.children.length > 0 ? (
        <nav aria-label={`Shop ${page.category.name}`}>
          <ul className="flex flex-wrap gap-2">
            {page.children.map((child) => (
              <li key={child.id}>
                <a
                  href={child.url}
                  className="inline-flex h-10 items-center rounded-full border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:border-brand-700 hover:text-brand-700"
                >
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing pathname={pathname} search={search} listing={page} sortOptions={page.sortOptions} limitOptions={page.limitOptions} listName="Category Listing" />
      <CategoryRecentlyViewed />
    </div>
  );
}

/** "Recently Viewed Products" under a category's listing (after hydration: nothing above it moves). */
function CategoryRecentlyViewed() {
  return <RecentlyViewedBlock storages={useProductStorages()} />;
}
