import type { ReactNode } from 'react';
import { idOf, notFound, requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { ReorderButton } from '../components/reorder-button';
import { AccountSection } from '../../src/features/account/components/account-section';
import { OrderDocumentSections } from '../../src/features/account/components/order-documents';
import { orderLongDate, orderStatusLabel } from '../../src/features/account/model';
import { accountPaths } from '../../src/features/account/paths';
import { AddressBlock } from '../../src/lib/address-block';
import type { Route } from './+types/account-order';

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
  return noindexMeta(loaderData ? `Order # ${loaderData.order.incrementId}` : 'Page not found');
}

/** One box of the order information: its title and what it says. */
function InfoBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** /sales/order/view/order_id/N: one of the customer's orders (Luma's order view, with its invoices, shipments and refunds in tabs). */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order, documents } = loaderData;
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
          Order # {order.incrementId}
          <span data-slot="order-status" className="rounded-md border border-neutral-400 px-2 py-0.5 text-sm font-semibold uppercase text-neutral-800">
            {orderStatusLabel(order.status)}
          </span>
        </h1>
        <p className="text-neutral-700">{orderLongDate(order.createdAt)}</p>
        <p className="flex flex-wrap gap-4">
          <ReorderButton orderId={order.id} className="px-0" />
          <a href={accountPaths.orders} className="inline-flex h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
            Back to My Orders
          </a>
        </p>
      </div>

      <OrderDocumentSections order={order} documents={documents} />

      <AccountSection id="order-information" title="Order Information">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoBox title="Shipping Address">
            {order.shippingAddress ? <AddressBlock className="text-neutral-800" lines={order.shippingAddress} /> : null}
          </InfoBox>
          <InfoBox title="Shipping Method">
            <p>{order.shippingDescription}</p>
          </InfoBox>
          <InfoBox title="Billing Address">
            {order.billingAddress ? <AddressBlock className="text-neutral-800" lines={order.billingAddress} /> : null}
          </InfoBox>
          <InfoBox title="Payment Method">
            {order.payment ? (
              <p>
                <span className="block">{order.payment.title}</span>
                {order.payment.ccType ? <span className="block">{order.payment.ccType}</span> : null}
                {order.payment.ccLast4 ? <span className="block">ending in {order.payment.ccLast4}</span> : null}
              </p>
            ) : null}
          </InfoBox>
        </div>
      </AccountSection>

      <AccountSection id="order-history" title="About Your Order" compact>
        <ol className="flex flex-col gap-3">
          {order.history.map((entry, index) => (
            <li key={index} className="text-sm">
              <span className="font-semibold">{orderLongDate(entry.createdAt)}</span> · {orderStatusLabel(entry.status)}
            </li>
          ))}
        </ol>
      </AccountSection>
    </>
  );
}
