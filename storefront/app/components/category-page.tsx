import { t } from '@shop/ui/i18n';
import { Breadcrumbs } from '../../src/features/catalog/components/breadcrumbs';
import type { CategoryPage as CategoryPageData } from '../../src/features/catalog/catalog.server';
import { ProductListing } from './product-listing';
import { RecentlyViewedSlot, useProductStorages } from './recently-viewed';
import { useViewPath } from '../../src/features/store-views/hooks';

/** A category page: its children, the listing (toolbar, layered navigation, tiles) and the recently viewed products. */
export function CategoryPage({ page, pathname, search }: { page: CategoryPageData; pathname: string; search: string }) {
  const inView = useViewPath();
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs items={page.breadcrumbs} current={page.category.name} />
      <div>
        <h1 className="text-3xl font-bold text-neutral-900">{page.category.name}</h1>
        {page.category.description ? <p className="mt-2 max-w-3xl text-neutral-700">{page.category.description}</p> : null}
      </div>
      {page.children.length > 0 ? (
        <nav aria-label={t('Shop %1', page.category.name)}>
          <ul className="flex flex-wrap gap-2">
            {page.children.map((child) => (
              <li key={child.id}>
                <a
                  href={inView(child.url)}
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
  return <RecentlyViewedSlot storages={useProductStorages()} />;
}
