import { z } from 'zod';
import { PAGE_SIZES } from '@shop/ui/data-table';

/** One row of Customers › Contact Messages, as its page sends it. */
export interface ContactGridItem {
  id: number;
  name: string;
  email: string;
  /** The start of the comment. */
  excerpt: string;
  /** ISO 8601. */
  receivedAt: string;
  read: boolean;
}

/** A message as its view shows it. */
export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  telephone: string;
  comment: string;
  /** ISO 8601. */
  receivedAt: string;
  /** Sent by a signed-in customer (their account's id). */
  customerId: number | null;
}

/** The grid's address parameters (`?search=&page=&limit=`); newest first. */
export interface ContactGridQuery {
  search: string;
  page: number;
  limit: number;
}

export const DEFAULT_CONTACT_GRID_QUERY: ContactGridQuery = { search: '', page: 1, limit: 20 };

/** The grid's query from an address's parameters; a parameter that does not parse stays at its default. */
export function contactGridQuery(params: URLSearchParams): ContactGridQuery {
  const search = z.string().trim().max(100).safeParse(params.get('search') ?? '');
  const page = z.coerce.number().int().min(1).max(1_000_000).safeParse(params.get('page') ?? undefined);
  const limit = z.coerce.number().int().refine((n) => PAGE_SIZES.includes(n)).safeParse(params.get('limit') ?? undefined);
  return {
    search: search.success ? search.data : '',
    page: page.success ? page.data : DEFAULT_CONTACT_GRID_QUERY.page,
    limit: limit.success ? limit.data : DEFAULT_CONTACT_GRID_QUERY.limit,
  };
}

/** The address of a grid query (its defaults left out). */
export function contactGridUrl(query: ContactGridQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.limit !== DEFAULT_CONTACT_GRID_QUERY.limit) params.set('limit', String(query.limit));
  const text = params.toString();
  return `${contactPaths.grid}${text ? `?${text}` : ''}`;
}

/** The back office's addresses of contact messages. */
export const contactPaths = {
  grid: '/admin/contact/message',
  view: (id: number) => `/admin/contact/message/view/${id}`,
};

export const contactTexts = {
  deleted: 'You deleted the message.',
  notFound: 'This message no longer exists.',
};
