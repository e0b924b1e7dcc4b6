import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';
import { SUBSCRIBER_STATUSES, type SubscriberGridQuery } from '../newsletter/model';

export const DEFAULT_SUBSCRIBER_GRID_QUERY: SubscriberGridQuery = { search: '', status: null, page: 1, limit: 20 };

const fields = {
  search: GRID_FIELDS.search,
  status: z.enum(SUBSCRIBER_STATUSES),
  page: GRID_FIELDS.page,
  limit: GRID_FIELDS.limit,
};

/** The grid's query from an address's parameters; a parameter that does not parse stays at its default. */
export const subscriberGridQuery = (params: URLSearchParams) => gridQueryFrom(params, fields, DEFAULT_SUBSCRIBER_GRID_QUERY);

/** The address parameters of a query (its defaults left out). */
export const subscriberGridParams = (query: SubscriberGridQuery) => gridParamsOf(query, DEFAULT_SUBSCRIBER_GRID_QUERY);

/** Marketing › Newsletter Subscribers. */
export const SUBSCRIBERS_GRID_PATH = '/admin/newsletter/subscriber';

/** Magento's words of the subscribers grid's mass actions. */
export const subscriberTexts = {
  unsubscribed: (count: number) => `A total of ${count} record(s) were updated.`,
  deleted: (count: number) => `Total of ${count} record(s) were deleted.`,
};
