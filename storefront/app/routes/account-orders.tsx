import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { ApplyWithoutScript, PageSizeSelect, Pager } from '../../src/features/catalog/components/listing-toolbar';
import { pageCount, pageItemRange } from '../../src/features/catalog/model';
import { ReorderButton } from '../components/reorder-button';
import { OrdersTable } from '../../src/features/account/components/orders-table';
import { ORDER_LIMITS, parseOrderQuery } from '../../src/features/account/model';
import { accountPaths } from '../../src/features/account/paths';
import type { Route } from './+types/account-orders';
import { useViewPath } from '../../src/features/store-views/hooks';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  const url = new URL(args.request.url);
  const { page, limit } = parseOrderQuery(url.searchParams);
  return { orders: await account.orders(page, limit), search: url.search };
}

export function meta() {
  return noindexMeta(t('My Orders'));
}

/** /sales/order/history: the customer's orders, newest first, 10, 20 or 50 a page. */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const inView = useViewPath();
  const { orders, search } = loaderData;
  const pages = pageCount(orders.total, orders.limit);
  const { first, last } = pageItemRange(orders.total, orders.page, orders.limit);
  const params = new URLSearchParams(search);
  return (
    <>
      <h1 className="text-3xl font-bold">{t('My Orders')}</h1>
      {orders.total === 0 ? (
        <p className="text-neutral-700">{t('You have placed no orders.')}</p>
      ) : (
        <>
          <OrdersTable
            orders={orders.orders}
            caption={t('Orders')}
            reorder={(order) => <ReorderButton orderId={order.id} aria-label={t('Reorder %1', order.incrementId)} />}
          />
          <form method="get" action={inView(accountPaths.orders)} data-slot="orders-toolbar" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-neutral-700">{orders.total <= orders.limit ? (orders.total === 1 ? t('%1 Item', orders.total) : t('%1 Items', orders.total)) : t('Items %1 to %2 of %3 total', first, last, orders.total)}</p>
            <div className="flex items-center gap-2">
              <PageSizeSelect pathname={accountPaths.orders} params={params} limit={orders.limit} options={ORDER_LIMITS} />
              <ApplyWithoutScript />
            </div>
          </form>
          <Pager pathname={accountPaths.orders} search={search} page={orders.page} pages={pages} />
        </>
      )}
    </>
  );
}
