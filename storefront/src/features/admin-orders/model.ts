import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';

/** The order statuses as Magento's admin names them. */
export const ORDER_STATUS_LABELS = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
} as const;

export type OrderStatusCode = keyof typeof ORDER_STATUS_LABELS;

/** What the badge of a status says by its tone. */
export const ORDER_STATUS_TONES: Record<OrderStatusCode, 'neutral' | 'info' | 'success' | 'warning' | 'danger'> = {
  pending: 'warning',
  processing: 'info',
  complete: 'success',
  canceled: 'danger',
  closed: 'neutral',
};

/** One row of the orders grid, as its page sends it. */
export interface OrderGridItem {
  id: number;
  incrementId: string;
  /** ISO 8601. */
  createdAt: string;
  billingName: string;
  email: string;
  /** Minor units of `currency`. */
  grandTotal: number;
  currency: string;
  status: OrderStatusCode;
}

/** The grid's sortable columns. */
export const ORDER_GRID_SORTS = ['increment_id', 'created_at', 'billing_name', 'grand_total', 'status'] as const;
export type OrderGridSort = (typeof ORDER_GRID_SORTS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/**
 * The orders grid's address parameters (`?search=&status=&from=&to=&sort=&dir=&page=&limit=`).
 * A parameter that does not parse is left at its default, so an edited address still shows the grid.
 */
const fields = {
  ...GRID_FIELDS,
  status: z.enum(Object.keys(ORDER_STATUS_LABELS) as [OrderStatusCode, ...OrderStatusCode[]]),
  from: isoDate,
  to: isoDate,
  sort: z.enum(ORDER_GRID_SORTS),
};

export interface OrderGridQuery {
  search: string;
  status: OrderStatusCode | null;
  from: string | null;
  to: string | null;
  sort: OrderGridSort;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_ORDER_GRID_QUERY: OrderGridQuery = { search: '', status: null, from: null, to: null, sort: 'created_at', dir: 'desc', page: 1, limit: 20 };

/** The grid's query from an address's parameters. */
export const orderGridQuery = (params: URLSearchParams) => gridQueryFrom(params, fields, DEFAULT_ORDER_GRID_QUERY);

/** The address parameters of a query (its defaults left out). */
export const orderGridParams = (query: OrderGridQuery) => gridParamsOf(query, DEFAULT_ORDER_GRID_QUERY);

/** A date and time as the back office shows them (UTC, so every member of staff reads the same). */
export const adminDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** What the signed-in member of staff may do to an order (their role's permissions). */
export interface OrderPermissions {
  invoice: boolean;
  ship: boolean;
  cancel: boolean;
  creditmemo: boolean;
  comment: boolean;
}

/** Tracking carriers of "Add Tracking Number" (Magento's codes), and their titles. */
export const TRACKING_CARRIERS = [
  { value: 'custom', label: 'Custom Value' },
  { value: 'dhl', label: 'DHL' },
  { value: 'fedex', label: 'FedEx' },
  { value: 'ups', label: 'UPS' },
  { value: 'usps', label: 'USPS' },
] as const;

/** An order's id from its page's address, or null when it cannot be one. */
export function orderIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && String(id) === value ? id : null;
}

/** The documents a new-document page makes (its address's `:document`), with the permission each needs. */
export const ORDER_DOCUMENTS = {
  invoice: { permission: 'sales.orders.invoice', title: 'New Invoice' },
  shipment: { permission: 'sales.orders.ship', title: 'New Shipment' },
  creditmemo: { permission: 'sales.orders.creditmemo', title: 'New Memo' },
} as const;

export type OrderDocumentKind = keyof typeof ORDER_DOCUMENTS;

export const isOrderDocumentKind = (value: string | undefined): value is OrderDocumentKind => value !== undefined && Object.hasOwn(ORDER_DOCUMENTS, value);
