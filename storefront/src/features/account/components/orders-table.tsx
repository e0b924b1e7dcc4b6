import type { ReactNode } from 'react';
import { t } from '@shop/ui/i18n';
import { orderDate, orderMoney, orderStatusLabel } from '../model';
import { accountPaths } from '../paths';
import type { OrderSummary } from '../types';
import { useStoreView, useViewPath } from '../../store-views/hooks';

export interface OrdersTableProps {
  orders: readonly OrderSummary[];
  /** The table's name for screen readers ('Orders', 'Recent Orders'). */
  caption: string;
  /** The Reorder control of an order (a button that posts). */
  reorder: (order: OrderSummary) => ReactNode;
}

const cell = 'px-3 py-3 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1 max-md:before:min-w-28 max-md:before:font-semibold max-md:before:content-[attr(data-th)]';

/**
 * Luma's orders grid: Order #, Date, Ship To, Order Total, Status and the actions (View Order,
 * Reorder). On phones each order is a block of labelled lines.
 */
export function OrdersTable({ orders, caption, reorder }: OrdersTableProps) {
  const inView = useViewPath();
  const { locale } = useStoreView();
  const titles = { order: t('Order #'), date: t('Date'), shipTo: t('Ship To'), total: t('Order Total'), status: t('Status'), action: t('Action') };
  return (
    <table data-slot="orders-table" className="w-full border-collapse text-start text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-neutral-300 max-md:sr-only">
        <tr>
          {Object.values(titles).map((title) => (
            <th key={title} scope="col" className="px-3 py-2 font-semibold">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {orders.map((order) => (
          <tr key={order.id} data-slot="orders-table-row" className="border-b border-neutral-200 max-md:block max-md:py-3">
            <td data-th={titles.order} className={cell}>
              {order.incrementId}
            </td>
            <td data-th={titles.date} className={cell}>
              {orderDate(order.createdAt, locale)}
            </td>
            <td data-th={titles.shipTo} className={cell}>
              {order.shipTo}
            </td>
            <td data-th={titles.total} className={cell}>
              {orderMoney(order.grandTotal, order.currency, locale)}
            </td>
            <td data-th={titles.status} className={cell}>
              {orderStatusLabel(order.status)}
            </td>
            <td className="px-3 py-3 align-top max-md:block max-md:px-0">
              <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <a
                  href={inView(accountPaths.order(order.id))}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                  aria-label={t('View Order %1', order.incrementId)}
                >
                  {t('View Order')}
                </a>
                {reorder(order)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
