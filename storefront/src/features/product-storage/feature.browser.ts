import { defineBrowserFeature } from '../../lib/browser-feature';
import { VIEWED_PRODUCT_ATTRIBUTE } from '../catalog/model';
import { newlyComparedIds } from './model';
import { startProductStorages, type ProductStorages } from './start';
import { logger } from '@shop/ui/logger';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** The recently viewed / compared and product data storages; null when they could not start. */
    productStorages: ProductStorages | null;
  }
}

/** The product the page shows (remembered as viewed), from the marker the product page renders. */
function viewedProductIds(): number[] {
  const viewed = Number(document.querySelector(`[${VIEWED_PRODUCT_ATTRIBUTE}]`)?.getAttribute(VIEWED_PRODUCT_ATTRIBUTE));
  return Number.isInteger(viewed) && viewed > 0 ? [viewed] : [];
}

export default defineBrowserFeature({
  services: {
    productStorages: ({ engineSettings, http, storage, customerData }) => {
      if (!engineSettings) return null;
      let storages: ProductStorages;
      try {
        storages = startProductStorages({ settings: engineSettings, http, storage, viewedProductIds: viewedProductIds() });
      } catch (error) {
        logger.error('Product storages could not start', error);
        return null;
      }
      if (customerData) {
        // The compare list fills recently_compared_product (SPEC.md §3), whose sync is call 16.
        const { recentlyCompared } = storages;
        const recordCompared = () => {
          const section = customerData.store.get('compare-products') as { items?: { id: number }[] } | undefined;
          const ids = newlyComparedIds(section?.items, recentlyCompared.get());
          if (ids.length > 0) recentlyCompared.add(ids);
        };
        customerData.store.subscribe('compare-products', recordCompared);
        recordCompared();
      }
      return storages;
    },
  },
});
