import { RECENTLY_COMPARED_STORAGE, RECENTLY_VIEWED_STORAGE } from '../../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';
import type { HttpClient } from '../../lib/http';
import type { PageSettings } from '../../lib/page-settings';
import type { StorageLike } from '../../lib/storage';
import { fetchProductsRenderInfo, postStorageSync } from './api';
import { storageScopeOf } from './model';
import {
  clearOnCustomerDataInvalidate,
  createIdsStorage,
  createProductDataStorage,
  createStorageSync,
  type IdsStorage,
  type ProductDataStorage,
} from './storages';

/** The page's product storages. */
export interface ProductStorages {
  recentlyViewed: IdsStorage;
  recentlyCompared: IdsStorage;
  productData: ProductDataStorage;
  /** Stops listening for customer-data invalidation. */
  stop(): void;
}

/**
 * Creates the recently viewed / compared storages and the product data storage
 * for a page, applies the sync rule once to each id storage (at most one request
 * per page load, only where allowed) and clears product data on invalidation.
 */
export function startProductStorages(options: {
  settings: PageSettings;
  http: HttpClient;
  storage: StorageLike;
  events?: EventTarget;
  clock?: Clock;
  /** The product(s) this page shows: remembered as viewed before the sync rule runs. */
  viewedProductIds?: readonly number[];
}): ProductStorages {
  const { settings, http, storage } = options;
  const clock = options.clock ?? getClock();
  const scope = storageScopeOf(settings);
  const sync = createStorageSync({
    storage,
    clock,
    allowToSendRequest: {
      [RECENTLY_VIEWED_STORAGE]: settings.recentlyViewed.allowToSendRequest,
      [RECENTLY_COMPARED_STORAGE]: settings.recentlyCompared.allowToSendRequest,
    },
    post: (payload) => postStorageSync(http, payload),
  });
  const common = { storage, sync, scope, clock };
  const recentlyViewed = createIdsStorage(RECENTLY_VIEWED_STORAGE, { ...common, lifetime: settings.recentlyViewed.lifetime });
  const recentlyCompared = createIdsStorage(RECENTLY_COMPARED_STORAGE, { ...common, lifetime: settings.recentlyCompared.lifetime });
  const { storeId, currencyCode } = settings;
  const productData = createProductDataStorage({
    storage,
    storeId,
    currencyCode,
    fetch: (ids) => fetchProductsRenderInfo(http, { ids, storeId, currencyCode }),
  });
  if (options.viewedProductIds?.length) {
    recentlyViewed.add(options.viewedProductIds);
  } else {
    recentlyViewed.sync();
  }
  recentlyCompared.sync();
  const stop = clearOnCustomerDataInvalidate(productData, options.events ?? document);
  return { recentlyViewed, recentlyCompared, productData, stop };
}
