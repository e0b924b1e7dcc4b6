import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';

/** The back office's addresses of this capability. */
export const customerPaths = {
  grid: '/admin/customer',
  view: (id: number) => `/admin/customer/view/${id}`,
  order: (id: number) => `/admin/sales/order/view/${id}`,
} as const;

/** One row of Customers › All Customers. */
export interface CustomerGridItem {
  id: number;
  name: string;
  email: string;
  group: string;
  /** ISO 8601. */
  createdAt: string;
  orders: number;
}

/** A customer group, as the group filter offers it. */
export interface CustomerGroupOption {
  value: string;
  label: string;
}

const CUSTOMER_GRID_SORTS = ['name', 'email', 'group', 'created_at', 'orders'] as const;
export type CustomerGridSort = (typeof CUSTOMER_GRID_SORTS)[number];

export interface CustomerGridQuery {
  search: string;
  /** A customer group's id. */
  group: number | null;
  sort: CustomerGridSort;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_CUSTOMER_GRID_QUERY: CustomerGridQuery = { search: '', group: null, sort: 'created_at', dir: 'desc', page: 1, limit: 20 };

const fields = {
  ...GRID_FIELDS,
  group: z.coerce.number().int().min(0).max(2_147_483_647),
  sort: z.enum(CUSTOMER_GRID_SORTS),
};

/** The grid's query from its address (`?search=&group=&sort=&dir=&page=&limit=`). */
export const customerGridQuery = (params: URLSearchParams) => gridQueryFrom(params, fields, DEFAULT_CUSTOMER_GRID_QUERY);
/** The grid's address parameters for a query. */
export const customerGridParams = (query: CustomerGridQuery) => gridParamsOf(query, DEFAULT_CUSTOMER_GRID_QUERY);
