import { z } from 'zod';
import { commentInput, invoiceInput, refundInput, shipInput } from '../sales/api';
import { staffCall } from '../admin/staff-contract';

/** Where the browser goes next, and the success message to show there (Magento's words). */
const doneSchema = z.object({ location: z.string(), message: z.string() });

/**
 * An action on an order (`POST /admin/api/sales/order/<verb>`): the sales input (`inputs.ts`) with
 * the order's id, guarded by `staff` (a permission of admin's `permissions.ts`: the guard refuses any
 * other); it answers where to go next.
 */
function orderAction<const Name extends string, const Shape extends z.ZodRawShape>(name: Name, verb: string, staff: string, input: z.ZodObject<Shape>) {
  return staffCall({ name, path: `/admin/api/sales/order/${verb}`, staff, request: input.extend({ orderId: z.number().int().positive() }), response: doneSchema });
}

/** Sales › Orders › Invoice: "Submit Invoice" (captures the invoiced amount). */
export const orderInvoice = orderAction('orderInvoice', 'invoice', 'sales.orders.invoice', invoiceInput);

/** Sales › Orders › Ship: "Submit Shipment" with its tracking numbers. */
export const orderShip = orderAction('orderShip', 'ship', 'sales.orders.ship', shipInput);

/** Sales › Orders › Credit Memo: "Refund" (gives the money back online). */
export const orderCreditmemo = orderAction('orderCreditmemo', 'creditmemo', 'sales.orders.creditmemo', refundInput);

/** The order view's Cancel (voids the authorization, the units back to stock). */
export const orderCancel = orderAction('orderCancel', 'cancel', 'sales.orders.cancel', z.object({}));

/** "Notes for this Order": Submit Comment. */
export const orderComment = orderAction('orderComment', 'comment', 'sales.orders.comment', commentInput);
