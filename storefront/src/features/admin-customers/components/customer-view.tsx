import { Badge } from '@shop/ui/badge';
import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { DescriptionList } from '@shop/ui/description-list';
import { formatMoney } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import { ROW_ACTION_LINK_CLASS } from '../../../lib/grid-controls';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES, type OrderStatusCode } from '../../admin-orders/model';

export interface CustomerViewData {
  customer: { id: number; firstname: string; lastname: string; email: string; group: string; dob: string | null; createdAt: string };
  addresses: readonly {
    id: number;
    name: string;
    street: readonly string[];
    city: string;
    region: string;
    postcode: string;
    countryId: string;
    telephone: string;
    isDefaultBilling: boolean;
    isDefaultShipping: boolean;
  }[];
  orders: readonly { id: number; incrementId: string; createdAt: string; status: OrderStatusCode; grandTotal: number; currency: string }[];
}

type OrderRow = CustomerViewData['orders'][number];

export interface CustomerViewProps extends CustomerViewData {
  orderUrl: (id: number) => string;
  renderLink: (props: { href: string; className: string; 'aria-label': string; children: string }) => React.ReactNode;
}

const longDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A customer in the back office, read only (Magento's "Customer View"): account information, the address book, their orders. */
export function CustomerView({ customer, addresses, orders, orderUrl, renderLink }: CustomerViewProps) {
  const columns: DataTableColumn<OrderRow>[] = [
    { id: 'increment_id', header: 'Order #', cell: (row) => row.incrementId, rowHeader: true },
    { id: 'created_at', header: 'Purchased', cell: (row) => longDate(row.createdAt), hideOnPhone: true },
    { id: 'grand_total', header: 'Grand Total', cell: (row) => formatMoney(row.grandTotal, { currency: row.currency }), align: 'end' },
    { id: 'status', header: 'Status', cell: (row) => <Badge tone={ORDER_STATUS_TONES[row.status]}>{ORDER_STATUS_LABELS[row.status]}</Badge> },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Account Information">
        <DescriptionList
          items={[
            { term: 'Name', details: `${customer.firstname} ${customer.lastname}` },
            { term: 'Email', details: <span className="break-all">{customer.email}</span> },
            { term: 'Customer Group', details: customer.group },
            { term: 'Date of Birth', details: customer.dob ?? '—' },
            { term: 'Account Created', details: `${longDate(customer.createdAt)} UTC` },
            { term: 'Customer ID', details: String(customer.id) },
          ]}
        />
      </Panel>
      <Panel title="Addresses">
        {addresses.length === 0 ? (
          <p className="text-neutral-700">This customer has no saved addresses.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="flex flex-col gap-2">
                <address className="not-italic leading-relaxed">
                  {address.name}
                  <br />
                  {address.street.map((line, index) => (
                    <span key={index}>
                      {line}
                      <br />
                    </span>
                  ))}
                  {[address.city, address.region, address.postcode].filter(Boolean).join(', ')}
                  <br />
                  {address.countryId}
                  <br />
                  T: {address.telephone}
                </address>
                <div className="flex flex-wrap gap-2">
                  {address.isDefaultBilling ? <Badge tone="info">Default Billing Address</Badge> : null}
                  {address.isDefaultShipping ? <Badge tone="info">Default Shipping Address</Badge> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Orders" className="lg:col-span-2" flush>
        <DataTable
          caption={`Orders of ${customer.firstname} ${customer.lastname}`}
          hideCaption
          columns={columns}
          rows={orders}
          rowKey={(row) => row.id}
          total={orders.length}
          emptyText="This customer has not placed an order."
          rowActionHeader="Action"
          rowAction={(row) => renderLink({ href: orderUrl(row.id), className: ROW_ACTION_LINK_CLASS, 'aria-label': `View order ${row.incrementId}`, children: 'View' })}
        />
      </Panel>
    </div>
  );
}
