import { data, isRouteErrorResponse, Link, useLocation, useNavigate } from 'react-router';
import { noticeOf, OrderNotFound, type OrderNoticeState, type RenderLink } from '../../../src/features/admin-orders/components/order-page';
import { OrderView } from '../../../src/features/admin-orders/components/order-view';
import { orderIdParam } from '../../../src/features/admin-orders/model';
import { customerGroupOf } from '../../../src/features/admin-orders/view.server';
import { SALES_TEXTS } from '../../../src/features/sales/api';
import { requireStaff, staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/order-view';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `# ${loaderData.order.incrementId}` : 'Order'} · Orders · Admin` }];
}

/** Sales › Orders › View: the order, the member of staff's permissions on it; 404 inside the frame for an unknown order. */
export async function loader(args: Route.LoaderArgs) {
  const { shop, access } = await requireStaff(args, 'sales.orders.view');
  const orderId = orderIdParam(args.params.orderId);
  const order = orderId === null ? null : await shop.sales.orderDetail(orderId);
  if (!order) throw data(SALES_TEXTS.orderNotFound, { status: 404, headers: staffHeaders });
  return {
    order,
    customerGroup: await customerGroupOf(shop.db, order.customer.id),
    can: {
      invoice: access.can('sales.orders.invoice'),
      ship: access.can('sales.orders.ship'),
      cancel: access.can('sales.orders.cancel'),
      creditmemo: access.can('sales.orders.creditmemo'),
      comment: access.can('sales.orders.comment'),
    },
  };
}

const renderLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

export default function OrderViewPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  return (
    <OrderView
      {...loaderData}
      notice={notice}
      renderLink={renderLink}
      onDone={({ location, message }) => void navigate(location, { replace: true, state: { notice: message } satisfies OrderNoticeState })}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <OrderNotFound renderLink={renderLink} message={SALES_TEXTS.orderNotFound} />;
  throw error;
}
