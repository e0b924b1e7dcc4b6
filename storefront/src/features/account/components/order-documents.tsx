import type { ReactNode } from 'react';
import { t } from '@shop/ui/i18n';
import { orderMoney } from '../model';
import { discountLabel } from '../../coupons/model';
import type { OrderDocumentLine, OrderDocuments, OrderMoneyDocument, OrderShipmentDocument, OrderView } from '../types';
import { useStoreView } from '../../store-views/hooks';

/** A cell of a lines table: its column's label (shown beside it on a phone) and its content. */
interface Cell {
  label: string;
  value: ReactNode;
  /** Numbers sit at the end edge from the `md` width. */
  end?: boolean;
}

interface Line {
  key: number;
  name: string;
  details?: ReactNode;
  cells: Cell[];
}

/** A table of lines (Luma's "Items Ordered" / "Items Invoiced" …): one row per line, a card per line on a phone. */
function LinesTable({ caption, lines }: { caption: string; lines: readonly Line[] }) {
  const heads = [{ label: t('Product Name'), end: false }, ...(lines[0]?.cells ?? []).map(({ label, end }) => ({ label, end: end ?? false }))];
  return (
    <table className="w-full border-collapse text-start text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-neutral-300 max-md:sr-only">
        <tr>
          {heads.map(({ label, end }) => (
            <th key={label} scope="col" className={`px-3 py-2 font-semibold ${end ? 'text-end' : 'text-start'}`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block">
        {lines.map((line) => (
          <tr key={line.key} className="border-b border-neutral-200 max-md:block max-md:py-3">
            <td className="px-3 py-3 align-top max-md:block max-md:px-0">
              <span className="font-semibold">{line.name}</span>
              {line.details}
            </td>
            {line.cells.map(({ label, value, end }) => (
              <td
                key={label}
                data-th={label}
                className={`px-3 py-3 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1 max-md:before:min-w-24 max-md:before:font-semibold max-md:before:content-[attr(data-th)] ${end ? 'md:text-end' : ''}`}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A document's totals (Subtotal … Grand Total), the last one bold. */
function TotalsList({ rows, slot }: { rows: readonly [label: string, value: string][]; slot?: string }) {
  return (
    <dl data-slot={slot} className="ms-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value], index) => {
        const last = index === rows.length - 1 ? 'text-base font-bold' : '';
        return (
          <div key={label} className="contents">
            <dt className={last}>{label}</dt>
            <dd className={`text-end ${last}`}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** One document: its title ("Invoice # 000000001"), what it lists, its totals. */
function DocumentBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="border-b border-neutral-300 pb-2 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

const moneyLines = (items: readonly OrderDocumentLine[], money: (minor: number) => string, qtyLabel: string): Line[] =>
  items.map((item) => ({
    key: item.orderItemId,
    name: item.name,
    cells: [
      { label: t('SKU'), value: item.sku },
      { label: t('Price'), value: money(item.price ?? 0), end: true },
      { label: qtyLabel, value: item.qty, end: true },
      { label: t('Subtotal'), value: money(item.rowTotal ?? 0), end: true },
    ],
  }));

function moneyTotals(document: OrderMoneyDocument, money: (minor: number) => string): [string, string][] {
  return [
    [t('Subtotal'), money(document.subtotal)],
    [t('Shipping & Handling'), money(document.shippingAmount)],
    ...(document.discountAmount ? [[t('Discount'), money(-document.discountAmount)] as [string, string]] : []),
    ...(document.adjustmentPositive ? [[t('Adjustment Refund'), money(document.adjustmentPositive)] as [string, string]] : []),
    ...(document.adjustmentNegative ? [[t('Adjustment Fee'), money(document.adjustmentNegative)] as [string, string]] : []),
    [t('Tax'), money(document.taxAmount)],
    [t('Grand Total'), money(document.grandTotal)],
  ];
}

/** Invoices or refunds: each with its lines and totals. */
/** An invoice or a refund as its section names it: its title and its table's caption (with the document's number), its quantity's label. */
interface MoneyDocumentKind {
  id: string;
  title: (number: string) => string;
  caption: (number: string) => string;
  qty: string;
}

function MoneyDocuments({ documents, kind, money }: { documents: readonly OrderMoneyDocument[]; kind: MoneyDocumentKind; money: (minor: number) => string }) {
  return documents.map((document) => (
    <DocumentBlock key={document.id} id={`${kind.id}-${document.id}`} title={kind.title(document.incrementId)}>
      <LinesTable caption={kind.caption(document.incrementId)} lines={moneyLines(document.items, money, kind.qty)} />
      <TotalsList rows={moneyTotals(document, money)} />
    </DocumentBlock>
  ));
}

function Shipment({ shipment }: { shipment: OrderShipmentDocument }) {
  return (
    <DocumentBlock id={`shipment-${shipment.id}`} title={t('Shipment # %1', shipment.incrementId)}>
      {shipment.tracks.length > 0 ? (
        <dl data-slot="tracking" className="flex flex-col gap-1 text-sm">
          <dt className="font-semibold">{t('Tracking Number(s):')}</dt>
          {shipment.tracks.map((track) => (
            <dd key={track.id}>
              {track.title}: {track.number}
            </dd>
          ))}
        </dl>
      ) : null}
      <LinesTable
        caption={t('Items Shipped, shipment %1', shipment.incrementId)}
        lines={shipment.items.map((item) => ({ key: item.orderItemId, name: item.name, cells: [{ label: t('SKU'), value: item.sku }, { label: t('Qty Shipped'), value: item.qty, end: true }] }))}
      />
    </DocumentBlock>
  );
}

/** Units of each ordered line in a kind of document. */
function unitsBy(documents: readonly { items: readonly OrderDocumentLine[] }[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const document of documents) for (const item of document.items) units.set(item.orderItemId, (units.get(item.orderItemId) ?? 0) + item.qty);
  return units;
}

/**
 * Luma's order view tabs: "Items Ordered" (each line with what was ordered, invoiced, shipped and
 * refunded, and the order's totals), then "Invoices", "Order Shipments" (with the carrier and the
 * tracking numbers) and "Refunds" when the order has such documents, each listing its documents with
 * their lines and totals.
 */
export function OrderDocumentSections({ order, documents }: { order: OrderView; documents: OrderDocuments }) {
  const { locale } = useStoreView();
  const money = (minor: number) => orderMoney(minor, order.currency, locale);
  const [invoiced, shipped, refunded] = [unitsBy(documents.invoices), unitsBy(documents.shipments), unitsBy(documents.creditmemos)];
  // One element in the cell: on a phone the cell is a row (its label, then the value).
  const qtyText = (id: number, ordered: number) => (
    <span className="flex flex-col">
      {[
        { key: 'ordered', text: t('Ordered: %1', ordered), qty: ordered },
        { key: 'invoiced', text: t('Invoiced: %1', invoiced.get(id) ?? 0), qty: invoiced.get(id) ?? 0 },
        { key: 'shipped', text: t('Shipped: %1', shipped.get(id) ?? 0), qty: shipped.get(id) ?? 0 },
        { key: 'refunded', text: t('Refunded: %1', refunded.get(id) ?? 0), qty: refunded.get(id) ?? 0 },
      ]
        .filter(({ key, qty }) => key === 'ordered' || qty !== 0)
        .map(({ key, text }) => (
          <span key={key}>{text}</span>
        ))}
    </span>
  );
  const items = (
    <>
      <LinesTable
        caption={t('Items Ordered')}
        lines={order.items.map((item) => ({
          key: item.id,
          name: item.name,
          details:
            item.options.length > 0 ? (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-neutral-700">
                {item.options.map((option) => (
                  <div key={option.option_id} className="contents">
                    <dt className="font-semibold">{option.label}</dt>
                    <dd>{option.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null,
          cells: [
            { label: t('SKU'), value: item.sku },
            { label: t('Price'), value: money(item.price), end: true },
            { label: t('Qty'), value: qtyText(item.id, item.qty), end: true },
            { label: t('Subtotal'), value: money(item.rowTotal), end: true },
          ],
        }))}
      />
      <TotalsList
        slot="order-totals"
        rows={[
          [t('Subtotal'), money(order.subtotal)],
          [t('Shipping & Handling'), money(order.shippingAmount)],
          ...(order.discountAmount ? [[discountLabel(order.couponCode), money(-order.discountAmount)] as [string, string]] : []),
          [t('Tax'), money(order.taxAmount)],
          [t('Grand Total'), money(order.grandTotal)],
        ]}
      />
    </>
  );
  // Luma's "Items Ordered", "Invoices", "Order Shipments" and "Refunds", each a section of the page
  // (a heading and its content; no script needed to read them), the last three only when there is one.
  const sections = [
    { id: 'items', label: t('Items Ordered'), content: items },
    ...(documents.invoices.length > 0
      ? [{ id: 'invoices', label: t('Invoices'), content: <MoneyDocuments documents={documents.invoices} kind={{ id: 'invoice', title: (number) => t('Invoice # %1', number), caption: (number) => t('Items Invoiced, invoice %1', number), qty: t('Qty Invoiced') }} money={money} /> }]
      : []),
    ...(documents.shipments.length > 0 ? [{ id: 'shipments', label: t('Order Shipments'), content: documents.shipments.map((shipment) => <Shipment key={shipment.id} shipment={shipment} />) }] : []),
    ...(documents.creditmemos.length > 0
      ? [{ id: 'refunds', label: t('Refunds'), content: <MoneyDocuments documents={documents.creditmemos} kind={{ id: 'refund', title: (number) => t('Refund # %1', number), caption: (number) => t('Items Refunded, refund %1', number), qty: t('Qty Refunded') }} money={money} /> }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section) => (
        <section key={section.id} id={`order-${section.id}`} aria-labelledby={`order-${section.id}-title`} className="flex flex-col gap-4">
          <h2 id={`order-${section.id}-title`} className="border-b border-neutral-300 pb-2 text-xl font-semibold">
            {section.label}
          </h2>
          {section.content}
        </section>
      ))}
    </div>
  );
}
