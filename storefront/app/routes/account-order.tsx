import { t } from '@shop/ui/i18n';
import { idOf, notFound, requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { ReorderButton } from '../components/reorder-button';
import { OrderView } from '../../src/features/account/components/order-view';
import { accountPaths } from '../../src/features/account/paths';
import type { Route } from './+types/account-order';
import { useViewPath } from '../../src/features/store-views/hooks';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  const id = idOf(args.params.orderId);
  const [order, documents] = id === null ? [null, null] : await Promise.all([account.order(id), account.orderDocuments(id)]);
  // Another customer's order looks exactly like one that does not exist.
  if (!order || !documents) notFound();
  return { order, documents };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData ? t('Order # %1', loaderData.order.incrementId) : t('Page not found'));
}

/** /sales/order/view/order_id/N: one of the customer's orders (Luma's order view, with its invoices, shipments and refunds in tabs). */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const inView = useViewPath();
  const { order, documents } = loaderData;
  return (
    <OrderView
      order={order}
      documents={documents}
      actions={
        <>
          <ReorderButton orderId={order.id} className="px-0" />
          <a href={inView(accountPaths.orders)} className="inline-flex h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            {t('Back to My Orders')}
          </a>
        </>
      }
    />
  );
}
