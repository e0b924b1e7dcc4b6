import { REVIEW_SUBMITTED_MESSAGE, reviewList, reviewPost } from '../../../src/features/reviews/contract';
import { HttpError } from '../../../src/lib/http-error';
import type { EndpointRegistry } from '../endpoint';
import { privateResponse, PUBLIC_SHORT } from '../responses';

/** The platform's refusal for a product that is not there (or has no page). */
const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";

/** The Reviews tab's pages and the review form's post. */
export function reviewRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(reviewList, async (c, { id, p }) => {
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.var.shop.reviews.page(id, p ?? 1);
  });

  endpoints.handle(reviewPost, async (c, { id, ...review }) => {
    privateResponse(c);
    const session = await c.get('session').current();
    const stored = await c.var.shop.reviews.submit(id, review, session?.customerId ?? null);
    if (!stored) throw new HttpError(404, PRODUCT_NOT_FOUND, reviewPost.errorBody);
    c.var.shop.log.info('review stored', { product: id, approved: c.var.shop.config.reviewsAutoApprove });
    return { success: true, message: REVIEW_SUBMITTED_MESSAGE };
  });
}
