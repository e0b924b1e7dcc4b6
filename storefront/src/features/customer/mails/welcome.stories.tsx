import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { welcomeMail } from './welcome';

const meta = {
  title: 'Storefront/Mails/Welcome',
  component: MailPreview,
  loaders: [async () => ({ mail: await welcomeMail({ baseUrl: 'https://shop.example.com/', firstname: 'Veronica', lastname: 'Costello', email: 'roni_cost@example.com' }) })],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
