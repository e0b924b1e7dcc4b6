import { t } from '@shop/ui/i18n';
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { CARD_TYPES, type CardTypeCode } from '@shop/ui/validation';
import { STORE_NAME } from '../../../config/constants';
import { addressLines, type PostalAddress } from '../../../lib/address';
import { splitPhoneLine } from '../../../lib/address-phone';
import { accountPaths } from '../../account/paths';
import type { MailContent } from '../../mail/mail';
import { MailButton, mailColors, MailHeading, MailLayout, MailLines, MailParagraph, MailRule, MailSubheading, mailTextStyles, useMailFormat } from '../../mail/components/mail-layout';
import { renderMail } from '../../mail/render.server';
import { discountLabel } from '../../coupons/model';
import type { StoreView } from '../../store-views/model';

/** One ordered line as the mail shows it (the order's snapshot: name, SKU, options, prices). */
export interface OrderMailItem {
  name: string;
  sku: string;
  /** The chosen options of a configurable product (Color: Blue). */
  options: readonly { label: string; value: string }[];
  qty: number;
  /** Unit price paid, in minor units. */
  price: number;
  /** The regular unit price: shown struck through when the price paid is lower (a special price). */
  originalPrice: number;
  rowTotal: number;
}

export interface OrderConfirmationProps {
  /** The shop's base URL (`shop.config.baseUrl`): every link is absolute under it. */
  baseUrl: string;
  /** The store view the order was placed in (`orders.store_view`): the mail is written in its language, locale and addresses. */
  view: StoreView;
  order: {
    id: number;
    incrementId: string;
    placedAt: Date;
    customerFirstname: string;
    customerLastname: string;
    /** A guest's order has no order page to link to. */
    isGuest: boolean;
    currency: string;
    subtotal: number;
    shippingAmount: number;
    /** The shipping method's title (Flat Rate - Fixed). */
    shippingDescription: string;
    taxAmount: number;
    /** What the discount code (`couponCode`) took off, positive; 0 without one. */
    discountAmount?: number;
    couponCode?: string | null;
    grandTotal: number;
  };
  items: readonly OrderMailItem[];
  shippingAddress: PostalAddress;
  billingAddress: PostalAddress;
  payment: { type: CardTypeCode; last4: string };
}


/** An amount at the end of its line (`endAlign`, the view's direction). */
const amountStyle = (textAlign: 'left' | 'right') => ({ ...mailTextStyles.paragraph, textAlign, whiteSpace: 'nowrap' as const });

/**
 * An address with its title, one line each (the shop's one format, `addressLines`; the country
 * named in the mail's language). As the page's AddressBlock: the phone's label in the mail's
 * language, its number left to right in a right-to-left mail too.
 */
function AddressPart({ title, address }: { title: string; address: PostalAddress }) {
  const { view } = useMailFormat();
  const { lines, telephone } = splitPhoneLine(addressLines(address, view.locale));
  const label = t('T:');
  const phone =
    view.direction === 'rtl' ? (
      <>
        {label} <span dir="ltr">{telephone}</span>
      </>
    ) : (
      `${label} ${telephone}`
    );
  return (
    <>
      <MailSubheading>{title}</MailSubheading>
      <MailLines lines={telephone === null ? lines : [...lines, phone]} />
    </>
  );
}

/** A label and its amount on one line; the text part keeps them side by side too (the sales mails' totals use it too). */
export function TotalRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const { endAlign } = useMailFormat();
  const weight = { fontWeight: strong ? 700 : 400 };
  return (
    // The text part lays the row out as a table too (React Email's `dataTable` format): 'Tax   $0.00'.
    <Row data-text-format="dataTable">
      <Column>
        <Text style={{ ...mailTextStyles.paragraph, margin: '2px 0', ...weight }}>{label}</Text>
      </Column>
      <Column style={{ width: '120px' }}>
        <Text style={{ ...amountStyle(endAlign), margin: '2px 0', ...weight }}>{amount}</Text>
      </Column>
    </Row>
  );
}

