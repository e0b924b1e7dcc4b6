import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { formatMoney } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@shop/ui/tabs';
import type { CreditmemoView, InvoiceView, OrderDetail, ShipmentView } from '../../sales/api';
import { adminDateTime, TRACKING_CARRIERS } from '../model';

const carrierTitle = (code: string) => TRACKING_CARRIERS.find((carrier) => carrier.value === code)?.label ?? code;

/** The order's Invoices, Shipments (with their tracking numbers) and Credit Memos, one tab each. */
export function OrderDocuments({ order }: { order: OrderDetail }) {
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const invoiceColumns: DataTableColumn<InvoiceView>[] = [
    { id: 'number', header: 'Invoice', cell: (row) => `#${row.incrementId}`, rowHeader: true },
    { id: 'date', header: 'Invoice Date', cell: (row) => adminDateTime(row.createdAt) },
    { id: 'status', header: 'Status', cell: () => 'Paid', hideOnPhone: true },
    { id: 'amount', header: 'Amount', cell: (row) => money(row.grandTotal), align: 'end' },
  ];
  const shipmentColumns: DataTableColumn<ShipmentView>[] = [
    { id: 'number', header: 'Shipment', cell: (row) => `#${row.incrementId}`, rowHeader: true },
    { id: 'date', header: 'Ship Date', cell: (row) => adminDateTime(row.createdAt) },
    { id: 'qty', header: 'Total Quantity', cell: (row) => row.totalQty, align: 'end', hideOnPhone: true },
    {
      id: 'tracks',
      header: 'Tracking Numbers',
      cell: (row) =>
        row.tracks.length === 0 ? (
          '—'
        ) : (
          <ul>
            {row.tracks.map((track) => (
              <li key={track.id}>
                {track.title || carrierTitle(track.carrierCode)}: <span className="break-all font-mono">{track.number}</span>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  const memoColumns: DataTableColumn<CreditmemoView>[] = [
    { id: 'number', header: 'Credit Memo', cell: (row) => `#${row.incrementId}`, rowHeader: true },
    { id: 'date', header: 'Created', cell: (row) => adminDateTime(row.createdAt) },
    { id: 'status', header: 'Status', cell: () => 'Refunded', hideOnPhone: true },
    { id: 'amount', header: 'Refunded', cell: (row) => money(row.grandTotal), align: 'end' },
  ];
  return (
    <Panel title="Invoices, Shipments and Credit Memos">
      <Tabs defaultValue="invoices">
        <TabsList>
          <TabsTrigger value="invoices">Invoices ({order.invoices.length})</TabsTrigger>
          <TabsTrigger value="shipments">Shipments ({order.shipments.length})</TabsTrigger>
          <TabsTrigger value="creditmemos">Credit Memos ({order.creditmemos.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="invoices">
          <DataTable caption="Invoices" hideCaption columns={invoiceColumns} rows={order.invoices} rowKey={(row) => row.id} emptyText="There are no invoices yet." />
        </TabsContent>
        <TabsContent value="shipments">
          <DataTable caption="Shipments" hideCaption columns={shipmentColumns} rows={order.shipments} rowKey={(row) => row.id} emptyText="There are no shipments yet." />
        </TabsContent>
        <TabsContent value="creditmemos">
          <DataTable caption="Credit Memos" hideCaption columns={memoColumns} rows={order.creditmemos} rowKey={(row) => row.id} emptyText="There are no credit memos yet." />
        </TabsContent>
      </Tabs>
    </Panel>
  );
}
