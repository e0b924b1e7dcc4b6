import { useState } from 'react';
import { DescriptionList } from '@shop/ui/description-list';
import { formatMoney } from '@shop/ui/money';
import { invoiceTotals } from '../../sales/model';
import type { OrderDetail } from '../../sales/api';
import { orderInvoice } from '../staff-contract';
import { allUnits, DocumentItems, unitsOf } from './document-items';
import { DocumentPage } from './document-page';
import { DocumentSubmit, useDocumentNote } from './document-submit';
import type { OrderActionDone, RenderLink } from './order-page';
import { pricedItems, UNITS_INVALID } from './priced-items';
import { useOrderCall } from './use-order-call';

export interface InvoiceFormProps {
  order: OrderDetail;
  renderLink: RenderLink;
  onDone: OrderActionDone;
}

/** Sales › Orders › New Invoice: "Qty to Invoice" per line, the invoice's totals, comment, e-mail copy, "Submit Invoice". */
export function InvoiceForm({ order, renderLink, onDone }: InvoiceFormProps) {
  const max = (item: OrderDetail['items'][number]) => item.toInvoice;
  const [typed, setTyped] = useState(() => allUnits(order.items, max));
  const note = useDocumentNote();
  const { run, busy, error, setError } = useOrderCall(orderInvoice, onDone);
  const units = unitsOf(order.items, typed, max);
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const totals = units
    ? invoiceTotals(pricedItems(order), new Map(units.map((unit) => [unit.orderItemId, unit.qty])), {
        amount: order.totals.shipping,
        invoicedBefore: order.invoices.some((invoice) => invoice.shippingAmount > 0) || order.items.some((item) => item.qty.invoiced > 0),
      }, order.totals.discountToInvoice)
    : null;
  return (
    <DocumentPage
      title="New Invoice"
      order={order}
      renderLink={renderLink}
      refusal={order.actions.invoice ? null : 'The order does not allow an invoice to be created.'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!units) return setError(UNITS_INVALID);
        void run({ orderId: order.id, items: units, comment: note.comment, notify: note.notify });
      }}
    >
      <DocumentItems order={order} title="Items to Invoice" qtyLabel="Qty to Invoice" max={max} typed={typed} onTypedChange={setTyped} />
      <DocumentSubmit document="Invoice" note={note} submitLabel="Submit Invoice" summaryTitle="Invoice Totals" busy={busy} error={error}>
        {totals ? (
          <DescriptionList
            numeric
            items={[
              { term: 'Subtotal', details: money(totals.subtotal) },
              { term: 'Shipping & Handling', details: money(totals.shippingAmount) },
              ...(totals.discountAmount ? [{ term: 'Discount', details: money(-totals.discountAmount) }] : []),
              { term: 'Tax', details: money(totals.taxAmount) },
              { term: <strong>Grand Total</strong>, details: <strong>{money(totals.grandTotal)}</strong>, id: 'grand-total' },
            ]}
          />
        ) : (
          <p>{UNITS_INVALID}</p>
        )}
      </DocumentSubmit>
    </DocumentPage>
  );
}
