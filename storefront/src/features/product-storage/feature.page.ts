import { definePageFeature } from '../../lib/browser-feature';
import { storageScopeOf, viewedProductIds } from './model';
import { rememberViewed } from './storages';

/** A product page's view is remembered (recently_viewed_product, SPEC.md §3) with the view, whether or not the storages start. */
export default definePageFeature({
  setUp: ({ settings, storage }) => rememberViewed(storage, viewedProductIds(), { scope: storageScopeOf(settings) }),
});
