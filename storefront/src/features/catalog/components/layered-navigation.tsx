import { lazy, Suspense, useId, useState } from 'react';
import { Swatch } from '@shop/ui/swatch';
import { t } from '@shop/ui/i18n';
import { clearFiltersUrl, filterUrl } from '../layered-navigation';
import type { ActiveFilter, FilterGroup, FilterOption, LayeredNavigationData } from '../types';
import { useStoreView } from '../../store-views/hooks';
import { itemsCount } from '../../minicart/model';

const loadModal = () => import('./layered-navigation-modal');
const ShopByModal = lazy(() => loadModal().then((module) => ({ default: module.ShopByModal })));

export interface LayeredNavigationProps {
  /** Path of the listing page. */
  pathname: string;
  /** Its current query string (filters, sorting, a search query). */
  search: string;
  layered: LayeredNavigationData;
}

/**
 * A group's name in the page's language: Category and Price are the shop's own words; an
 * attribute's (Color, Size) is the catalogue's label, content translated per view (item 3).
 * The catalogue keeps its "Shop By" in memory for every view, so its words are chosen here.
 */
function groupLabel(filter: Pick<FilterGroup, 'param' | 'label'>): string {
  if (filter.param === 'cat') return t('Category');
  if (filter.param === 'price') return t('Price');
  return filter.label;
}

/**
 * An option's (or a filter in force's) text, as the server wrote it for the page: a price range in
 * the page's language and currency (converted at its rate: `navigation.labelled`, ADR 0040), an
 * attribute's option in the view (its labels per view).
 */
function optionLabel(option: Pick<FilterOption, 'label'>): string {
  return option.label;
}

const valueLabel = (filter: ActiveFilter) => optionLabel({ label: filter.valueLabel });

const linkClasses =
  'inline-flex min-h-10 items-center gap-2 rounded-md py-1 text-neutral-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:min-h-8';

/** One "Shop By" group: its options as links to the listing narrowed by them, each with its count. */
function FilterGroupList({ group, pathname, params }: { group: FilterGroup; pathname: string; params: URLSearchParams }) {
  const titleId = useId();
  const { locale } = useStoreView();
  return (
    <section aria-labelledby={titleId} data-slot="filter-group" data-filter={group.param} className="border-t border-neutral-200 py-3">
      <h3 id={titleId} className="mb-1 text-base font-semibold text-neutral-900">
        {groupLabel(group)}
      </h3>
      <ul className={group.param === 'color' ? 'grid grid-cols-2 gap-x-3' : 'flex flex-col'}>
        {group.options.map((option) => (
          <li key={option.value}>
            <a href={filterUrl(pathname, params, group.param, option.value)} data-slot="filter-option" className={linkClasses}>
              {option.swatch ? <Swatch color={option.swatch} size="sm" /> : null}
              <span>{optionLabel(option)}</span>
              <span data-slot="filter-count" className="text-sm text-neutral-600">
                {/* Said as a phrase (a language's plural form), shown as the number; the phrase first, so the text starts with the count. */}
                (<span className="sr-only">{itemsCount(locale, option.count)}</span>
                <span aria-hidden="true">{option.count}</span>)
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The "Shop By" groups still to choose from. */
export function FilterGroups({ pathname, search, layered }: LayeredNavigationProps) {
  const params = new URLSearchParams(search);
  return (
    <div data-slot="filter-groups">
      {layered.groups.map((group) => (
        <FilterGroupList key={group.param} group={group} pathname={pathname} params={params} />
      ))}
    </div>
  );
}

/** "Now Shopping by": the filters in force, each with a remove button, and "Clear All". */
export function NowShoppingBy({ pathname, search, layered }: LayeredNavigationProps) {
  const titleId = useId();
  if (layered.active.length === 0) return null;
  const params = new URLSearchParams(search);
  return (
    <section aria-labelledby={titleId} data-slot="now-shopping-by" className="rounded-md bg-neutral-50 p-3">
      <h3 id={titleId} className="text-base font-semibold text-neutral-900">
        {t('Now Shopping by')}
      </h3>
      <ul className="mt-1 flex flex-col">
        {layered.active.map((filter) => (
          <li key={filter.param} className="flex items-center justify-between gap-2">
            <span className="text-neutral-900">
              <span className="font-semibold">{t('%1:', groupLabel(filter))}</span> {valueLabel(filter)}
            </span>
            <a
              href={filterUrl(pathname, params, filter.param, undefined)}
              aria-label={t('Remove %1: %2', groupLabel(filter), valueLabel(filter))}
              title={t('Remove %1 %2', groupLabel(filter), valueLabel(filter))}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-200 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
                <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      <a href={clearFiltersUrl(pathname, params)} className="mt-1 inline-flex min-h-10 items-center font-semibold text-brand-700 underline hover:text-brand-800 lg:min-h-8">
        {t('Clear All')}
      </a>
    </section>
  );
}

/**
 * Layered navigation of a listing (Luma's "Shop By"): the filters in force and the groups still to
 * choose from, as plain links (server-rendered, they work without JavaScript). On a phone the groups
 * open in the kit's slide modal, whose code loads when the shopper reaches for it; without
 * JavaScript the "Shop By" link shows them in place instead (`:target`).
 */
export function LayeredNavigation(props: LayeredNavigationProps) {
  const [open, setOpen] = useState(false);
  const groupsId = 'layered-filters';
  if (props.layered.groups.length === 0 && props.layered.active.length === 0) return null;
  return (
    <div data-slot="layered-navigation" className="flex flex-col gap-3">
      <h2 className="hidden text-xl font-bold text-neutral-900 lg:block">{t('Shop By')}</h2>
      {props.layered.groups.length > 0 ? (
        <a
          href={`#${groupsId}`}
          aria-haspopup="dialog"
          data-slot="shop-by-trigger"
          onPointerEnter={() => void loadModal()}
          onFocus={() => void loadModal()}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-neutral-500 bg-white px-4 font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
            <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
          </svg>
          {t('Shop By')}
        </a>
      ) : null}
      <NowShoppingBy {...props} />
      <div id={groupsId} className="hidden target:block lg:block">
        <FilterGroups {...props} />
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ShopByModal {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
