import { defineBrowserFeature } from '../../lib/browser-feature';
import { newlyComparedIds, viewedProductIds } from './model';
import { startProductStorages, type ProductStorages } from './start';
import { logger } from '@shop/ui/logger';

declare module '../../lib/browser-feature' {
  interface BrowserServices {
    /** The recently viewed / compared and product data storages; null when they could not start. */
    productStorages: ProductStorages | null;
  }
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
