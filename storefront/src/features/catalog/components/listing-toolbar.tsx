import { t } from '@shop/ui/i18n';
import { useId } from 'react';
import { listingUrl, pageItemRange, pagerPages } from '../model';
import type { SortDirection, SortField } from '../types';
import { assignInView, useStoreView, useViewPath } from '../../store-views/hooks';
import { formatCount } from '../../store-views/model';
import { itemsCount } from '../../minicart/model';

export interface ListingToolbarProps {
  /** Path of the listing page. */
  pathname: string;
  /** Its current query string. */
  search: string;
  total: number;
  page: number;
  pages: number;
  limit: number;
  sort: SortField;
  dir: SortDirection;
  sortOptions: readonly { value: SortField; label: string }[];
  limitOptions: readonly number[];
}

const selectClasses =
  'h-10 rounded-md border border-neutral-500 bg-white pe-8 ps-3 text-base text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * A sort option's label in the page's language: the listing's own fields by name (the catalogue
 * answers them in English, as its cached data), any other as the catalogue gives it.
 */
function sortLabel(option: { value: SortField; label: string }): string {
  switch (option.value) {
    case 'position':
      return option.label === 'Relevance' ? t('Relevance') : t('Position');
    case 'name':
      return t('Product Name');
    case 'price':
      return t('Price');
    default:
      return option.label;
  }
}

/** Sorting and page size of a listing: changes reload the page with the new query string. */
export function ListingToolbar({ pathname, search, total, page, limit, sort, dir, sortOptions, limitOptions }: ListingToolbarProps) {
  const inView = useViewPath();
  const { locale } = useStoreView();
  const sortId = useId();
  const params = new URLSearchParams(search);
  const { first, last } = pageItemRange(total, page, limit);
  return (
    <form method="get" action={inView(pathname)} data-slot="listing-toolbar" className="flex flex-wrap items-center justify-between gap-3 border-y border-neutral-200 py-3">
      {/* Without JavaScript, Apply keeps what the address already says (a search query, filters, direction); a new sort or size starts at page 1. */}
      {[...params.entries()]
        .filter(([name]) => !['product_list_order', 'limit', 'p'].includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <p className="text-sm text-neutral-700" aria-live="polite">
        {total === 0
          ? t('No items')
          : total <= limit
            ? itemsCount(locale, total)
            : t('Items %1-%2 of %3', formatCount(locale, first), formatCount(locale, last), formatCount(locale, total))}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-semibold">
            {t('Sort By')}
          </label>
          <select
            id={sortId}
            name="product_list_order"
            defaultValue={sort}
            onChange={(event) => assignInView(listingUrl(inView(pathname), params, { product_list_order: event.target.value }))}
            className={selectClasses}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {sortLabel(option)}
              </option>
            ))}
          </select>
          <a
            href={listingUrl(inView(pathname), params, { product_list_dir: dir === 'asc' ? 'desc' : 'asc' })}
            aria-label={dir === 'asc' ? t('Set Descending Direction') : t('Set Ascending Direction')}
            className="inline-flex size-10 items-center justify-center rounded-md border border-neutral-500 text-neutral-800 hover:bg-neutral-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
              {dir === 'asc' ? <path d="M10 16V4m0 0-4 4m4-4 4 4" strokeLinecap="round" strokeLinejoin="round" /> : <path d="M10 4v12m0 0-4-4m4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />}
            </svg>
          </a>
        </div>
        <PageSizeSelect pathname={pathname} params={params} limit={limit} options={limitOptions} />
        <ApplyWithoutScript />
      </div>
    </form>
  );
}

/**
 * 'Show [n] per page' of a paged list (inside its GET form): a change reloads the page with the
 * new size (the listing's toolbar, My Orders).
 */
export function PageSizeSelect({ pathname, params, limit, options }: { pathname: string; params: URLSearchParams; limit: number; options: readonly number[] }) {
  const inView = useViewPath();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('Show')}
      </label>
      <select
        id={id}
        name="limit"
        defaultValue={String(limit)}
        onChange={(event) => assignInView(listingUrl(inView(pathname), params, { limit: event.target.value }))}
        className={selectClasses}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <span className="text-sm text-neutral-700">{t('per page')}</span>
    </div>
  );
}

/** Apply of a paged list's GET form, shown only without JavaScript (with it, a change reloads the page itself). */
export function ApplyWithoutScript() {
  return (
    <noscript>
      <button type="submit" className="h-10 rounded-md border border-neutral-500 px-3">
        {t('Apply')}
      </button>
    </noscript>
  );
}

/** Page links of a listing. */
export function Pager({ pathname, search, page, pages }: Pick<ListingToolbarProps, 'pathname' | 'search' | 'page' | 'pages'>) {
  const inView = useViewPath();
  const { locale } = useStoreView();
  if (pages <= 1) return null;
  const params = new URLSearchParams(search);
  const linkClasses = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('Pagination')} data-slot="pager" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={listingUrl(inView(pathname), params, { p: page - 1 })} className={`${linkClasses} border-neutral-300 text-brand-700 hover:bg-brand-50`}>
              {t('Previous')}
            </a>
          </li>
        ) : null}
        {pagerPages(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-600">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={listingUrl(inView(pathname), params, { p: number })}
                aria-current={number === page ? 'page' : undefined}
                aria-label={t('Page %1', formatCount(locale, number))}
                className={`${linkClasses} border-neutral-300 text-neutral-900 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
              >
                {formatCount(locale, number)}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={listingUrl(inView(pathname), params, { p: page + 1 })} className={`${linkClasses} border-neutral-300 text-brand-700 hover:bg-brand-50`}>
              {t('Next')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
