import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { DescriptionList } from '@shop/ui/description-list';
import { formatMoney } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import type { OrderDetail, OrderItemView } from '../../sales/api';
import { discountLabel } from '../../coupons/model';

/** The product cell of an order line: its name, SKU and chosen options. */
export function OrderItemProduct({ item }: { item: Pick<OrderItemView, 'name' | 'sku' | 'options'> }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="font-semibold">{item.name}</span>
      <span className="text-sm text-neutral-700">SKU: {item.sku}</span>
      {item.options.map((option) => (
        <span key={option.label} className="text-sm text-neutral-700">
          {option.label}: {option.value}
        </span>
      ))}
    </div>
  );
}

/** What happened to a line's units: Ordered, Invoiced, Shipped, Refunded, Canceled (those above zero after Ordered). */
export function OrderItemQuantities({ qty }: { qty: OrderItemView['qty'] }) {
  const rows: [string, number][] = [
    ['Ordered', qty.ordered],
    ['Invoiced', qty.invoiced],
    ['Shipped', qty.shipped],
    ['Refunded', qty.refunded],
    ['Canceled', qty.canceled],
  ];
  return (
    <table className="text-sm">
      <tbody>
        {rows
          .filter(([label, value]) => label === 'Ordered' || value > 0)
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="pe-2 text-start font-normal text-neutral-700">
                {label}
              </th>
              <td className="text-end tabular-nums">{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** "Items Ordered": each line with its price, units and totals. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const columns: DataTableColumn<OrderItemView>[] = [
    { id: 'product', header: 'Product', cell: (item) => <OrderItemProduct item={item} />, rowHeader: true },
    { id: 'original', header: 'Original Price', cell: (item) => money(item.originalPrice), align: 'end', hideOnPhone: true },
    { id: 'price', header: 'Price', cell: (item) => money(item.price), align: 'end', hideOnPhone: true },
    { id: 'qty', header: 'Qty', cell: (item) => <OrderItemQuantities qty={item.qty} /> },
    { id: 'subtotal', header: 'Subtotal', cell: (item) => money(item.rowTotal), align: 'end', hideOnPhone: true },
    { id: 'tax', header: 'Tax Amount', cell: (item) => money(item.taxAmount), align: 'end', hideOnPhone: true },
    { id: 'total', header: 'Row Total', cell: (item) => money(item.rowTotal + item.taxAmount), align: 'end' },
  ];
  return (
    <Panel title="Items Ordered" flush>
      <DataTable caption="Items Ordered" hideCaption columns={columns} rows={order.items} rowKey={(item) => item.id} />
    </Panel>
  );
}

/** "Order Totals": what the order costs, what was paid and refunded, what is due. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const { totals } = order;
  return (
    <Panel title="Order Totals">
      <DescriptionList
        numeric
        items={[
          { term: 'Subtotal', details: money(totals.subtotal) },
          { term: 'Shipping & Handling', details: money(totals.shipping) },
          ...(totals.discount ? [{ term: discountLabel(totals.couponCode), details: money(-totals.discount) }] : []),
          { term: 'Tax', details: money(totals.tax) },
          { term: <strong>Grand Total</strong>, details: <strong>{money(totals.grandTotal)}</strong>, id: 'grand-total' },
          { term: <strong>Total Paid</strong>, details: <strong>{money(totals.paid)}</strong>, id: 'total-paid' },
          { term: <strong>Total Refunded</strong>, details: <strong>{money(totals.refunded)}</strong>, id: 'total-refunded' },
          { term: <strong>Total Due</strong>, details: <strong>{money(totals.due)}</strong>, id: 'total-due' },
        ]}
      />
    </Panel>
  );
}
