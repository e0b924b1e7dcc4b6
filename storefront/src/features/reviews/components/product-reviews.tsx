import { useState } from 'react';
import type { ReviewFormValues } from '@shop/ui/validation';
import type { ReviewPage } from '../types';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';

/** What the Reviews tab does across the wire (bound by the page to its HTTP client). */
export interface ReviewActions {
  loadPage: (page: number) => Promise<ReviewPage>;
  submit: (values: ReviewFormValues) => Promise<{ success: boolean; message: string }>;
}

export interface ProductReviewsProps {
  productName: string;
  /** The first page of reviews, rendered with the product page. */
  initial: ReviewPage;
  actions: ReviewActions;
}

/** The Reviews tab: "Customer Reviews" and "Write Your Own Review". */
export function ProductReviews({ productName, initial, actions }: ProductReviewsProps) {
  const [first, setFirst] = useState(initial);
  const submit: ReviewActions['submit'] = async (values) => {
    const answer = await actions.submit(values);
    // A review published at once (REVIEWS_AUTO_APPROVE) shows in the list; a pending one does not change it.
    if (answer.success) {
      const fresh = await actions.loadPage(1).catch(() => null);
      if (fresh && fresh.total !== first.total) setFirst(fresh);
    }
    return answer;
  };
  return (
    <div className="flex flex-col gap-10">
      <ReviewList initial={first} loadPage={actions.loadPage} />
      <ReviewForm productName={productName} submit={submit} />
    </div>
  );
}
