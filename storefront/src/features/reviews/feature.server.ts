import { t } from '@shop/ui/i18n';
import { reviewSubmittedMessage, reviewList, reviewPost } from './contract';
import { HttpError } from '../../lib/http-error';
import type { EndpointRegistry } from '../../../server/http/endpoint';
import { defineServerFeature } from '../../../server/feature';
import { cacheTags } from '../../../server/page-cache/tags';
import { createReviewService, type ReviewService } from './reviews.server';

declare module '../../../server/context' {
  interface PageServices {
    /** Products' approved reviews (public). */
    reviews: Pick<ReviewService, 'page'>;
  }
}
import { privateResponse, PUBLIC_SHORT } from '../../../server/http/responses';

/** The platform's refusal for a product that is not there (or has no page). */
const productNotFound = () => t("The product that was requested doesn't exist. Verify the product and try again.");

/** The Reviews tab's pages and the review form's post. */
function reviewRoutes(endpoints: EndpointRegistry) {
  endpoints.handle(reviewList, async (c, { id, p }) => {
    c.header('Cache-Control', PUBLIC_SHORT);
    return c.var.shop.reviews.page(id, p ?? 1);
  });

  endpoints.handle(reviewPost, async (c, { id, ...review }) => {
    privateResponse(c);
    const session = await c.get('session').current();
    const stored = await c.var.shop.reviews.submit(id, review, session?.customerId ?? null);
    if (!stored) throw new HttpError(404, productNotFound(), reviewPost.errorBody);
    c.var.shop.log.info('review stored', { product: id, approved: c.var.shop.config.reviewsAutoApprove });
    // A published review changes the product's page (stars, count, the Reviews tab): purge it from the page cache.
    if (c.var.shop.config.reviewsAutoApprove) await c.var.shop.catalogChanges.products([id], { listings: false });
    return { success: true, message: reviewSubmittedMessage() };
  });
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Products' reviews: the approved ones (public) and the posted ones. */
    reviews: ReviewService;
  }
}

/** Product reviews: their pages on the Reviews tab and the review form's post. */
export default defineServerFeature({
  services: {
    reviews: ({ db, config }) => createReviewService({ db, autoApprove: config.reviewsAutoApprove }),
  },
  // A product's reviews show on its page (stars, count, the Reviews tab): a new approved review purges its tag.
  pageServices: {
    reviews: { page: (_page, productId) => [cacheTags.product(productId)] },
  },
  routes: reviewRoutes,
});
