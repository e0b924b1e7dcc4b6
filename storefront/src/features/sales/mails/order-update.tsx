import { t } from '@shop/ui/i18n';
import { STORE_NAME } from '../../../config/constants';
import type { MailContent } from '../../mail/mail';
import { MailHeading, MailLayout, MailParagraph } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { OrderGreeting, type SalesMailOrder } from './document-mail';
import { orderStatusLabel } from '../../account/model';
import type { OrderStatusCode } from '../../account/types';
import type { StoreView } from '../../store-views/model';

/** What an order update mail shows: the order's status and, for a comment, its text. */
export interface OrderUpdateProps {
  baseUrl: string;
  /** The order's store view (`orders.store_view`): the mail is in its language, whoever acts. */
  view: StoreView;
  order: SalesMailOrder;
  /** The order's status code ('processing', 'canceled'): the mail names it as the customer reads it, in the view's language. */
  status: OrderStatusCode;
  comment?: string | undefined;
}

/** Magento's subject of the order update (a comment sent to the customer, a cancellation). */
function OrderUpdate({ baseUrl, order, status, comment }: OrderUpdateProps) {
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Your order #%1 has been updated.', order.incrementId)}>
      <MailHeading>{t('Your Order #%1', order.incrementId)}</MailHeading>
      <OrderGreeting baseUrl={baseUrl} order={order} />
      <MailParagraph>{t('Your order #%1 has been updated with a status of %2.', order.incrementId, orderStatusLabel(status))}</MailParagraph>
      {comment ? <MailParagraph>{comment}</MailParagraph> : null}
    </MailLayout>
  );
}

/** The order update mail (`sales_order_comment`, `sales_order_canceled`), to the order's address. */
export function orderUpdateMail(props: OrderUpdateProps): Promise<MailContent> {
  return renderMail(props.view, () => t('Update to your %1 order', STORE_NAME), <OrderUpdate {...props} />);
}
