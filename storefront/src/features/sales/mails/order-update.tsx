import { t } from '@shop/ui/i18n';
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
function OrderUpdate({ baseUrl, order, statusLabel, comment }: OrderUpdateProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Your order #%1 has been updated.', order.incrementId)}>
      <MailHeading>{t('Your Order #%1', order.incrementId)}</MailHeading>
      <OrderGreeting baseUrl={baseUrl} order={order} />
      <MailParagraph>{t('Your order #%1 has been updated with a status of %2.', order.incrementId, statusLabel)}</MailParagraph>
      {comment ? <MailParagraph>{comment}</MailParagraph> : null}
    </MailLayout>
  );
}

/** The order update mail (`sales_order_comment`, `sales_order_canceled`), to the order's address. */
export function orderUpdateMail(props: OrderUpdateProps): Promise<MailContent> {
  return renderMail(t('Update to your %1 order', STORE_NAME), <OrderUpdate {...props} />);
}
