import { t } from '@shop/ui/i18n';
import { Section } from '@react-email/section';
import { STORE_NAME } from '../../../config/constants';
import { accountPaths } from '../../account/paths';
import type { MailContent } from '../../mail/mail';
import { MailButton, mailColors, MailHeading, MailLayout, MailParagraph, MailRule, MailSubheading, useMailFormat } from '../../mail/components/mail-layout';
import { TotalRow } from '../../checkout/mails/order-confirmation';
import { renderMail } from '../../mail/render.server';
import type { StoreView } from '../../store-views/model';

/** The order a sales mail is about. */
export interface SalesMailOrder {
  id: number;
  incrementId: string;
  customerFirstname: string;
  customerLastname: string;
  /** A guest's order has no order page to link to. */
  isGuest: boolean;
  currency: string;
}

/** What an invoice, shipment or credit memo mail shows. */
export interface DocumentMailProps {
  /** The shop's base URL (`shop.config.baseUrl`): links are absolute under it. */
  baseUrl: string;
  /** The order's store view (`orders.store_view`): the mail is in its language, locale and addresses, whoever acts. */
  view: StoreView;
  kind: 'invoice' | 'shipment' | 'creditmemo';
  order: SalesMailOrder & { shippingDescription: string };
  /** The document's number. */
  incrementId: string;
  /** Its lines; amounts (minor units) for an invoice or credit memo, none for a shipment. */
  items: readonly { name: string; sku: string; qty: number; rowTotal?: number }[];
  /** An invoice's or credit memo's totals. */
  totals?: { subtotal: number; shipping: number; tax: number; discount?: number; adjustmentPositive?: number; adjustmentNegative?: number; grandTotal: number };
  /** A shipment's tracking numbers. */
  tracks?: readonly { title: string; number: string }[];
  /** The comment staff wrote for the customer. */
  comment?: string | undefined;
}

/** Each mail's subject (Magento's templates' words) and heading. */
function wordingOf(kind: DocumentMailProps['kind']): { subject: string; heading: (number: string, order: string) => string; intro: string } {
  switch (kind) {
    case 'invoice':
      return { subject: t('Invoice for your %1 order', STORE_NAME), heading: (number, order) => t('Your Invoice #%1 for Order #%2', number, order), intro: t('Thank you for your order.') };
    case 'shipment':
      return {
        subject: t('Your %1 order has shipped', STORE_NAME),
        heading: (number, order) => t('Your Shipment #%1 for Order #%2', number, order),
        intro: t('Your shipping confirmation is below. Thank you again for your business.'),
      };
    case 'creditmemo':
      return {
        subject: t('Credit memo for your %1 order', STORE_NAME),
        heading: (number, order) => t('Your Credit Memo #%1 for Order #%2', number, order),
        intro: t('A refund for your order is on its way to your card.'),
      };
  }
}

/** The customer's greeting and, for an account's order, the link to its page. */
export function OrderGreeting({ baseUrl, order }: { baseUrl: string; order: SalesMailOrder }) {
  const { url } = useMailFormat();
  return (
    <>
      <MailParagraph>{t('Hello %1,', `${order.customerFirstname} ${order.customerLastname}`.trim())}</MailParagraph>
      {order.isGuest ? null : <MailButton href={url(baseUrl, accountPaths.order(order.id))}>{t('View your order')}</MailButton>}
    </>
  );
}

function DocumentMail({ baseUrl, kind, order, incrementId, items, totals, tracks, comment }: DocumentMailProps) {
  const format = useMailFormat();
  const money = (minor: number) => format.money(minor, order.currency);
  const wording = wordingOf(kind);
  return (
    <MailLayout baseUrl={baseUrl} preview={wording.heading(incrementId, order.incrementId)}>
      <MailHeading>{wording.heading(incrementId, order.incrementId)}</MailHeading>
      <OrderGreeting baseUrl={baseUrl} order={order} />
      <MailParagraph>{wording.intro}</MailParagraph>
      {comment ? <MailParagraph>{comment}</MailParagraph> : null}
      {tracks && tracks.length > 0 ? (
        <>
          <MailSubheading>{t('Tracking Numbers')}</MailSubheading>
          {tracks.map((track, index) => (
            <TotalRow key={index} label={track.title} amount={track.number} />
          ))}
        </>
      ) : null}
      {kind === 'shipment' ? (
        <>
          <MailSubheading>{t('Shipping Method')}</MailSubheading>
          <MailParagraph>{order.shippingDescription}</MailParagraph>
        </>
      ) : null}
      <MailSubheading>{t('Items')}</MailSubheading>
      {items.map((item, index) => (
        <Section key={index} style={{ borderTop: `1px solid ${mailColors.rule}` }}>
          <TotalRow label={t('%1 (SKU: %2), Qty %3', item.name, item.sku, item.qty)} amount={item.rowTotal === undefined ? '' : money(item.rowTotal)} />
        </Section>
      ))}
      {totals ? (
        <>
          <MailRule />
          <Section>
            <TotalRow label={t('Subtotal')} amount={money(totals.subtotal)} />
            <TotalRow label={t('Shipping & Handling')} amount={money(totals.shipping)} />
            {totals.discount ? <TotalRow label={t('Discount')} amount={money(-totals.discount)} /> : null}
            {totals.adjustmentPositive ? <TotalRow label={t('Adjustment Refund')} amount={money(totals.adjustmentPositive)} /> : null}
            {totals.adjustmentNegative ? <TotalRow label={t('Adjustment Fee')} amount={money(totals.adjustmentNegative)} /> : null}
            <TotalRow label={t('Tax')} amount={money(totals.tax)} />
            <TotalRow label={t('Grand Total')} amount={money(totals.grandTotal)} strong />
          </Section>
        </>
      ) : null}
    </MailLayout>
  );
}

/** The invoice, shipment or credit memo mail (`sales_<kind>`), to the order's address. */
export function documentMail(props: DocumentMailProps): Promise<MailContent> {
  return renderMail(props.view, () => wordingOf(props.kind).subject, <DocumentMail {...props} />);
}
