import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';

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

const fields = { search: GRID_FIELDS.search, page: GRID_FIELDS.page, limit: GRID_FIELDS.limit };

/** The grid's query from an address's parameters; a parameter that does not parse stays at its default. */
export const contactGridQuery = (params: URLSearchParams) => gridQueryFrom(params, fields, DEFAULT_CONTACT_GRID_QUERY);

/** The address of a grid query (its defaults left out). */
export const contactGridUrl = (query: ContactGridQuery) => `${contactPaths.grid}${gridParamsOf(query, DEFAULT_CONTACT_GRID_QUERY)}`;

/** The back office's addresses of contact messages. */
export const contactPaths = {
  grid: '/admin/contact/message',
  view: (id: number) => `/admin/contact/message/view/${id}`,
};

export const contactTexts = {
  deleted: 'You deleted the message.',
  notFound: 'This message no longer exists.',
};
