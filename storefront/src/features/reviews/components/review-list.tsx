import { useStoreView } from '../../store-views/hooks';
import { formatCount } from '../../store-views/model';
import { t } from '@shop/ui/i18n';
import { useState } from 'react';
import { Button } from '@shop/ui/button';
import { RatingStars } from '@shop/ui/rating';
import { longDate } from '../../../lib/dates';
import type { ReviewPage } from '../types';

export interface ReviewListProps {
  /** The page shown first (rendered with the product page). */
  initial: ReviewPage;
  /** Loads another page of the product's reviews. */
  loadPage: (page: number) => Promise<ReviewPage>;
}

/**
 * "Customer Reviews": the product's approved reviews, newest first, a page at a time. Every text
 * is the shopper's plain text, rendered as text (React escapes it), never as markup.
 */
export function ReviewList({ initial, loadPage }: ReviewListProps) {
  const { locale } = useStoreView();
  const [current, setCurrent] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A newer first page (after a review was published) replaces the one shown.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setCurrent(initial);
  }
  if (current.total === 0) return null;

  const go = async (page: number) => {
    setLoading(true);
    setFailed(false);
    try {
      setCurrent(await loadPage(page));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="customer-reviews" data-slot="review-list" aria-busy={loading || undefined} className="flex flex-col gap-4">
      <h2 id="customer-reviews" className="text-xl font-bold text-neutral-900">
        {t('Customer Reviews')}
      </h2>
      <ol className="flex flex-col divide-y divide-neutral-200">
        {current.reviews.map((review) => (
          <li key={review.id} data-slot="review-item" className="flex flex-col gap-2 py-4 first:pt-0">
            <h3 className="font-semibold text-neutral-900">{review.summary}</h3>
            <RatingStars value={review.rating} size="sm" />
            <p className="whitespace-pre-line text-neutral-800">{review.text}</p>
            <p className="text-sm text-neutral-700">
              {t('Review by')} <strong className="font-semibold">{review.nickname}</strong> · {t('Posted on')}{' '}
              <time dateTime={review.createdAt}>{longDate(review.createdAt, locale)}</time>
            </p>
          </li>
        ))}
      </ol>
      {current.pages > 1 ? (
        <nav aria-label={t('Reviews pages')} className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" disabled={current.page <= 1} loading={loading} onClick={() => void go(current.page - 1)}>
            {t('Previous')}
          </Button>
          <span className="text-sm text-neutral-700" aria-live="polite">
            {t('Page %1 of %2', formatCount(locale, current.page), formatCount(locale, current.pages))}
          </span>
          <Button variant="secondary" size="sm" disabled={current.page >= current.pages} loading={loading} onClick={() => void go(current.page + 1)}>
            {t('Next')}
          </Button>
        </nav>
      ) : null}
      {failed ? (
        <p role="alert" className="text-danger-700">
          {t('The reviews could not be loaded. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}
