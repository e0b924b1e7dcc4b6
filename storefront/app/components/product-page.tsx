import { Suspense } from 'react';
import { Await } from 'react-router';
import { QuantitySelector } from '@shop/ui/quantity-selector';
import { AddToCartForm } from '../../src/features/cart/components/add-to-cart-form';
import { ProductView } from '../../src/features/catalog/components/product-view';
import type { ProductDetailData, ProductSuggestions as Suggestions } from '../../src/features/catalog/types';
import { readFormKey } from '../../src/features/form-key/read';
import { ReviewSummary } from '../../src/features/reviews/components/review-summary';
import { REVIEWS_TAB } from '../../src/features/reviews/model';
import type { ReviewPage } from '../../src/features/reviews/types';
import { submitAddToCart } from '../lib/add-to-cart';
import { AddToWishlist } from './add-to-wishlist';
import { AddToCompare } from './compare-actions';
import { RecentlyViewedSlot, useProductStorages } from './recently-viewed';
import { useShopRuntime } from '../lib/shop-runtime';
import { deferredWidget } from '../lib/deferred-widget';
import { useTrackOnce } from '../lib/use-track-once';

// Below the fold on a phone: the tabs' code (Radix tabs, the sanitizer, the review form) loads when
// they come near the viewport or are touched or focused; their server HTML shows meanwhile.
const ProductTabs = deferredWidget(() => import('./product-tabs').then((module) => module.ProductTabs), { fallback: <div className="min-h-[12rem]" /> });
// Further down, with the carousel's code (Embla): the related products and upsells stream in after
// the page and hydrate when near the viewport.
const ProductSuggestions = deferredWidget(() => import('./product-suggestions').then((module) => module.ProductSuggestions), { className: 'flex flex-col gap-8' });

/** The product tabs' id: the kit's Tabs open the tab whose panel `#<id>-<tab>` the address names. */
const PRODUCT_TABS_ID = 'product-info';
/**
 * The Reviews tab's address (the kit's `tabPanelId(PRODUCT_TABS_ID, REVIEWS_TAB)`, written out:
 * importing the Tabs entry here would load the tabs' code with the page instead of below the fold).
 */
const REVIEWS_HREF = `#${PRODUCT_TABS_ID}-${REVIEWS_TAB}`;

/** A product page: the product view with its add-to-cart form (options, quantity) and tabs. */
export function ProductPage({ product, reviews, suggestions }: { product: ProductDetailData; reviews: ReviewPage; suggestions: Promise<Suggestions> }) {
  const runtime = useShopRuntime();
  // The storages start with the page's services; the product is recorded as viewed with the page view (ADR 0042).
  const storages = useProductStorages();
  useTrackOnce(`product-${product.id}`, (analytics) => analytics.productViewed(product));
  const presets = Array.from({ length: 10 }, (_, index) => product.qtyRules.min + index * product.qtyRules.increments);
  return (
    <ProductView
      product={product}
      summary={<ReviewSummary average={reviews.average} count={reviews.total} reviewsHref={REVIEWS_HREF} />}
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
          <ProductTabs id={PRODUCT_TABS_ID} product={product} reviews={reviews} />
          <Suspense fallback={null}>
            <Await resolve={suggestions} errorElement={null}>
              {(resolved) => (resolved.related.length > 0 || resolved.upsell.length > 0 ? <ProductSuggestions {...resolved} /> : null)}
            </Await>
          </Suspense>
          <RecentlyViewedSlot storages={storages} currentProductId={product.id} />
        </>
      }
    />
  );
}
