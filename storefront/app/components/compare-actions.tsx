import { AddToCompareButton } from '../../src/features/compare/components/add-to-compare-button';
import { CompareSidebar } from '../../src/features/compare/components/compare-sidebar';
import { COMPARE_PAGE_PATH } from '../../src/features/compare/model';
import { useSection } from '../../src/features/customer-data/hooks';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';

/** "Add to Compare" for a product of a page (tile, product page), posting to the page settings' address. */
export function AddToCompare({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const { settings } = useShopRuntime();
  return <AddToCompareButton action={settings.urls.addToCompare} productId={product.id} productName={product.name} getFormKey={readFormKey} className={className} />;
}

/** The "Compare Products" sidebar block, from the visitor's `compare-products` section. */
export function CompareProductsBlock() {
  const { settings } = useShopRuntime();
  const section = useSection('compare-products');
  return <CompareSidebar section={section} urls={{ remove: settings.urls.removeFromCompare, clear: settings.urls.clearCompare, compare: COMPARE_PAGE_PATH }} getFormKey={readFormKey} />;
}
