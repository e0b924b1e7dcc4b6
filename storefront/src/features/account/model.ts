import { formatMoney } from '@shop/ui/money';
import { t } from '@shop/ui/i18n';
import { longDate, shownDate } from '../../lib/dates';
import type { OrderStatusCode } from './types';

/** An order's status as Luma names it to customers, in the page's language. */
export function orderStatusLabel(status: OrderStatusCode): string {
  switch (status) {
    case 'pending':
      return t('Pending');
    case 'processing':
      return t('Processing');
    case 'complete':
      return t('Complete');
    case 'canceled':
      return t('Canceled');
    case 'closed':
      return t('Closed');
    default:
      return status;
  }
}

/** An order's date as the account pages show it (`11/25/26`; `25/11/26` in fr-FR), in the page's locale, the same on the server and in the browser. */
export function orderDate(iso: string, locale = 'en-US'): string {
  return shownDate(iso, locale, 'numeric');
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
