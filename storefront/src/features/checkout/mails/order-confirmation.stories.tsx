import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { orderConfirmationMail, type OrderConfirmationProps } from './order-confirmation';
import { defaultView } from '../../store-views/model';

const shippingAddress = { firstname: 'Veronica', lastname: 'Costello', street: ['6146 Honey Bluff Parkway'], city: 'Calder', region: 'Michigan', postcode: '49628-7978', country_id: 'US', telephone: '(555) 229-3326' };

/** An order with a configurable item at a special price, a simple item, and two addresses. */
const order: OrderConfirmationProps = {
  baseUrl: 'https://shop.example.com/',
  view: defaultView,
  order: {
    id: 42,
    incrementId: '000000042',
    placedAt: new Date('2026-03-01T10:00:00Z'),
    customerFirstname: 'Veronica',
    customerLastname: 'Costello',
    isGuest: false,
    currency: 'USD',
    subtotal: 12040,
    shippingAmount: 1500,
    shippingDescription: 'Flat Rate - Fixed',
    taxAmount: 993,
    grandTotal: 14533,
  },
  items: [
    { name: 'Hero Hoodie', sku: 'MH07-M-Gray', options: [{ label: 'Size', value: 'M' }, { label: 'Color', value: 'Gray' }], qty: 2, price: 4320, originalPrice: 5400, rowTotal: 8640 },
    { name: 'Joust Duffle Bag', sku: 'MB01', options: [], qty: 1, price: 3400, originalPrice: 3400, rowTotal: 3400 },
  ],
  shippingAddress,
  billingAddress: { ...shippingAddress, company: 'Costello Consulting', street: ['1000 Main Street', 'Floor 3'], city: 'Austin', region: 'Texas', postcode: '78701' },
  payment: { type: 'VI', last4: '1111' },
};

const meta = {
  title: 'Storefront/Mails/OrderConfirmation',
  component: MailPreview,
  loaders: [async () => ({ mail: await orderConfirmationMail(order) })],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's order: with the link to the order's page. */
export const CustomerOrder: Story = {};

/** A guest's order: no order page to link to. */
export const GuestOrder: Story = {
  loaders: [async () => ({ mail: await orderConfirmationMail({ ...order, order: { ...order.order, isGuest: true } }) })],
};
