import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { ShopServices } from '../../../server/feature';
import type { Shop } from '../../../server/shop';
import type { ReviewDetail, ReviewGridItem, ReviewGridQuery, ReviewStatusCode } from './model';

/** Who moderates, as the audit log records it. */
export type Moderator = Pick<Parameters<ShopServices['staff']['record']>[0], 'actor' | 'ip'>;

/** What a moderator may change of a review on its edit page. */
export interface ReviewChange {
  status: ReviewStatusCode;
  nickname: string;
  title: string;
  detail: string;
}

type ReviewRow = typeof s.productReviews.$inferSelect;

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const columns = {
  id: s.productReviews.id,
  createdAt: s.productReviews.createdAt,
  status: s.productReviews.status,
  title: s.productReviews.summary,
  nickname: s.productReviews.nickname,
  detail: s.productReviews.text,
  rating: s.productReviews.rating,
  productId: s.productReviews.productId,
  customerId: s.productReviews.customerId,
  productName: s.products.name,
  sku: s.products.sku,
};

type Selected = { customerId: number | null; createdAt: Date } & Omit<ReviewDetail, 'createdAt' | 'byCustomer'>;

const shown = ({ customerId, createdAt, ...row }: Selected): ReviewDetail => ({ ...row, createdAt: createdAt.toISOString(), byCustomer: customerId !== null });

/** A grid row: the review without what only its edit page shows. */
const gridRow = (selected: Selected): ReviewGridItem => {
  const { rating: _rating, productId: _productId, ...row } = shown(selected);
  return row;
};

/** A review's fields as the audit log keeps them (before and after a change). */
const logged = (row: ReviewRow) => ({ status: row.status, nickname: row.nickname, title: row.summary, detail: row.text });

/**
 * Marketing › All Reviews (Magento's review moderation): the grid, a review, and the moderators'
 * changes. Each change runs in one transaction with its audit log entries; the product pages are
 * purged after it commits, and only when a published review is involved: one approved (now
 * shown) or one that was approved (changed, hidden or gone). A pending review purges nothing.
 */
export function createReviewModeration({ db, staff, catalogChanges }: { db: Db; staff: Pick<ShopServices['staff'], 'record'>; catalogChanges: Pick<Shop['catalogChanges'], 'products'> }) {
  const published = (row: Pick<ReviewRow, 'status'>) => row.status === s.ReviewStatus.approved;

  /** Purges the pages of the products whose shown reviews changed (after the commit). */
  async function purge(productIds: Iterable<number>): Promise<void> {
    const ids = [...new Set(productIds)];
    if (ids.length > 0) await catalogChanges.products(ids, { listings: false });
  }

  async function locked(tx: Db, ids: readonly number[]): Promise<ReviewRow[]> {
    return tx.select().from(s.productReviews).where(inArray(s.productReviews.id, [...ids])).orderBy(s.productReviews.id).for('update');
  }

  return {
    /** A page of reviews matching the search (product name or SKU, nickname, summary) and status: pending first, then newest. */
    async grid(query: ReviewGridQuery): Promise<{ rows: ReviewGridItem[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        const pattern = likePattern(query.search);
        filters.push(or(ilike(s.products.name, pattern), ilike(s.products.sku, pattern), ilike(s.productReviews.nickname, pattern), ilike(s.productReviews.summary, pattern))!);
      }
      if (query.status) filters.push(eq(s.productReviews.status, query.status));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(s.productReviews)
          .innerJoin(s.products, eq(s.products.id, s.productReviews.productId))
          .where(where)
          .orderBy(sql`(${s.productReviews.status} = ${s.ReviewStatus.pending}) desc`, desc(s.productReviews.createdAt), desc(s.productReviews.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(s.productReviews).innerJoin(s.products, eq(s.products.id, s.productReviews.productId)).where(where),
      ]);
      return { rows: rows.map(gridRow), total: counted?.n ?? 0 };
    },

    /** One review with its product, or null. */
    async review(id: number): Promise<ReviewDetail | null> {
      const [row] = await db.select(columns).from(s.productReviews).innerJoin(s.products, eq(s.products.id, s.productReviews.productId)).where(eq(s.productReviews.id, id));
      return row ? shown(row) : null;
    },

    /** Puts the reviews in `status` (those still there); how many changed. Approving one publishes it and purges its product's pages. */
    async updateStatus(ids: readonly number[], status: ReviewStatusCode, by: Moderator): Promise<number> {
      const touched: number[] = [];
      const changed = await db.transaction(async (tx) => {
        let n = 0;
        for (const row of await locked(tx, ids)) {
          if (row.status === status) continue;
          await tx.update(s.productReviews).set({ status }).where(eq(s.productReviews.id, row.id));
          await staff.record({ ...by, action: 'reviews.status', entityType: 'product_review', entityId: row.id, before: { status: row.status }, after: { status } }, tx);
          if (published(row) || status === s.ReviewStatus.approved) touched.push(row.productId);
          n += 1;
        }
        return n;
      });
      await purge(touched);
      return changed;
    },

    /** Deletes the reviews (those still there); how many went. A published one purges its product's pages. */
    async remove(ids: readonly number[], by: Moderator): Promise<number> {
      const touched: number[] = [];
      const removed = await db.transaction(async (tx) => {
        const rows = await locked(tx, ids);
        if (rows.length === 0) return 0;
        await tx.delete(s.productReviews).where(inArray(s.productReviews.id, rows.map((row) => row.id)));
        for (const row of rows) {
          await staff.record({ ...by, action: 'reviews.delete', entityType: 'product_review', entityId: row.id, before: logged(row) }, tx);
          if (published(row)) touched.push(row.productId);
        }
        return rows.length;
      });
      await purge(touched);
      return removed;
    },

    /** Saves the edit page's fields; false when the review is gone. */
    async save(id: number, change: ReviewChange, by: Moderator): Promise<boolean> {
      const touched: number[] = [];
      const found = await db.transaction(async (tx) => {
        const [row] = await locked(tx, [id]);
        if (!row) return false;
        const next = { status: change.status, nickname: change.nickname, summary: change.title, text: change.detail };
        await tx.update(s.productReviews).set(next).where(eq(s.productReviews.id, id));
        await staff.record({ ...by, action: 'reviews.save', entityType: 'product_review', entityId: id, before: logged(row), after: logged({ ...row, ...next }) }, tx);
        if (published(row) || change.status === s.ReviewStatus.approved) touched.push(row.productId);
        return true;
      });
      await purge(touched);
      return found;
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
