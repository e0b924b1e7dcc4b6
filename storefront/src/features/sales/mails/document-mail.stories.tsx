import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { documentMail, type DocumentMailProps } from './document-mail';
import { defaultView, viewByCode } from '../../store-views/model';
import { inArabic, withArabicCatalogue } from '../../../../test-support/arabic-view';

/** An invoice of a two-line order, with the comment staff wrote. */
const invoice: DocumentMailProps = {
  baseUrl: 'https://shop.example.com/',
  view: defaultView,
  kind: 'invoice',
  order: { id: 42, incrementId: '000000042', customerFirstname: 'Veronica', customerLastname: 'Costello', isGuest: false, currency: 'USD', shippingDescription: 'Flat Rate - Fixed' },
  incrementId: '000000007',
  items: [
    { name: 'Hero Hoodie', sku: 'MH07-M-Gray', qty: 2, rowTotal: 8640 },
    { name: 'Joust Duffle Bag', sku: 'MB01', qty: 1, rowTotal: 3400 },
  ],
  totals: { subtotal: 12040, shipping: 1500, tax: 993, grandTotal: 14533 },
  comment: 'Thank you for shopping with us.',
};

const meta = {
  title: 'Storefront/Mails/SalesDocument',
  component: MailPreview,
  loaders: [async () => ({ mail: await documentMail(invoice) })],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoice mail: lines, totals, the link to the order's page. */
export const Invoice: Story = {};

/** The shipment mail of a guest's order: carriers and tracking numbers, no order page to link to. */
export const Shipment: Story = {
  loaders: [
    async () => ({
      mail: await documentMail({
        ...invoice,
        kind: 'shipment',
        order: { ...invoice.order, isGuest: true },
        incrementId: '000000003',
        items: invoice.items.map(({ name, sku, qty }) => ({ name, sku, qty })),
        totals: undefined,
        tracks: [
          { title: 'United Parcel Service', number: '1Z999AA10123456784' },
          { title: 'Federal Express', number: '7489 2010 3455' },
        ],
        comment: undefined,
      }),
    }),
  ],
};

/** The credit memo mail: one line back, part of the shipping, an adjustment fee kept. */
export const Creditmemo: Story = {
  loaders: [
    async () => ({
      mail: await documentMail({
        ...invoice,
        kind: 'creditmemo',
        incrementId: '000000002',
        items: [{ name: 'Joust Duffle Bag', sku: 'MB01', qty: 1, rowTotal: 3400 }],
        totals: { subtotal: 3400, shipping: 500, tax: 281, adjustmentNegative: 300, grandTotal: 3881 },
        comment: undefined,
      }),
    }),
  ],
};

/** The invoice of an order placed in the Arabic view: written in Arabic, right to left, in dirhams, whoever made it. */
export const InvoiceInArabic: Story = {
  ...inArabic,
  loaders: [async () => ({ mail: await withArabicCatalogue(() => documentMail({ ...invoice, view: viewByCode('ar')!, order: { ...invoice.order, currency: 'AED' } })) })],
};
