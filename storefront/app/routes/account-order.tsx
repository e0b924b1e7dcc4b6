import type { ReactNode } from 'react';
import { idOf, notFound, requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { ReorderButton } from '../components/reorder-button';
import { AccountSection } from '../../src/features/account/components/account-section';
import { orderLongDate, orderMoney, orderStatusLabel } from '../../src/features/account/model';
import { accountPaths } from '../../src/features/account/paths';
import { AddressBlock } from '../../src/lib/address-block';
import type { Route } from './+types/account-order';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  const id = idOf(args.params.orderId);
  const order = id === null ? null : await account.order(id);
  // Another customer's order looks exactly like one that does not exist.
  if (!order) notFound();
  return { order };
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

/** /sales/order/view/order_id/N: one of the customer's orders (Luma's order view). */
export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const money = (minor: number) => orderMoney(minor, order.currency);
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

      <AccountSection id="order-items" title="Items Ordered" compact>
        <table className="w-full border-collapse text-start text-sm max-md:block">
          <caption className="sr-only">Items Ordered</caption>
          <thead className="border-b border-neutral-300 max-md:sr-only">
            <tr>
              {['Product Name', 'SKU', 'Price', 'Qty', 'Subtotal'].map((title) => (
                <th key={title} scope="col" className={`px-3 py-2 font-semibold ${title === 'Product Name' || title === 'SKU' ? '' : 'text-end'}`}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block">
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-neutral-200 max-md:block max-md:py-3">
                <td className="px-3 py-3 align-top max-md:block max-md:px-0">
                  <span className="font-semibold">{item.name}</span>
                  {item.options.length > 0 ? (
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-neutral-700">
                      {item.options.map((option) => (
                        <div key={option.option_id} className="contents">
                          <dt className="font-semibold">{option.label}</dt>
                          <dd>{option.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </td>
                {[
                  ['SKU', item.sku],
                  ['Price', money(item.price)],
                  ['Qty', `Ordered: ${item.qty}`],
                  ['Subtotal', money(item.rowTotal)],
                ].map(([label, value]) => (
                  <td
                    key={label}
                    data-th={label}
                    className={`px-3 py-3 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1 max-md:before:min-w-24 max-md:before:font-semibold max-md:before:content-[attr(data-th)] ${label === 'SKU' ? '' : 'md:text-end'}`}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <dl data-slot="order-totals" className="ms-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
          <dt>Subtotal</dt>
          <dd className="text-end">{money(order.subtotal)}</dd>
          <dt>Shipping &amp; Handling</dt>
          <dd className="text-end">{money(order.shippingAmount)}</dd>
          <dt>Tax</dt>
          <dd className="text-end">{money(order.taxAmount)}</dd>
          <dt className="text-base font-bold">Grand Total</dt>
          <dd className="text-end text-base font-bold">{money(order.grandTotal)}</dd>
        </dl>
      </AccountSection>

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
