import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { passwordResetMail } from './password-reset';

const baseUrl = 'https://shop.example.com/';

const meta = {
  title: 'Storefront/Mails/PasswordReset',
  component: MailPreview,
  loaders: [
    async () => ({
      mail: await passwordResetMail({ baseUrl, firstname: 'Veronica', lastname: 'Costello', link: `${baseUrl}customer/account/createPassword/?token=Jq3f0cX2m9LwT8yZbR5nV1sK7hD4gA6eU0iO2pQ8rWc`, hours: 24 }),
    }),
  ],
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
