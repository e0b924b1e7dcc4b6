import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { orderUpdateMail, type OrderUpdateProps } from './order-update';
import { defaultView } from '../../store-views/model';

/** A comment staff sent to the customer of a processing order. */
const comment: OrderUpdateProps = {
  baseUrl: 'https://shop.example.com/',
  view: defaultView,
  order: { id: 42, incrementId: '000000042', customerFirstname: 'Veronica', customerLastname: 'Costello', isGuest: false, currency: 'USD' },
  status: 'processing',
  comment: 'Your hoodie is back from the embroiderer and ships tomorrow.',
};

const meta = {
  title: 'Storefront/Mails/OrderUpdate',
  component: MailPreview,
  loaders: [async () => ({ mail: await orderUpdateMail(comment) })],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A comment sent to the customer ("Notify Customer by Email"). */
export const Comment: Story = {};

/** The order was canceled: its new status, no comment. */
export const Canceled: Story = {
  loaders: [async () => ({ mail: await orderUpdateMail({ ...comment, status: 'canceled', comment: undefined }) })],
};
