import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { contactMail } from './contact';

const form = {
  name: 'Veronica Costello',
  email: 'roni_cost@example.com',
  telephone: '(555) 229-3326',
  comment: 'Hello,\nmy order #000000042 arrived with the hoodie in size L instead of M.\nCould you send the right size? I will send the other one back.\n\nThank you, Veronica',
};

const meta = {
  title: 'Storefront/Mails/Contact',
  component: MailPreview,
  loaders: [async () => ({ mail: await contactMail({ baseUrl: 'https://shop.example.com/', form }) })],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
