import { useState } from 'react';
import { DescriptionList } from '@shop/ui/description-list';
import { Input } from '@shop/ui/input';
import { formatMoney, toDecimalText, toMinor } from '@shop/ui/money';
import { creditmemoProblem, creditmemoTotals } from '../../sales/model';
import type { OrderDetail } from '../../sales/api';
import { orderCreditmemo } from '../staff-contract';
import { allUnits, DocumentItems, unitsOf } from './document-items';
import { DocumentPage } from './document-page';
import { DocumentSubmit, useDocumentNote } from './document-submit';
import type { OrderActionDone, RenderLink } from './order-page';
import { pricedItems, UNITS_INVALID } from './priced-items';
import { useOrderCall } from './use-order-call';

/** An amount typed in the order's currency as minor units; null when it is not one (empty is zero). */
function typedAmount(text: string, currency: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  try {
    return toMinor(value, currency);
  } catch {
    return null;
  }
}

const AMOUNT_INVALID = 'Please enter a valid number in this field.';

function AmountField({ label, value, onChange, invalid }: { label: string; value: string; onChange: (value: string) => void; invalid: boolean }) {
  return (
    <label className="flex items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <span className="flex flex-col items-end gap-1">
        <Input className="w-28 text-end" inputMode="decimal" value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)} />
        {invalid ? <span className="text-danger-700">{AMOUNT_INVALID}</span> : null}
      </span>
    </label>
  );
}

export interface CreditmemoFormProps {
  order: OrderDetail;
  renderLink: RenderLink;
  onDone: OrderActionDone;
}

/**
 * Sales › Orders › New Memo: "Qty to Refund" and "Return to Stock" per line, Refund Shipping,
 * Adjustment Refund and Adjustment Fee, the refund's totals as the sales model computes them,
 * comment, e-mail copy, "Refund".
 */
export function CreditmemoForm({ order, renderLink, onDone }: CreditmemoFormProps) {
  const { currency } = order;
  const max = (item: OrderDetail['items'][number]) => item.toRefund;
  const shippingInvoiced = order.invoices.reduce((sum, invoice) => sum + invoice.shippingAmount, 0);
  const shippingRefundable = shippingInvoiced - order.creditmemos.reduce((sum, memo) => sum + memo.shippingAmount, 0);
  const [typed, setTyped] = useState(() => allUnits(order.items, max));
  const [backToStock, setBackToStock] = useState<Set<number>>(() => new Set());
  const [amounts, setAmounts] = useState({ shipping: toDecimalText(Math.max(0, shippingRefundable), currency), adjustmentPositive: '0', adjustmentNegative: '0' });
  const note = useDocumentNote();
  const { run, busy, error, setError } = useOrderCall(orderCreditmemo, onDone);
  const money = (minor: number) => formatMoney(minor, { currency });

  const units = unitsOf(order.items, typed, max);
  const shipping = typedAmount(amounts.shipping, currency);
  const adjustmentPositive = typedAmount(amounts.adjustmentPositive, currency);
  const adjustmentNegative = typedAmount(amounts.adjustmentNegative, currency);
  const valid = units !== null && shipping !== null && adjustmentPositive !== null && adjustmentNegative !== null;
  const totals = valid ? creditmemoTotals(pricedItems(order), new Map(units.map((unit) => [unit.orderItemId, unit.qty])), { shipping, adjustmentPositive, adjustmentNegative }, order.totals.discountToRefund) : null;
  const problem = totals ? creditmemoProblem(totals, { paid: order.totals.paid, refunded: order.totals.refunded, shippingRefundable }, money) : null;

  return (
    <DocumentPage
      title="New Memo"
      order={order}
      renderLink={renderLink}
      refusal={order.actions.creditmemo ? null : 'The order does not allow a creditmemo to be created.'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return setError(units ? AMOUNT_INVALID : UNITS_INVALID);
        const items = units.map((unit) => ({ ...unit, backToStock: backToStock.has(unit.orderItemId) }));
        void run({ orderId: order.id, items, shipping, adjustmentPositive, adjustmentNegative, comment: note.comment, notify: note.notify });
      }}
    >
      <DocumentItems order={order} title="Items to Refund" qtyLabel="Qty to Refund" max={max} typed={typed} onTypedChange={setTyped} backToStock={{ checked: backToStock, onChange: setBackToStock }} />
      <DocumentSubmit document="Credit Memo" note={note} submitLabel="Refund" summaryTitle="Refund Totals" busy={busy} error={error}>
        <div className="flex flex-col gap-3">
          <DescriptionList numeric items={[{ term: 'Subtotal', details: totals ? money(totals.subtotal) : '—' }]} />
          <AmountField label="Refund Shipping" value={amounts.shipping} invalid={shipping === null} onChange={(value) => setAmounts({ ...amounts, shipping: value })} />
          <AmountField label="Adjustment Refund" value={amounts.adjustmentPositive} invalid={adjustmentPositive === null} onChange={(value) => setAmounts({ ...amounts, adjustmentPositive: value })} />
          <AmountField label="Adjustment Fee" value={amounts.adjustmentNegative} invalid={adjustmentNegative === null} onChange={(value) => setAmounts({ ...amounts, adjustmentNegative: value })} />
          <DescriptionList
            numeric
            items={[
              ...(totals?.discountAmount ? [{ term: 'Discount', details: money(-totals.discountAmount) }] : []),
              { term: 'Tax', details: totals ? money(totals.taxAmount) : '—' },
              { term: <strong>Grand Total</strong>, details: <strong>{totals ? money(totals.grandTotal) : '—'}</strong>, id: 'grand-total' },
            ]}
          />
          {problem ? (
            <p role="status" className="text-sm text-danger-700">
              {problem}
            </p>
          ) : null}
        </div>
      </DocumentSubmit>
    </DocumentPage>
  );
}
