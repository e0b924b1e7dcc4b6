import { lazy, Suspense, useEffect, useState } from 'react';
import { QuantitySelector } from '@shop/ui/quantity-selector';
import { AddToCartForm } from '../../src/features/cart/components/add-to-cart-form';
import { ProductView } from '../../src/features/catalog/components/product-view';
import type { ProductDetailData } from '../../src/features/catalog/types';
import { readFormKey } from '../../src/features/form-key/dom';
import type { ProductStorages } from '../../src/features/product-storage/start';
import { submitAddToCart } from '../lib/add-to-cart';
import { AddToWishlist } from './add-to-wishlist';
import { AddToCompare } from './compare-actions';
import { useShopRuntime } from '../lib/shop-runtime';

// Below the fold: the tabs' code (Radix tabs, the sanitizer for remote panels) loads after the page.
const ProductTabs = lazy(() => import('./product-tabs').then((module) => ({ default: module.ProductTabs })));
// Drawn only once the storages have started (after hydration): its code loads then, not with the page.
const RecentlyViewed = lazy(() => import('../../src/features/product-storage/components/recently-viewed').then((module) => ({ default: module.RecentlyViewed })));

/** A product page: the product view with its add-to-cart form (options, quantity) and tabs. */
export function ProductPage({ product }: { product: ProductDetailData }) {
  const runtime = useShopRuntime();
  // The storages start with the page's services (after hydration); the product is recorded as viewed then.
  const [storages, setStorages] = useState<ProductStorages | null>(null);
  useEffect(() => {
    let active = true;
    void runtime.services().then((services) => {
      if (active) setStorages(services.productStorages);
    });
    return () => {
      active = false;
    };
  }, [runtime]);
  const presets = Array.from({ length: 10 }, (_, index) => product.qtyRules.min + index * product.qtyRules.increments);
  return (
    <ProductView
      product={product}
      renderPurchase={({ options, validate, salable, onUnavailable }) => (
        <>
          <AddToCartForm
            action={runtime.settings.urls.addToCart}
            productId={product.id}
            sku={product.sku}
            name={product.name}
            disabled={!salable}
            formKey={readFormKey}
            validate={validate}
            onUnavailable={onUnavailable}
            submit={(action, form) => submitAddToCart(runtime, action, form, product)}
            size="lg"
            className="flex flex-col gap-5"
            buttonClassName="w-full sm:w-auto sm:self-start"
          >
            {options}
            <QuantitySelector name="qty" defaultValue={product.qtyRules.min} presets={presets} />
          </AddToCartForm>
          <div className="flex flex-wrap gap-x-6 self-start">
            <AddToWishlist product={product} />
            <AddToCompare product={product} />
          </div>
        </>
      )}
      tabs={
        <>
          <Suspense fallback={<div className="min-h-[12rem]" />}>
            <ProductTabs product={product} />
          </Suspense>
          {storages ? (
            <Suspense fallback={null}>
              <RecentlyViewed viewed={storages.recentlyViewed} productData={storages.productData} currentProductId={product.id} />
            </Suspense>
          ) : null}
        </>
      }
    />
  );
}
