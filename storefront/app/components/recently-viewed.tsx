import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProductStorages } from '../../src/features/product-storage/start';
import { useShopRuntime } from '../lib/shop-runtime';

// The block's code loads once the storages have started (after the first visitor acts, ADR 0042):
// nothing of it comes with the page.
const Block = lazy(() => import('./recently-viewed-block').then((module) => ({ default: module.RecentlyViewedBlock })));

/**
 * The product storages (SPEC.md §3), once the page's services have started; null before. Never
 * starts them: a first visitor has viewed nothing else, and the page starts them at once when
 * there is something to show (ADR 0042).
 */
export function useProductStorages(): ProductStorages | null {
  const runtime = useShopRuntime();
  const [storages, setStorages] = useState<ProductStorages | null>(null);
  useEffect(() => {
    let active = true;
    void runtime.servicesStarted().then((services) => {
      if (active) setStorages(services.productStorages);
    });
    return () => {
      active = false;
    };
  }, [runtime]);
  return storages;
}

/** "Recently Viewed Products" of a product or category page: nothing until the storages have started. */
export function RecentlyViewedSlot({ storages, currentProductId }: { storages: ProductStorages | null; currentProductId?: number }) {
  if (!storages) return null;
  return (
    <Suspense fallback={null}>
      <Block storages={storages} {...(currentProductId === undefined ? {} : { currentProductId })} />
    </Suspense>
  );
}
