import { formatMoney } from '@shop/ui/money';
import { longDate } from '../../lib/dates';
import type { OrderStatusCode } from './types';

/** Order statuses as Luma names them to customers. */
const STATUS_LABELS: Record<OrderStatusCode, string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
};

export const orderStatusLabel = (status: OrderStatusCode) => STATUS_LABELS[status] ?? status;

/** An order's date as the account pages show it (`11/25/26`), the same on the server and in the browser. */
export function orderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'numeric', day: 'numeric', year: '2-digit', timeZone: 'UTC' });
}

/** A long date (`November 25, 2026`), for the order page. */
export const orderLongDate = longDate;

/** An amount in minor units of the order's currency, formatted for the page's locale. */
export const orderMoney = (minor: number, currency: string, locale?: string) => formatMoney(minor, { currency, locale });

/** The page sizes My Orders offers, and the one it starts with. */
export const ORDER_LIMITS = [10, 20, 50] as const;
export const DEFAULT_ORDER_LIMIT = 10;

/** My Orders' query (`?p=2&limit=20`) read leniently: anything unknown falls back to the defaults. */
export function parseOrderQuery(search: URLSearchParams): { page: number; limit: number } {
  const limit = Number(search.get('limit'));
  const page = Number(search.get('p'));
  return {
    limit: (ORDER_LIMITS as readonly number[]).includes(limit) ? limit : DEFAULT_ORDER_LIMIT,
    page: Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1,
  };
}
