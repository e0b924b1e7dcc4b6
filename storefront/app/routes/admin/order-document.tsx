import { data, isRouteErrorResponse, Link, useNavigate } from 'react-router';
import { CreditmemoForm } from '../../../src/features/admin-orders/components/creditmemo-form';
import { InvoiceForm } from '../../../src/features/admin-orders/components/invoice-form';
import { OrderNotFound, type OrderNoticeState, type RenderLink } from '../../../src/features/admin-orders/components/order-page';
import { ShipmentForm } from '../../../src/features/admin-orders/components/shipment-form';
import { isOrderDocumentKind, ORDER_DOCUMENTS, orderIdParam } from '../../../src/features/admin-orders/model';
import { SALES_TEXTS } from '../../../src/features/sales/api';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/order-document';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? ORDER_DOCUMENTS[loaderData.document].title : 'Order'} · Orders · Admin` }];
}

const notFound = () => data(SALES_TEXTS.orderNotFound, { status: 404, headers: staffHeaders });

/** Sales › Orders › New Invoice, New Shipment or New Memo of an order, each with its own permission. */
export async function loader(args: Route.LoaderArgs) {
  const { document } = args.params;
  if (!isOrderDocumentKind(document)) throw notFound();
  const { shop } = await requireStaff(args, ORDER_DOCUMENTS[document].permission);
  const orderId = orderIdParam(args.params.orderId);
  const order = orderId === null ? null : await shop.sales.orderDetail(orderId);
  if (!order) throw notFound();
  return { document, order };
}

const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
const FORMS = { invoice: InvoiceForm, shipment: ShipmentForm, creditmemo: CreditmemoForm };

export default function NewOrderDocument({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const Form = FORMS[loaderData.document];
  return <Form order={loaderData.order} renderLink={renderLink} onDone={({ location, message }) => void navigate(location, { state: { notice: message } satisfies OrderNoticeState })} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound renderLink={renderLink} message={SALES_TEXTS.orderNotFound} />;
  throw error;
}
