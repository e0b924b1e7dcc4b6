import { t } from '@shop/ui/i18n';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ProductIds, ProductRecord } from '../model';
import type { IdsStorage, ProductDataStorage } from '../storages';
import { logger } from '@shop/ui/logger';
import { useViewPath } from '../../store-views/hooks';

/** How many recently viewed products the block lists. */
export const RECENTLY_VIEWED_LIMIT = 5;

/** The product ids to show, newest first. */
export function recentIds(entries: ProductIds, limit = RECENTLY_VIEWED_LIMIT): number[] {
  return Object.values(entries)
    .sort((a, b) => b.added_at - a.added_at)
    .map((entry) => entry.product_id)
    .filter((id, index, ids) => ids.indexOf(id) === index)
    .slice(0, limit);
}

export interface RecentlyViewedProps {
  /** The recently viewed storage (recently_viewed_product). */
  viewed: Pick<IdsStorage, 'get' | 'recent' | 'subscribe'>;
  /** The product data storage (product_data_storage), filled by call 13. */
  productData: Pick<ProductDataStorage, 'get' | 'request' | 'subscribe'>;
  /** The product on screen, left out of the list (none on a category page). @default undefined */
  currentProductId?: number;
  /** Controls under each product's link (e.g. Add to Wish List, Add to Compare), outside the link. */
  renderAction?: (product: { id: number; name: string }) => ReactNode;
}

type RenderRecord = ProductRecord & { name?: string; url?: string; images?: { url: string; width: number; height: number }[] };

/**
 * 'Recently Viewed Products': the products this browser viewed (SPEC.md §3 recently_viewed_product,
 * within the storage's lifetime and scope), drawn from product_data_storage; the ids it lacks
 * are fetched with call 13. Renders nothing until one product is known.
 */
export function RecentlyViewed({ viewed, productData, currentProductId, renderAction }: RecentlyViewedProps) {
  const inView = useViewPath();
  const stored = useSyncExternalStore(viewed.subscribe, viewed.get, viewed.get);
  // Within the lifetime and scope, without the product on screen (the storage's own filter).
  const ids = useMemo(() => (stored ? recentIds(viewed.recent(currentProductId === undefined ? [] : [currentProductId])) : []), [stored, viewed, currentProductId]);
  const records = useSyncExternalStore(productData.subscribe, productData.get, productData.get);
  useEffect(() => {
    if (ids.length > 0) productData.request(ids).catch((error: unknown) => logger.error('Recently viewed products could not be loaded', error));
  }, [ids, productData]);
  const shown = ids.map((id) => records[String(id)] as RenderRecord | undefined).filter((record): record is RenderRecord & { name: string; url: string } => !!record?.name && !!record.url);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" data-slot="recently-viewed" className="flex flex-col gap-3 border-t border-neutral-200 pt-6">
      <h2 id="recently-viewed" className="text-xl font-bold">
        {t('Recently Viewed Products')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((record) => {
          const image = record.images?.[0];
          return (
            <li key={record.id}>
              <a href={inView(record.url)} className="flex flex-col gap-2 text-neutral-900 hover:text-brand-700 hover:underline">
                {image ? <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" className="aspect-[4/5] h-auto w-full rounded-md bg-neutral-50 object-cover" /> : null}
                <span className="text-sm font-semibold">{record.name}</span>
              </a>
              {renderAction ? renderAction({ id: record.id, name: record.name }) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
