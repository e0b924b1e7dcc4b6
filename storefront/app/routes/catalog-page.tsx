import { data } from 'react-router';
import { shopContext } from '../../server/context';
import { Breadcrumbs } from '../../src/features/catalog/components/breadcrumbs';
import { LayeredNavigation } from '../../src/features/catalog/components/layered-navigation';
import { ListingToolbar, Pager } from '../../src/features/catalog/components/listing-toolbar';
import { parseLayeredFilters } from '../../src/features/catalog/filter-params';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from '../../src/features/catalog/model';
import { CompareProductsBlock } from '../components/compare-actions';
import { ListedProducts } from '../components/listed-products';
import { NotFound } from '../components/not-found';
import { ProductPage } from '../components/product-page';
import { publicCacheHeaders } from '../lib/cache';
import { pageTitle } from '../lib/meta';
import type { Route } from './+types/catalog-page';

/** `/women/tops.html`, `/category/women/tops`, `/aero-tee.html`: a category or a product, else not found. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog } = context.get(shopContext);
  const url = new URL(request.url);
  const path = (params['*'] ?? '').replace(/\/+$/, '').replace(/\.html$/, '');
  if (path) {
    const category = await catalog.categoryPage(path, { ...parseListingQuery(url.searchParams, LISTING_DEFAULTS, LISTING_LIMITS), filters: parseLayeredFilters(url.searchParams) });
    if (category) return { kind: 'category' as const, category, pathname: url.pathname, search: url.search };
    if (!path.includes('/')) {
      const product = await catalog.productByUrlKey(path);
      if (product) return { kind: 'product' as const, product };
    }
  }
  throw data({ kind: 'not-found' as const }, { status: 404 });
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: pageTitle('Page not found') }];
  if (loaderData.kind === 'product') {
    return [{ title: pageTitle(loaderData.product.name) }, { name: 'description', content: loaderData.product.shortDescription }];
  }
  const { category } = loaderData.category;
  return [{ title: pageTitle(category.name) }, { name: 'description', content: category.description }];
}

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') return <ProductPage product={loaderData.product} />;
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
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-8">
        <aside className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <LayeredNavigation pathname={pathname} search={search} layered={page.layered} />
        </aside>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ListingToolbar
            pathname={pathname}
            search={search}
            total={page.total}
            page={page.page}
            pages={page.pages}
            limit={page.limit}
            sort={page.sort}
            dir={page.dir}
            sortOptions={page.sortOptions}
            limitOptions={page.limitOptions}
          />
          {page.items.length > 0 ? (
            <ListedProducts products={page.items} listName="Category Listing" />
          ) : (
            <p className="rounded-md bg-notice-50 px-4 py-3 text-notice-700">We can't find products matching the selection.</p>
          )}
          <Pager pathname={pathname} search={search} page={page.page} pages={page.pages} />
        </div>
        {/* Private content after the products on a phone (nothing above it moves when it arrives); under Shop By from lg. */}
        <aside className="lg:col-start-1 lg:row-start-2">
          <CompareProductsBlock />
        </aside>
      </div>
    </div>
  );
}
