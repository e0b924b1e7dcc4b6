import { useState } from 'react';
import { Button } from '@shop/ui/button';
import { Input } from '@shop/ui/input';
import { Panel } from '@shop/ui/panel';
import { Select } from '@shop/ui/select';
import type { OrderDetail } from '../../sales/api';
import { TRACKING_CARRIERS } from '../model';
import { orderShip } from '../staff-contract';
import { allUnits, DocumentItems, unitsOf } from './document-items';
import { DocumentPage } from './document-page';
import { DocumentSubmit, useDocumentNote } from './document-submit';
import type { OrderActionDone, RenderLink } from './order-page';
import { UNITS_INVALID } from './priced-items';
import { useOrderCall } from './use-order-call';

interface TrackRow {
  key: number;
  carrier: string;
  title: string;
  number: string;
}

const carrierTitle = (code: string) => (code === 'custom' ? '' : (TRACKING_CARRIERS.find((carrier) => carrier.value === code)?.label ?? ''));

/** "Add Tracking Number": carrier, title and number, one row each, any number of rows. */
function TrackingNumbers({ rows, onChange }: { rows: TrackRow[]; onChange: (rows: TrackRow[]) => void }) {
  const update = (key: number, change: Partial<TrackRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <Panel
      title="Shipping Information"
      description="Tracking numbers of the parcels (optional)."
      actions={
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, carrier: 'custom', title: '', number: '' }])}>
          Add Tracking Number
        </Button>
      }
    >
      {rows.length === 0 ? (
        <p className="text-neutral-700">No tracking numbers.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <li key={row.key} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_1fr_auto]">
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Carrier
                <Select value={row.carrier} options={[...TRACKING_CARRIERS]} onChange={(event) => update(row.key, { carrier: event.target.value, title: carrierTitle(event.target.value) })} />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                Title
                <Input value={row.title} maxLength={255} onChange={(event) => update(row.key, { title: event.target.value })} />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold">
                <span>
                  Number{' '}
                  <span aria-hidden="true" className="text-danger-700">
                    *
                  </span>
                </span>
                <Input value={row.number} required maxLength={255} onChange={(event) => update(row.key, { number: event.target.value })} />
              </label>
              <Button type="button" variant="ghost" aria-label={`Delete tracking number ${index + 1}`} onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export interface ShipmentFormProps {
  order: OrderDetail;
  renderLink: RenderLink;
  onDone: OrderActionDone;
}

/** Sales › Orders › New Shipment: "Qty to Ship" per line, tracking numbers, comment, e-mail copy, "Submit Shipment". */
export function ShipmentForm({ order, renderLink, onDone }: ShipmentFormProps) {
  const max = (item: OrderDetail['items'][number]) => item.toShip;
  const [typed, setTyped] = useState(() => allUnits(order.items, max));
  const [tracks, setTracks] = useState<TrackRow[]>([]);
  const note = useDocumentNote();
  const { run, busy, error, setError } = useOrderCall(orderShip, onDone);
  const units = unitsOf(order.items, typed, max);
  const totalUnits = units?.reduce((sum, unit) => sum + unit.qty, 0) ?? 0;
  return (
    <DocumentPage
      title="New Shipment"
      order={order}
      renderLink={renderLink}
      refusal={order.actions.ship ? null : "You can't create a shipment."}
      onSubmit={(event) => {
        event.preventDefault();
        if (!units) return setError(UNITS_INVALID);
        if (tracks.some((track) => track.number.trim() === '')) return setError('Please enter a tracking number.');
        void run({ orderId: order.id, items: units, tracks: tracks.map(({ carrier, title, number }) => ({ carrier, title, number })), comment: note.comment, notify: note.notify });
      }}
    >
      <TrackingNumbers rows={tracks} onChange={setTracks} />
      <DocumentItems order={order} title="Items to Ship" qtyLabel="Qty to Ship" max={max} typed={typed} onTypedChange={setTyped} />
      <DocumentSubmit document="Shipment" note={note} submitLabel="Submit Shipment" summaryTitle="Shipment Total" busy={busy} error={error}>
        <p>{units ? `${totalUnits} ${totalUnits === 1 ? 'unit' : 'units'} in this shipment.` : UNITS_INVALID}</p>
      </DocumentSubmit>
    </DocumentPage>
  );
}
