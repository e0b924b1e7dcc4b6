import { useMemo } from 'react';
import { Messages, type MessageData } from '@shop/ui/messages';
import { PageHeader } from '@shop/ui/page-header';
import type { OrderDetail } from '../../sales/api';
import { adminDateTime, type OrderPermissions } from '../model';
import { OrderActions } from './order-actions';
import { OrderDocuments } from './order-documents';
import { OrderHistory } from './order-history';
import { OrderAccountInformation, OrderPaymentShipping } from './order-information';
import { OrderItems, OrderTotals } from './order-items';
import type { OrderActionDone, RenderLink } from './order-page';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderCall } from './use-order-call';
import { orderCancel } from '../staff-contract';

export interface OrderViewProps {
  order: OrderDetail;
  customerGroup: string;
  can: OrderPermissions;
  /** The success message of the action that led here ("The invoice has been created."). */
  notice: string | null;
  renderLink: RenderLink;
  /** An action succeeded: the page shows `location` (this order again) with the message. */
  onDone: OrderActionDone;
}

/**
 * Sales › Orders › View (Magento's order view): the order's number and status with the buttons
 * its state and the member of staff's role allow, its information, items, totals, notes and
 * documents.
 */
export function OrderView({ order, customerGroup, can, notice, renderLink, onDone }: OrderViewProps) {
  const cancel = useOrderCall(orderCancel, onDone);
  const messages = useMemo<MessageData[]>(
    () => [...(notice ? [{ type: 'success' as const, text: notice }] : []), ...(cancel.error ? [{ type: 'error' as const, text: cancel.error }] : [])],
    [notice, cancel.error],
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`# ${order.incrementId}`}
        status={<OrderStatusBadge status={order.status} />}
        meta={`Placed ${adminDateTime(order.createdAt)}${order.actionInProgress ? ' · An action on this order is waiting for the payment service.' : ''}`}
        actions={<OrderActions order={order} can={can} renderLink={renderLink} cancel={cancel} />}
      />
      {messages.length > 0 ? <Messages messages={messages} autoHide={false} /> : null}
      <OrderAccountInformation order={order} customerGroup={customerGroup} />
      <OrderPaymentShipping order={order} />
      <OrderItems order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OrderHistory order={order} canComment={can.comment} onDone={onDone} />
        <OrderTotals order={order} />
      </div>
      <OrderDocuments order={order} />
    </div>
  );
}
