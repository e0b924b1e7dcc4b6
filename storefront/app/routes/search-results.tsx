import { t } from '@shop/ui/i18n';
import { shopContext } from '../../server/context';
import { parseLayeredFilters } from '../../src/features/catalog/filter-params';
import { LISTING_DEFAULTS, LISTING_LIMITS, parseListingQuery } from '../../src/features/catalog/model';
import type { SortField } from '../../src/features/catalog/types';
import { canSubmitSearch } from '../../src/features/search/model';
import { ProductListing } from '../components/product-listing';
import { publicCacheHeaders } from '../lib/cache';
import { noindexMeta } from '../lib/meta';
import type { Route } from './+types/search-results';
import { viewOfPath } from '../../src/features/store-views/model';

/** The sort options of search results (their labels are written in the page's language by the toolbar). */
const SORT_OPTIONS: { value: SortField; label: string }[] = [
  { value: 'position', label: 'Relevance' },
  { value: 'name', label: 'Product Name' },
  { value: 'price', label: 'Price' },
];

/** /catalogsearch/result?q=: products matching the query. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog, settings } = context.get(shopContext);
  const url = new URL(request.url);
  const query = (url.searchParams.get('q') ?? '').trim();
  const { minSearchLength } = settings();
  if (!canSubmitSearch(query, minSearchLength)) return { query, result: null, minSearchLength, pathname: url.pathname, search: url.search };
  const listing = parseListingQuery(url.searchParams, LISTING_DEFAULTS, LISTING_LIMITS);
  // A view's search matches its names too, and names its results in the view (ADR 0041).
  const result = await catalog.search(query, { ...listing, filters: parseLayeredFilters(url.searchParams) }, viewOfPath(url.pathname).code);
  return { query, result: { ...result, sort: listing.sort, dir: listing.dir }, minSearchLength, pathname: url.pathname, search: url.search };
}

export function headers() {
  return publicCacheHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData?.query ? t("Search results for: '%1'", loaderData.query) : t('Search'));
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { query, result, minSearchLength, pathname, search } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-neutral-900">{query ? t("Search results for: '%1'", query) : t('Search')}</h1>
      {result === null ? (
        <p className="rounded-md bg-notice-50 px-4 py-3 text-notice-700">{t('Minimum Search query length is %1', minSearchLength)}</p>
      ) : result.items.length === 0 && result.layered.active.length === 0 ? (
        <p className="rounded-md bg-notice-50 px-4 py-3 text-notice-700">{t('Your search returned no results.')}</p>
      ) : (
        <ProductListing pathname={pathname} search={search} listing={result} sortOptions={SORT_OPTIONS} limitOptions={LISTING_LIMITS} listName="Search Results" />
      )}
    </div>
  );
}
