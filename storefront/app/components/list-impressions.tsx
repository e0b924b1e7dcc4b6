import { useEffect } from 'react';
import type { ProductTileData } from '../../src/features/catalog/types';
import { useShopRuntime } from '../lib/shop-runtime';

/** Pushes the impressions of a product list once the page view's services are up (only with a data layer). */
export function ListImpressions({ products, listName }: { products: readonly ProductTileData[]; listName: string }) {
  const runtime = useShopRuntime();
  useEffect(() => {
    let active = true;
    void runtime.pageServices().then((page) => {
      if (active) page.analytics.listShown(products, listName);
    });
    return () => {
      active = false;
    };
  }, [runtime, products, listName]);
  return null;
}
