import { AddToCompareButton } from '../../src/features/compare/components/add-to-compare-button';
import { readFormKey } from '../../src/features/form-key/read';
import { useShopRuntime } from '../lib/shop-runtime';

/** "Add to Compare" for a product of a page (tile, product page), posting to the page settings' address. */
export function AddToCompare({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const { settings } = useShopRuntime();
  return <AddToCompareButton action={settings.urls.addToCompare} productId={product.id} productName={product.name} getFormKey={readFormKey} className={className} />;
}
