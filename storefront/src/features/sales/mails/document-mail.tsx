import { Section } from '@react-email/section';
import { formatMoney } from '@shop/ui/money';
import { STORE_NAME } from '../../../config/constants';
import { accountPaths } from '../../account/paths';
import type { MailContent } from '../../mail/mail';
import { MailButton, mailColors, MailHeading, MailLayout, MailParagraph, MailRule, MailSubheading } from '../../mail/components/mail-layout';
import { TotalRow } from '../../checkout/mails/order-confirmation';
import { renderMail } from '../../mail/render.server';
import { absoluteUrl } from '../../../../server/lib/urls';

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
const WORDING = {
  invoice: { subject: `Invoice for your ${STORE_NAME} order`, heading: 'Your Invoice', intro: 'Thank you for your order.' },
  shipment: { subject: `Your ${STORE_NAME} order has shipped`, heading: 'Your Shipment', intro: 'Your shipping confirmation is below. Thank you again for your business.' },
  creditmemo: { subject: `Credit memo for your ${STORE_NAME} order`, heading: 'Your Credit Memo', intro: 'A refund for your order is on its way to your card.' },
} as const;

/** The customer's greeting and, for an account's order, the link to its page. */
export function OrderGreeting({ baseUrl, order }: { baseUrl: string; order: SalesMailOrder }) {
  return (
    <>
      <MailParagraph>Hello {`${order.customerFirstname} ${order.customerLastname}`.trim()},</MailParagraph>
      {order.isGuest ? null : <MailButton href={absoluteUrl(baseUrl, accountPaths.order(order.id))}>View your order</MailButton>}
    </>
  );
}

function DocumentMail({ baseUrl, kind, order, incrementId, items, totals, tracks, comment }: DocumentMailProps) {
  const money = (minor: number) => formatMoney(minor, { currency: order.currency });
  const wording = WORDING[kind];
  return (
    <MailLayout baseUrl={baseUrl} preview={`${wording.heading} #${incrementId} for Order #${order.incrementId}`}>
      <MailHeading>
        {wording.heading} #{incrementId} for Order #{order.incrementId}
      </MailHeading>
      <OrderGreeting baseUrl={baseUrl} order={order} />
      <MailParagraph>{wording.intro}</MailParagraph>
      {comment ? <MailParagraph>{comment}</MailParagraph> : null}
      {tracks && tracks.length > 0 ? (
        <>
          <MailSubheading>Tracking Numbers</MailSubheading>
          {tracks.map((track, index) => (
            <TotalRow key={index} label={track.title} amount={track.number} />
          ))}
        </>
      ) : null}
      {kind === 'shipment' ? (
        <>
          <MailSubheading>Shipping Method</MailSubheading>
          <MailParagraph>{order.shippingDescription}</MailParagraph>
        </>
      ) : null}
      <MailSubheading>Items</MailSubheading>
      {items.map((item, index) => (
        <Section key={index} style={{ borderTop: `1px solid ${mailColors.rule}` }}>
          <TotalRow label={`${item.name} (SKU: ${item.sku}), Qty ${item.qty}`} amount={item.rowTotal === undefined ? '' : money(item.rowTotal)} />
        </Section>
      ))}
      {totals ? (
        <>
          <MailRule />
          <Section>
            <TotalRow label="Subtotal" amount={money(totals.subtotal)} />
            <TotalRow label="Shipping & Handling" amount={money(totals.shipping)} />
            {totals.discount ? <TotalRow label="Discount" amount={money(-totals.discount)} /> : null}
            {totals.adjustmentPositive ? <TotalRow label="Adjustment Refund" amount={money(totals.adjustmentPositive)} /> : null}
            {totals.adjustmentNegative ? <TotalRow label="Adjustment Fee" amount={money(totals.adjustmentNegative)} /> : null}
            <TotalRow label="Tax" amount={money(totals.tax)} />
            <TotalRow label="Grand Total" amount={money(totals.grandTotal)} strong />
          </Section>
        </>
      ) : null}
    </MailLayout>
  );
}

/** The invoice, shipment or credit memo mail (`sales_<kind>`), to the order's address. */
export function documentMail(props: DocumentMailProps): Promise<MailContent> {
  return renderMail(WORDING[props.kind].subject, <DocumentMail {...props} />);
}
