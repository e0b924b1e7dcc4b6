import { useStoreView } from '../../store-views/hooks';
import { t } from '@shop/ui/i18n';
import { RatingStars } from '@shop/ui/rating';
import { reviewCountLabel } from '../model';

export interface ReviewSummaryProps {
  /** The average rating (0 when there are no reviews). */
  average: number;
  /** How many approved reviews. */
  count: number;
  /** The Reviews tab's address on the page (`#product-info-reviews`). */
  reviewsHref: string;
}

/** Under the product's name: the stars and the review count, and a way to the review form (Luma's review summary). */
export function ReviewSummary({ average, count, reviewsHref }: ReviewSummaryProps) {
  const { locale } = useStoreView();
  const link = 'font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <div data-slot="review-summary" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {count > 0 ? (
        <>
          <RatingStars value={average} />
          <a href={reviewsHref} className={link}>
            {reviewCountLabel(count, locale)}
          </a>
          <a href={reviewsHref} className={link}>
            {t('Add Your Review')}
          </a>
        </>
      ) : (
        <a href={reviewsHref} className={link}>
          {t('Be the first to review this product')}
        </a>
      )}
    </div>
  );
}
