import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailHeading, MailLayout, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { OrderGreeting, type SalesMailOrder } from './document-mail';

/** What an order update mail shows: the order's status and, for a comment, its text. */
export interface OrderUpdateProps {
  baseUrl: string;
  order: SalesMailOrder;
  /** The status as the customer reads it ('Processing', 'Canceled'). */
  statusLabel: string;
  comment?: string | undefined;
}

/** Magento's subject of the order update (a comment sent to the customer, a cancellation). */
const ORDER_UPDATE_SUBJECT = `Update to your ${STORE_NAME} order`;

function OrderUpdate({ baseUrl, order, statusLabel, comment }: OrderUpdateProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={`Your order #${order.incrementId} has been updated.`}>
      <MailHeading>Your Order #{order.incrementId}</MailHeading>
      <OrderGreeting baseUrl={baseUrl} order={order} />
      <MailParagraph>
        Your order #{order.incrementId} has been updated with a status of {statusLabel}.
      </MailParagraph>
      {comment ? <MailParagraph>{comment}</MailParagraph> : null}
    </MailLayout>
  );
}

/** The order update mail (`sales_order_comment`, `sales_order_canceled`), to the order's address. */
export function orderUpdateMail(props: OrderUpdateProps): Promise<MailContent> {
  return renderMail(ORDER_UPDATE_SUBJECT, <OrderUpdate {...props} />);
}
