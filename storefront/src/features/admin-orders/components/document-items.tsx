import { DataTable, type DataTableColumn } from '@shop/ui/data-table';
import { Input } from '@shop/ui/input';
import { formatMoney } from '@shop/ui/money';
import { Panel } from '@shop/ui/panel';
import type { OrderItemView, OrderDetail } from '../../sales/api';
import { Checkbox } from '@shop/ui/checkbox';
import { OrderItemProduct, OrderItemQuantities } from './order-items';

/** Units typed per order line (the text of each field, parsed on submit). */
export type TypedUnits = Record<number, string>;

/** A typed quantity: a whole number from 0 to `max`, or null. */
export function parsedUnits(text: string | undefined, max: number): number | null {
  const value = (text ?? '').trim();
  if (!/^\d+$/.test(value)) return null;
  const units = Number(value);
  return units <= max ? units : null;
}

/** Each line's units as the sales inputs take them ({ orderItemId, qty }); null when a field is not a valid quantity. */
export function unitsOf(items: readonly OrderItemView[], typed: TypedUnits, max: (item: OrderItemView) => number): { orderItemId: number; qty: number }[] | null {
  const units = items.filter((item) => max(item) > 0).map((item) => ({ orderItemId: item.id, qty: parsedUnits(typed[item.id], max(item)) }));
  return units.every((unit) => unit.qty !== null) ? (units as { orderItemId: number; qty: number }[]) : null;
}

export interface DocumentItemsProps {
  order: OrderDetail;
  /** The panel's title ("Items to Invoice"). */
  title: string;
  /** The quantity column's header ("Qty to Invoice"). */
  qtyLabel: string;
  /** The most units a line may take (its `toInvoice`, `toShip`, `toRefund`). */
  max: (item: OrderItemView) => number;
  typed: TypedUnits;
  onTypedChange: (typed: TypedUnits) => void;
  /** The credit memo's "Return to Stock" column: the lines checked. */
  backToStock?: { checked: ReadonlySet<number>; onChange: (checked: Set<number>) => void };
}

/** The lines of a new invoice, shipment or credit memo: each with the units it may take, in a field. */
export function DocumentItems({ order, title, qtyLabel, max, typed, onTypedChange, backToStock }: DocumentItemsProps) {
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const columns: DataTableColumn<OrderItemView>[] = [
    { id: 'product', header: 'Product', cell: (item) => <OrderItemProduct item={item} />, rowHeader: true },
    { id: 'price', header: 'Price', cell: (item) => money(item.price), align: 'end', hideOnPhone: true },
    { id: 'qty', header: 'Qty', cell: (item) => <OrderItemQuantities qty={item.qty} />, hideOnPhone: true },
    {
      id: 'units',
      header: qtyLabel,
      cell: (item) => {
        const limit = max(item);
        if (limit === 0) return <span className="text-neutral-700">0</span>;
        const invalid = parsedUnits(typed[item.id], limit) === null;
        return (
          <div className="flex flex-col gap-1">
            <Input
              aria-label={`${qtyLabel}: ${item.name}`}
              inputMode="numeric"
              className="w-20"
              value={typed[item.id] ?? ''}
              aria-invalid={invalid || undefined}
              onChange={(event) => onTypedChange({ ...typed, [item.id]: event.target.value })}
            />
            {invalid ? <span className="text-sm text-danger-700">Enter a whole number from 0 to {limit}.</span> : null}
          </div>
        );
      },
    },
    ...(backToStock
      ? [
          {
            id: 'stock',
            header: 'Return to Stock',
            cell: (item: OrderItemView) =>
              max(item) > 0 ? (
                <Checkbox
                  aria-label={`Return to Stock: ${item.name}`}
                  checked={backToStock.checked.has(item.id)}
                  onCheckedChange={(checked) => {
                    const next = new Set(backToStock.checked);
                    if (checked === true) next.add(item.id);
                    else next.delete(item.id);
                    backToStock.onChange(next);
                  }}
                />
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Panel title={title} flush>
      <DataTable caption={title} hideCaption columns={columns} rows={order.items} rowKey={(item) => item.id} />
    </Panel>
  );
}

/** Every line's field filled with all it may take. */
export const allUnits = (items: readonly OrderItemView[], max: (item: OrderItemView) => number): TypedUnits => Object.fromEntries(items.map((item) => [item.id, String(max(item))]));
