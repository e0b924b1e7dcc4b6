import { CompareSidebar } from '../../src/features/compare/components/compare-sidebar';
import { COMPARE_PAGE_PATH } from '../../src/features/compare/model';
import { useSection } from '../../src/features/customer-data/hooks';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';

/**
 * The "Compare Products" sidebar block, from the visitor's `compare-products` section. A module
 * apart from "Add to Compare" (`compare-actions.tsx`): the product page has the button but no
 * sidebar, and the bundler groups a module's code by the pages that import it (0.6 kB gzip of the
 * product page's first load, 2026-11-29).
 */
export function CompareProductsBlock() {
  const { settings } = useShopRuntime();
  const section = useSection('compare-products');
  return <CompareSidebar section={section} urls={{ remove: settings.urls.removeFromCompare, clear: settings.urls.clearCompare, compare: COMPARE_PAGE_PATH }} getFormKey={readFormKey} />;
}
