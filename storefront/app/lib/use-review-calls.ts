import { useMemo } from 'react';
import type { ReviewActions } from '../../src/features/reviews/components/product-reviews';
import { useShopRuntime } from './shop-runtime';

/**
 * The Reviews tab's calls for one product, bound to the page's HTTP client and the URLs of the
 * page settings. The calls' code (contracts, zod) loads on first use, never with the page.
 */
export function useReviewCalls(productId: number): ReviewActions {
  const runtime = useShopRuntime();
  return useMemo(() => {
    const load = async () => {
      const [api, services] = await Promise.all([import('../../src/features/reviews/api'), runtime.services()]);
      return { api, http: services.http, urls: runtime.settings.urls };
    };
    return {
      loadPage: async (page) => {
        const { api, http, urls } = await load();
        return api.loadReviews(http, urls.reviewList, productId, page);
      },
      submit: async (values) => {
        const { api, http, urls } = await load();
        return api.submitReview(http, urls.reviewPost, { ...values, id: productId });
      },
    };
  }, [runtime, productId]);
}