function OrderConfirmation({ baseUrl, order, items, shippingAddress, billingAddress, payment }: OrderConfirmationProps) {
  const format = useMailFormat();
  const money = (minor: number) => format.money(minor, order.currency);
  const name = `${order.customerFirstname} ${order.customerLastname}`.trim();
  return (
    <MailLayout baseUrl={baseUrl} preview={t('Thank you for your order #%1.', order.incrementId)}>
      <MailHeading>{t('Your Order #%1', order.incrementId)}</MailHeading>
      <MailParagraph>{t('Hello %1,', name)}</MailParagraph>
      <MailParagraph>
        {t('Thank you for your order from %1. Your order #%2 was placed on %3. Once your package ships we will send you an e-mail.', STORE_NAME, order.incrementId, format.date(order.placedAt))}
      </MailParagraph>
      {order.isGuest ? null : <MailButton href={format.url(baseUrl, accountPaths.order(order.id))}>{t('View your order')}</MailButton>}

      <MailSubheading>{t('Items Ordered')}</MailSubheading>
      {items.map((item, index) => (
        <Section key={index} style={{ borderTop: `1px solid ${mailColors.rule}` }}>
          <Row>
            <Column>
              <Text style={{ ...mailTextStyles.paragraph, fontWeight: 700, marginBottom: 0 }}>{item.name}</Text>
              {item.options.length > 0 ? (
                <Text style={{ ...mailTextStyles.muted, margin: 0 }}>{item.options.map((option) => `${option.label}: ${option.value}`).join(', ')}</Text>
              ) : null}
              <Text style={{ ...mailTextStyles.muted, margin: 0 }}>{t('SKU: %1', item.sku)}</Text>
              <Text style={{ ...mailTextStyles.paragraph, marginTop: 0 }}>
                {t('%1 x %2', item.qty, money(item.price))}
                {item.originalPrice > item.price ? (
                  <>
                    {' '}
                    ({t('regular price')} <s>{money(item.originalPrice)}</s>)
                  </>
                ) : null}
              </Text>
            </Column>
            <Column style={{ width: '120px', verticalAlign: 'top' }}>
              <Text style={{ ...amountStyle(format.endAlign), fontWeight: 700 }}>{money(item.rowTotal)}</Text>
            </Column>
          </Row>
        </Section>
      ))}
      <MailRule />
      <Section>
        <TotalRow label={t('Subtotal')} amount={money(order.subtotal)} />
        <TotalRow label={t('Shipping & Handling (%1)', order.shippingDescription)} amount={money(order.shippingAmount)} />
        {order.discountAmount ? <TotalRow label={discountLabel(order.couponCode)} amount={money(-order.discountAmount)} /> : null}
        <TotalRow label={t('Tax')} amount={money(order.taxAmount)} />
        <TotalRow label={t('Grand Total')} amount={money(order.grandTotal)} strong />
      </Section>
      <MailRule />
      <AddressPart title={t('Shipping Address')} address={shippingAddress} />
      <MailSubheading>{t('Shipping Method')}</MailSubheading>
      <MailParagraph>{order.shippingDescription}</MailParagraph>
      <AddressPart title={t('Billing Address')} address={billingAddress} />
      <MailSubheading>{t('Payment Method')}</MailSubheading>
      <MailParagraph>{t('%1 ending in %2', CARD_TYPES[payment.type].name, payment.last4)}</MailParagraph>
    </MailLayout>
  );
}

/** The order confirmation mail (`order_confirmation`), to the address the order was placed with. */
export function orderConfirmationMail(props: OrderConfirmationProps): Promise<MailContent> {
  return renderMail(props.view, () => t('Your %1 order confirmation', STORE_NAME), <OrderConfirmation {...props} />);
}
