import { Button } from '@shop/ui/button';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import type { OrderDetail } from '../../sales/api';
import type { OrderPermissions } from '../model';
import { orderPaths } from '../paths';
import { ORDER_ACTION_TEXTS } from '../texts';
import type { RenderLink } from './order-page';
import type { useOrderCall } from './use-order-call';

export interface OrderActionsProps {
  order: Pick<OrderDetail, 'id' | 'actions'>;
  can: OrderPermissions;
  renderLink: RenderLink;
  /** The cancellation (the page shows its refusal). */
  cancel: Pick<ReturnType<typeof useOrderCall>, 'run' | 'busy'>;
}

/**
 * The order view's buttons, as Magento shows them by the order's state: Back, Cancel (after a
 * confirmation), Credit Memo, Invoice and Ship, each only where the state and the member of
 * staff's role allow it.
 */
export function OrderActions({ order, can, renderLink, cancel }: OrderActionsProps) {
  const { actions } = order;
  const link = (href: string, label: string, primary = false) => (
    <Button asChild variant={primary ? 'primary' : 'secondary'}>
      {renderLink({ href, children: label })}
    </Button>
  );
  return (
    <>
      <Button asChild variant="outline">
        {renderLink({ href: orderPaths.grid, children: 'Back' })}
      </Button>
      {actions.cancel && can.cancel ? (
        <ConfirmDialog
          content={ORDER_ACTION_TEXTS.cancelQuestion}
          confirmLabel="OK"
          onConfirm={() => void cancel.run({ orderId: order.id })}
          trigger={
            <Button variant="outline" loading={cancel.busy}>
              Cancel
            </Button>
          }
        />
      ) : null}
      {actions.creditmemo && can.creditmemo ? link(orderPaths.newCreditmemo(order.id), 'Credit Memo') : null}
      {actions.invoice && can.invoice ? link(orderPaths.newInvoice(order.id), 'Invoice', true) : null}
      {actions.ship && can.ship ? link(orderPaths.newShipment(order.id), 'Ship') : null}
    </>
  );
}
