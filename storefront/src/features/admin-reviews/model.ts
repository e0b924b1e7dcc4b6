import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';

/** The review statuses as Magento's admin names them. */
export const REVIEW_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  not_approved: 'Not Approved',
} as const;

export type ReviewStatusCode = keyof typeof REVIEW_STATUS_LABELS;

export const REVIEW_STATUS_CODES = Object.keys(REVIEW_STATUS_LABELS) as [ReviewStatusCode, ...ReviewStatusCode[]];

/** What the badge of a status says by its tone. */
export const REVIEW_STATUS_TONES: Record<ReviewStatusCode, 'warning' | 'success' | 'neutral'> = {
  pending: 'warning',
  approved: 'success',
  not_approved: 'neutral',
};

/** One row of Marketing › All Reviews, as its page sends it. */
export interface ReviewGridItem {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  status: ReviewStatusCode;
  title: string;
  nickname: string;
  detail: string;
  productName: string;
  sku: string;
  /** Written by a signed-in customer (Magento's "Type": Customer), else a guest. */
  byCustomer: boolean;
}

/** A review as its edit page shows it. */
export interface ReviewDetail extends ReviewGridItem {
  productId: number;
  rating: number;
}

/** The grid's address parameters (`?search=&status=&page=&limit=`); pending reviews come first, newest first within each status. */
export interface ReviewGridQuery {
  search: string;
  status: ReviewStatusCode | null;
  page: number;
  limit: number;
}

export const DEFAULT_REVIEW_GRID_QUERY: ReviewGridQuery = { search: '', status: null, page: 1, limit: 20 };

const fields = {
  search: GRID_FIELDS.search,
  status: z.enum(REVIEW_STATUS_CODES),
  page: GRID_FIELDS.page,
  limit: GRID_FIELDS.limit,
};

/** The grid's query from an address's parameters; a parameter that does not parse stays at its default. */
export const reviewGridQuery = (params: URLSearchParams) => gridQueryFrom(params, fields, DEFAULT_REVIEW_GRID_QUERY);

/** The address parameters of a query (its defaults left out). */
export const reviewGridParams = (query: ReviewGridQuery) => gridParamsOf(query, DEFAULT_REVIEW_GRID_QUERY);

/** The back office's addresses of reviews. */
export const reviewPaths = {
  grid: '/admin/review/product',
  edit: (id: number) => `/admin/review/product/edit/${id}`,
};

/** Magento's words. */
export const reviewTexts = {
  updated: (count: number) => `A total of ${count} record(s) have been updated.`,
  deleted: (count: number) => `A total of ${count} record(s) have been deleted.`,
  saved: 'You saved the review.',
  deletedOne: 'The review has been deleted.',
  notFound: 'The review was removed by another user or does not exist.',
  noneSelected: 'Please select review(s).',
};
