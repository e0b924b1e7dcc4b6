import { useId, useState } from 'react';
import { Button } from '@shop/ui/button';
import { FormMessageArea } from '@shop/ui/forms';
import { Panel } from '@shop/ui/panel';
import { Textarea } from '@shop/ui/textarea';
import type { OrderDetail } from '../../sales/api';
import { adminDateTime, ORDER_STATUS_LABELS } from '../model';
import { orderComment } from '../staff-contract';
import { LabeledCheckbox } from './labeled-checkbox';
import type { OrderActionDone } from './order-page';
import { useOrderCall } from './use-order-call';

/** The add-comment form of "Notes for this Order" (Support may comment too). */
function CommentForm({ orderId, onDone }: { orderId: number; onDone: OrderActionDone }) {
  const { run, busy, error } = useOrderCall(orderComment, onDone);
  const fieldId = useId();
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  const [visibleOnFront, setVisibleOnFront] = useState(false);
  return (
    <form
      aria-label="Add a comment"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!(await run({ orderId, comment, notify, visibleOnFront }))) return;
        setComment('');
        setNotify(false);
        setVisibleOnFront(false);
      }}
    >
      <FormMessageArea message={error ? { type: 'error', text: error } : null} />
      <label htmlFor={fieldId} className="text-sm font-semibold">
        Comment
      </label>
      <Textarea id={fieldId} value={comment} maxLength={4000} onChange={(event) => setComment(event.target.value)} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <LabeledCheckbox label="Notify Customer by Email" checked={notify} onChange={setNotify} />
        <LabeledCheckbox label="Visible on Storefront" checked={visibleOnFront} onChange={setVisibleOnFront} />
      </div>
      <div>
        <Button type="submit" variant="secondary" loading={busy}>
          Submit Comment
        </Button>
      </div>
    </form>
  );
}

/** "Notes for this Order": the order's history, newest first, and (where allowed) a comment to add. */
export function OrderHistory({ order, canComment, onDone }: { order: OrderDetail; canComment: boolean; onDone: OrderActionDone }) {
  return (
    <Panel title="Notes for this Order">
      <div className="flex flex-col gap-6">
        {canComment && order.actions.comment ? <CommentForm orderId={order.id} onDone={onDone} /> : null}
        <ol className="flex flex-col divide-y divide-neutral-200" aria-label="Comments History">
          {order.history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3">
              <p className="text-sm">
                <span className="font-semibold">{adminDateTime(entry.createdAt)}</span>
                <span className="text-neutral-700"> | {ORDER_STATUS_LABELS[entry.status]}</span>
                <span className="text-neutral-700"> | {entry.isCustomerNotified ? 'Customer Notified' : 'Customer Not Notified'}</span>
                {entry.isVisibleOnFront ? <span className="text-neutral-700"> | Visible on Storefront</span> : null}
                {entry.staff ? <span className="text-neutral-700"> | by {entry.staff.name}</span> : null}
              </p>
              {entry.comment ? <p className="whitespace-pre-line break-words">{entry.comment}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </Panel>
  );
}
