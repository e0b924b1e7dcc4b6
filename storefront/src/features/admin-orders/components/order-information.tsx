import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { DescriptionList } from '@shop/ui/description-list';
import { formatMoney } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import type { OrderDetail } from '../../sales/api';
import { adminDateTime } from '../model';
import { OrderStatusBadge } from './order-status-badge';
import { storeViews } from '../../store-views/model';

type Address = NonNullable<OrderDetail['addresses']['billing']>;
type Transaction = NonNullable<OrderDetail['payment']>['transactions'][number];

/** Card type codes as Magento names them. */
const CARD_TYPES: Record<string, string> = { VI: 'Visa', MC: 'MasterCard', AE: 'American Express', DI: 'Discover', JCB: 'JCB' };
const TRANSACTION_TYPES: Record<Transaction['type'], string> = { authorization: 'Authorization', capture: 'Capture', void: 'Void', refund: 'Refund' };

/** A box of a section: its own heading (level 3) and what it holds. */
function Box({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}

const twoColumns = 'grid gap-6 lg:grid-cols-2';

function AddressLines({ address }: { address: Address | null }) {
  if (!address) return <p className="text-neutral-700">No address.</p>;
  return (
    <address className="not-italic leading-relaxed">
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {[address.city, address.region, address.postcode].filter(Boolean).join(', ')}
      <br />
      {address.countryId}
      <br />
      T: <a href={`tel:${address.telephone}`}>{address.telephone}</a>
    </address>
  );
}

/** A store view's name as the back office shows where an order was placed ('Français (fr)'). */
function storeViewName(code: string): string {
  const view = storeViews.find((candidate) => candidate.code === code);
  return view ? `${view.name} (${view.code})` : code;
}

/** "Order & Account Information" and "Address Information" of Magento's order view. */
export function OrderAccountInformation({ order, customerGroup }: { order: OrderDetail; customerGroup: string }) {
  const { customer } = order;
  return (
    <>
      <Panel title="Order & Account Information">
        <div className={twoColumns}>
          <Box title={`Order # ${order.incrementId}`}>
            <DescriptionList
              items={[
                { term: 'Order Date', details: adminDateTime(order.createdAt) },
                { term: 'Order Status', details: <OrderStatusBadge status={order.status} /> },
                { term: 'Purchased From', details: storeViewName(order.placedIn.storeView) },
                ...(order.placedIn.baseCurrency === order.currency
                  ? []
                  : [
                      { term: 'Order Currency Rate', details: `1 ${order.placedIn.baseCurrency} = ${order.placedIn.rate} ${order.currency}` },
                      { term: 'Grand Total (Base)', details: formatMoney(order.placedIn.baseGrandTotal, { currency: order.placedIn.baseCurrency }) },
                    ]),
              ]}
            />
          </Box>
          <Box title="Account Information">
            <DescriptionList
              items={[
                { term: 'Customer Name', details: customer.isGuest ? `${customer.firstname} ${customer.lastname} (Guest)` : `${customer.firstname} ${customer.lastname}` },
                {
                  term: 'Email',
                  details: (
                    <a className="break-all text-brand-700 underline underline-offset-4" href={`mailto:${customer.email}`}>
                      {customer.email}
                    </a>
                  ),
                },
                { term: 'Customer Group', details: customerGroup },
              ]}
            />
          </Box>
        </div>
      </Panel>
      <Panel title="Address Information">
        <div className={twoColumns}>
          <Box title="Billing Address">
            <AddressLines address={order.addresses.billing} />
          </Box>
          <Box title="Shipping Address">
            <AddressLines address={order.addresses.shipping} />
          </Box>
        </div>
      </Panel>
    </>
  );
}

/** "Payment & Shipping Method": the method, the card, the amounts and the gateway's transactions; the shipping method. */
export function OrderPaymentShipping({ order }: { order: OrderDetail }) {
  const { payment } = order;
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const columns: DataTableColumn<Transaction>[] = [
    { id: 'txn', header: 'Transaction ID', cell: (row) => <span className="break-all font-mono text-sm">{row.txnId}</span>, rowHeader: true },
    { id: 'type', header: 'Type', cell: (row) => TRANSACTION_TYPES[row.type] },
    { id: 'amount', header: 'Amount', cell: (row) => money(row.amount), align: 'end' },
    { id: 'closed', header: 'Closed', cell: (row) => (row.isClosed ? 'Yes' : 'No'), hideOnPhone: true },
    { id: 'created', header: 'Created', cell: (row) => adminDateTime(row.createdAt), hideOnPhone: true },
  ];
  return (
    <Panel title="Payment & Shipping Method">
      <div className={twoColumns}>
        <Box title="Payment Information">
          {payment ? (
            <div className="flex flex-col gap-4">
              <DescriptionList
                items={[
                  { term: 'Payment Method', details: payment.title },
                  ...(payment.ccType ? [{ term: 'Credit Card Type', details: CARD_TYPES[payment.ccType] ?? payment.ccType }] : []),
                  ...(payment.ccLast4 ? [{ term: 'Credit Card Number', details: `xxxx-${payment.ccLast4}` }] : []),
                ]}
              />
              <DescriptionList
                numeric
                items={[
                  { term: 'Amount Authorized', details: money(payment.amountAuthorized) },
                  { term: 'Amount Paid', details: money(payment.amountPaid) },
                  { term: 'Amount Refunded', details: money(payment.amountRefunded) },
                  ...(payment.amountCanceled > 0 ? [{ term: 'Amount Canceled', details: money(payment.amountCanceled) }] : []),
                ]}
              />
            </div>
          ) : (
            <p>No payment information.</p>
          )}
        </Box>
        <Box title="Shipping & Handling Information">
          <DescriptionList items={[{ term: order.shippingDescription || 'Shipping', details: money(order.totals.shipping) }]} numeric />
        </Box>
      </div>
      {payment && payment.transactions.length > 0 ? (
        <div className="mt-6">
          <DataTable caption="Transactions" columns={columns} rows={payment.transactions} rowKey={(row) => row.txnId} />
        </div>
      ) : null}
    </Panel>
  );
}
