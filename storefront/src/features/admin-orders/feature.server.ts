import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { defineServerFeature } from '../../../server/feature';
import type { ShopEnv } from '../../../server/http/env';
import { clientAddressKey } from '../../../server/http/hosts';
import { privateResponse } from '../../../server/http/responses';
import type { Shop } from '../../../server/shop';
import { HttpError } from '../../lib/http-error';
import { staffErrorBody } from '../admin/staff-contract';
import type { Actor } from '../sales/model';
import { SALES_TEXTS, type SalesRefusal, type SalesResult } from '../sales/api';
import { orderCancel, orderComment, orderCreditmemo, orderInvoice, orderShip } from './staff-contract';
import { orderPaths } from './paths';
import { ORDER_ACTION_TEXTS } from './texts';

/** What the audit log keeps of an order before and after an action. */
async function orderSnapshot(db: Db, orderId: number) {
  const [row] = await db
    .select({ status: s.orders.status, paid: s.orderPayments.amountPaid, refunded: s.orderPayments.amountRefunded })
    .from(s.orders)
    .leftJoin(s.orderPayments, eq(s.orderPayments.orderId, s.orders.id))
    .where(eq(s.orders.id, orderId));
  return row ? { status: row.status, paid: row.paid ?? 0, refunded: row.refunded ?? 0 } : null;
}

/** Refusals the order's state causes (another action, an order that no longer allows it): 409; the input's own problems: 400. */
const CONFLICTS: readonly string[] = [
  SALES_TEXTS.inProgress,
  SALES_TEXTS.invoiceNotAllowed,
  SALES_TEXTS.shipNotAllowed,
  SALES_TEXTS.creditmemoNotAllowed,
  SALES_TEXTS.captureNotAvailable,
  SALES_TEXTS.paymentUnavailable,
];

function refusalStatus(refusal: SalesRefusal): 400 | 404 | 409 {
  if (refusal.message === SALES_TEXTS.orderNotFound) return 404;
  if (CONFLICTS.includes(refusal.message) || refusal.message.startsWith(SALES_TEXTS.cancelNotAllowed)) return 409;
  return 400;
}

/**
 * Runs one action of a member of staff on an order: the service's refusal as a 4xx with its
 * message, else the audit log's row (status and money before → after) and where to go next.
 */
async function act<T extends object>(
  c: Context<ShopEnv>,
  shop: Shop,
  { orderId, action, message, run }: { orderId: number; action: string; message: string; run: (actor: Actor) => Promise<SalesResult<T>> },
) {
  privateResponse(c);
  const { member } = shop.staff.requestAccess(c);
  const before = await orderSnapshot(shop.db, orderId);
  if (!before) throw new HttpError(404, SALES_TEXTS.orderNotFound, staffErrorBody);
  const result = await run({ kind: 'staff', id: member.id, name: `${member.firstname} ${member.lastname}` });
  if (result.kind === 'refused') throw new HttpError(refusalStatus(result), result.message, staffErrorBody);
  const { kind: _done, ...made } = result;
  await shop.staff.record({
    actor: { id: member.id, username: member.username },
    action,
    entityType: 'order',
    entityId: orderId,
    before,
    after: { ...(await orderSnapshot(shop.db, orderId)), ...made },
    ip: clientAddressKey(c, shop.config),
  });
  return { location: orderPaths.view(orderId), message };
}

/** The back office's order actions (issue 27): each a staff call with its permission, over `shop.sales`. */
export default defineServerFeature({
  routes(endpoints, _app, shop) {
    endpoints.handle(orderInvoice, (c, { orderId, ...input }) =>
      act(c, shop, { orderId, action: 'sales.order.invoice', message: ORDER_ACTION_TEXTS.invoiced, run: (actor) => shop.sales.invoice(orderId, input, actor) }),
    );
    endpoints.handle(orderShip, (c, { orderId, ...input }) =>
      act(c, shop, { orderId, action: 'sales.order.ship', message: ORDER_ACTION_TEXTS.shipped, run: (actor) => shop.sales.ship(orderId, input, actor) }),
    );
    endpoints.handle(orderCreditmemo, (c, { orderId, ...input }) =>
      act(c, shop, { orderId, action: 'sales.order.creditmemo', message: ORDER_ACTION_TEXTS.refunded, run: (actor) => shop.sales.refund(orderId, input, actor) }),
    );
    endpoints.handle(orderCancel, (c, { orderId }) =>
      act(c, shop, { orderId, action: 'sales.order.cancel', message: ORDER_ACTION_TEXTS.canceled, run: (actor) => shop.sales.cancel(orderId, actor) }),
    );
    endpoints.handle(orderComment, (c, { orderId, ...input }) =>
      act(c, shop, { orderId, action: 'sales.order.comment', message: ORDER_ACTION_TEXTS.commented, run: (actor) => shop.sales.addComment(orderId, input, actor) }),
    );
  },
});
