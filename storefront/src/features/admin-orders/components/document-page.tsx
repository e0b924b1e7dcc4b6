import { DescriptionList } from '@shop/ui/description-list';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import type { OrderDetail } from '../../sales/api';
import { adminDateTime } from '../model';
import { orderPaths } from '../paths';
import type { RenderLink } from './order-page';
import { OrderStatusBadge } from './order-status-badge';
import { Button } from '@shop/ui/button';

export interface DocumentPageProps {
  /** "New Invoice", "New Shipment", "New Memo". */
  title: string;
  order: OrderDetail;
  renderLink: RenderLink;
  /** Why the order takes no such document now (Magento's words), instead of the form. */
  refusal: string | null;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}

/** The frame of a new invoice, shipment or credit memo: its header with Back, the order's summary, then its form (or why there is none). */
export function DocumentPage({ title, order, renderLink, refusal, onSubmit, children }: DocumentPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        meta={`Order # ${order.incrementId}`}
        actions={
          <Button asChild variant="outline">
            {renderLink({ href: orderPaths.view(order.id), children: 'Back' })}
          </Button>
        }
      />
      <Panel title="Order & Account Information">
        <DescriptionList
          items={[
            { term: 'Order', details: `# ${order.incrementId}` },
            { term: 'Order Date', details: adminDateTime(order.createdAt) },
            { term: 'Order Status', details: <OrderStatusBadge status={order.status} /> },
            { term: 'Customer', details: `${order.customer.firstname} ${order.customer.lastname} <${order.customer.email}>${order.customer.isGuest ? ' (Guest)' : ''}` },
          ]}
        />
      </Panel>
      {refusal ? (
        <Panel title={title}>
          <p role="alert">{refusal}</p>
        </Panel>
      ) : (
        <form aria-label={title} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
          {children}
        </form>
      )}
    </div>
  );
}
