import { and, avg, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { REVIEWS_PER_PAGE } from './model';
import type { ReviewPage } from './types';

/** A review as the form sends it, checked by the kit's rules (plain text, trimmed; 1–5 stars). */
export interface ReviewInput {
  nickname: string;
  title: string;
  detail: string;
  rating: number;
}

/**
 * Product reviews: the approved ones of a product, a page at a time with the product's average,
 * and new ones, stored pending (or approved at once with `autoApprove`, REVIEWS_AUTO_APPROVE).
 * Text is stored as typed; pages escape it when they show it.
 */
export function createReviewService({ db, autoApprove }: { db: Db; autoApprove: boolean }) {
  const approvedOf = (productId: number) => and(eq(s.productReviews.productId, productId), eq(s.productReviews.status, s.ReviewStatus.approved));

  return {
    /** A page (from 1; past the last shows the last) of a product's approved reviews, newest first. */
    async page(productId: number, page = 1): Promise<ReviewPage> {
      const newestFirst = [desc(s.productReviews.createdAt), desc(s.productReviews.id)];
      const toPage = (rows: (typeof s.productReviews.$inferSelect)[], current: number, total: number, average: unknown): ReviewPage => ({
        reviews: rows.map((row) => ({ id: row.id, nickname: row.nickname, summary: row.summary, text: row.text, rating: row.rating, createdAt: row.createdAt.toISOString() })),
        page: current,
        pages: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
        total,
        average: total === 0 ? 0 : Math.round(Number(average ?? 0) * 100) / 100,
      });
      // The first page (every product page's) in one statement: its reviews with the count and
      // average of all of them alongside (window functions count before the limit).
      if (page <= 1) {
        const found = await db
          .select({ review: s.productReviews, total: sql<number>`count(*) over ()`.mapWith(Number), average: sql<string | null>`avg(${s.productReviews.rating}) over ()` })
          .from(s.productReviews)
          .where(approvedOf(productId))
          .orderBy(...newestFirst)
          .limit(REVIEWS_PER_PAGE);
        return toPage(
          found.map((row) => row.review),
          1,
          found[0]?.total ?? 0,
          found[0]?.average,
        );
      }
      const [stats] = await db
        .select({ total: count(), average: avg(s.productReviews.rating) })
        .from(s.productReviews)
        .where(approvedOf(productId));
      const total = stats?.total ?? 0;
      const current = Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)));
      const rows =
        total === 0
          ? []
          : await db
              .select()
              .from(s.productReviews)
              .where(approvedOf(productId))
              .orderBy(...newestFirst)
              .limit(REVIEWS_PER_PAGE)
              .offset((current - 1) * REVIEWS_PER_PAGE);
      return toPage(rows, current, total, stats?.average);
    },

    /**
     * Stores a review of a product that has a page; false (nothing stored) when there is no such
     * product. Pending until approved, unless the shop approves at once.
     */
    async submit(productId: number, input: ReviewInput, customerId: number | null): Promise<boolean> {
      const [product] = await db
        .select({ id: s.products.id })
        .from(s.products)
        .where(and(eq(s.products.id, productId), ne(s.products.visibility, s.Visibility.notVisible)));
      if (!product) return false;
      await db.insert(s.productReviews).values({
        productId,
        customerId,
        nickname: input.nickname,
        summary: input.title,
        text: input.detail,
        rating: input.rating,
        status: autoApprove ? s.ReviewStatus.approved : s.ReviewStatus.pending,
      });
      return true;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
