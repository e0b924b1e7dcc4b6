import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailPreview } from '../../../../test-support/mail-preview';
import { accountChangedMail, type AccountChangedProps } from './account-changed';

const customer = { baseUrl: 'https://shop.example.com/', firstname: 'Ava', lastname: 'Jones' };
const preview = (props: Omit<AccountChangedProps, keyof typeof customer>) => [async () => ({ mail: await accountChangedMail({ ...customer, ...props }) })];

const meta = {
  title: 'Storefront/Mails/AccountChanged',
  component: MailPreview,
  loaders: preview({ change: 'password' }),
  render: (_args, { loaded }) => <MailPreview mail={loaded.mail} />,
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `password_changed`: also sent after a reset through the e-mailed link. */
export const PasswordChanged: Story = {};

/** `email_changed`, to the old address. */
export const EmailChanged: Story = { loaders: preview({ change: 'email', newEmail: 'ava.new@example.com' }) };

/** `email_and_password_changed`. */
export const EmailAndPasswordChanged: Story = { loaders: preview({ change: 'email and password', newEmail: 'ava.new@example.com' }) };
