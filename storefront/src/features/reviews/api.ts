import type { HttpClient } from '../../lib/http';
import type { RequestOf } from '../../lib/contract';
import { reviewList, reviewPost } from './contract';
import type { ReviewPage } from './types';

/** A page of a product's approved reviews. */
export function loadReviews(http: HttpClient, url: string, productId: number, page: number): Promise<ReviewPage> {
  return http.call(reviewList, { id: productId, p: page }, { url });
}

/** Submit Review: the answer's message is shown either way (a refusal carries the reason). */
export function submitReview(http: HttpClient, url: string, request: RequestOf<typeof reviewPost>): Promise<{ success: boolean; message: string }> {
  return http.call(reviewPost, request, { url, refusalIsAnswer: true });
}
