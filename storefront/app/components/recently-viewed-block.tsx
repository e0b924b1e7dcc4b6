import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ProductStorages } from '../../src/features/product-storage/start';
import { TileListActions } from './tile-list-actions';

// Drawn only once the storages have started (after hydration): its code loads then, not with the page.
const RecentlyViewed = lazy(() => import('../../src/features/product-storage/components/recently-viewed').then((module) => ({ default: module.RecentlyViewed })));

/**
 * "Recently Viewed Products" of a product or category page, from this browser's storages, each with
 * Add to Wish List and Add to Compare as on every tile. Nothing until the storages have started.
 */
export function RecentlyViewedBlock({ storages, currentProductId }: { storages: ProductStorages | null; currentProductId?: number }) {
  if (!storages) return null;
  return <RecentlyViewedList storages={storages} {...(currentProductId === undefined ? {} : { currentProductId })} />;
}

const noProducts = () => false;

/** The block once the storages have started; its code loads only when another product has been viewed (a first visit has none). */
function RecentlyViewedList({ storages, currentProductId }: { storages: ProductStorages; currentProductId?: number }) {
  const { recentlyViewed } = storages;
  const hasOthers = useSyncExternalStore(
    recentlyViewed.subscribe,
    () => Object.keys(recentlyViewed.recent(currentProductId === undefined ? [] : [currentProductId])).length > 0,
    noProducts,
  );
  if (!hasOthers) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed
        viewed={storages.recentlyViewed}
        productData={storages.productData}
        {...(currentProductId === undefined ? {} : { currentProductId })}
        renderAction={(product) => <TileListActions product={product} />}
      />
    </Suspense>
  );
}
