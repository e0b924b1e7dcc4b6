import { t } from '@shop/ui/i18n';
import { useMemo } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/ui/tabs';
import { SafeHtml } from '@shop/ui/html';
import type { ProductDetailData } from '../../src/features/catalog/types';
import { ProductReviews, type ReviewActions } from '../../src/features/reviews/components/product-reviews';
import { REVIEWS_TAB } from '../../src/features/reviews/model';
import type { ReviewPage } from '../../src/features/reviews/types';
import { useShopCall } from '../lib/shop-call';

const reviewsContract = () => import('../../src/features/reviews/contract');
const catalogContract = () => import('../../src/features/catalog/contract');

/**
 * The product's tabs: 'Details' (the description, in the page), the others loaded from their
 * fragment addresses the first time they open (call 18), and 'Reviews' (the approved reviews and
 * the review form).
 */
export function ProductTabs({ id, product, reviews }: { id: string; product: ProductDetailData; reviews: ReviewPage }) {
  const first = product.tabs[0]?.id ?? 'description';
  const list = useShopCall(reviewsContract, 'reviewList');
  // The answer's message is shown either way: a refusal carries the reason.
  const post = useShopCall(reviewsContract, 'reviewPost', { refusalIsAnswer: true });
  // Through the page's HTTP client: it names the page's view, so the fragment is in its language.
  const tabContent = useShopCall(catalogContract, 'productTab');
  const reviewActions = useMemo<ReviewActions>(
    () => ({ loadPage: (page) => list({ id: product.id, p: page }), submit: (values) => post({ ...values, id: product.id }) }),
    [list, post, product.id],
  );
  return (
    <Tabs id={id} defaultValue={first} className="border-t border-neutral-200 pt-6">
      <TabsList aria-label={t('Product information')}>
        {product.tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.id === 'description' ? t('Details') : t('More Information')}
          </TabsTrigger>
        ))}
        <TabsTrigger value={REVIEWS_TAB}>
          {t('Reviews')}
          {reviews.total > 0 ? <span className="ms-2 rounded-full bg-neutral-100 px-2 text-sm text-neutral-800">{reviews.total}</span> : null}
        </TabsTrigger>
      </TabsList>
      {product.tabs.map((tab) =>
        tab.id === 'description' ? (
          <TabsContent key={tab.id} value={tab.id}>
            <SafeHtml html={product.description} profile="fragment" className="flex max-w-3xl flex-col gap-3 [&_ul]:list-disc [&_ul]:ps-6" />
          </TabsContent>
        ) : (
          <TabsContent key={tab.id} value={tab.id} src={tab.url} loadContent={(url, signal) => tabContent({ sku: product.sku, tab: tab.id }, { signal, url })} className="max-w-3xl [&_caption]:sr-only [&_td]:py-1 [&_th]:py-1 [&_th]:pe-6 [&_th]:text-start [&_th]:align-top" />
        ),
      )}
      <TabsContent value={REVIEWS_TAB}>
        <ProductReviews productName={product.name} initial={reviews} actions={reviewActions} />
      </TabsContent>
    </Tabs>
  );
}
