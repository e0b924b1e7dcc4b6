import { t } from '@shop/ui/i18n';
import { z } from 'zod';
import { createReviewSchema } from '@shop/ui/validation';
import { defineCall, idParam, successMessageSchema, unsuccessfulErrorBody } from '../../lib/contract';
import type * as self from './contract';

/**
 * Product reviews (issue 15 item 5): a product's approved reviews, a page at a time, and the
 * review form's post. Both are public: a guest may write a review, which waits for approval
 * unless the server approves at once (REVIEWS_AUTO_APPROVE).
 */

/** One approved review as the product page lists it: plain text, escaped where shown. */
export const reviewItemSchema = z.lazy(() => z.object({
  id: z.number().int(),
  nickname: z.string(),
  summary: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  /** ISO 8601. */
  createdAt: z.string(),
}));

/** A page of a product's approved reviews, newest first, with the product's rating in numbers. */
export const reviewPageSchema = z.lazy(() => z.object({
  reviews: z.array(reviewItemSchema),
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  /** How many approved reviews the product has. */
  total: z.number().int().min(0),
  /** Their average rating (0 when there are none). */
  average: z.number().min(0).max(5),
}));

/** A page of a product's reviews (the Reviews tab's pager). */
export const reviewList = defineCall({
  name: 'reviewList',
  method: 'GET',
  path: '/review/product/listAjax',
  request: () => z.object({ id: idParam, p: z.coerce.number().int().min(1).max(100_000).optional() }),
  response: () => reviewPageSchema,
});

/** The platform's sentence after a review is stored, approved at once or not. */
export const reviewSubmittedMessage = () => t('You submitted your review for moderation.');

/** Submit Review: the form's fields (the kit's rules) for a product. */
export const reviewPost = defineCall({
  name: 'reviewPost',
  method: 'POST',
  path: '/review/product/post',
  accepts: ['json', 'form'],
  request: () => createReviewSchema().extend({ id: idParam }),
  // The answer, and a refusal's body: a message either way.
  response: () => successMessageSchema,
  errorBody: unsuccessfulErrorBody,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
