import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emulateBlurOnDisable } from '../hooks/use-focus-after-submit';
import type { FormStatusMessage } from './form-message-area';
import { LoginForm, type LoginFormProps } from './login-form';
import { answerRequiredCaptcha, sendWithKeyboard } from '../../test-support/forms-story-steps';
import { captchaImage } from '../../test-support/story-captcha-image';

const REQUIRED = 'This is a required field.';
const INVALID_EMAIL = 'Please enter a valid email address (Ex: johndoe@domain.com).';
const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const meta = {
  title: 'Forms/Login',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onLogin: fn(), forgotPasswordUrl: '#forgot-password' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and submitted with the keyboard alone; the email is trimmed as it is typed. */
export const Default: Story = {
  play: ({ canvasElement, args }) => sendWithKeyboard(canvasElement, {
    sent: { email: 'roni_cost@example.com', password: 'roni_cost3@example.com' },
    alsoCheck: () => expect(within(canvasElement).queryByText(REQUIRED)).not.toBeInTheDocument(),
    button: 'Sign In',
    onSubmit: args.onLogin,
    stops: (canvas) => [
      {
        focus: canvas.getByRole('textbox', { name: 'Email Address' }),
        keys: '  roni_cost@example.com ',
        value: 'roni_cost@example.com',
      },
      { focus: canvas.getByLabelText(/^Password/), keys: 'roni_cost3@example.com' },
      { focus: canvas.getByRole('checkbox', { name: 'Show Password' }) },
    ],
  }),
};

/** Empty fields and a bad address get the rules' exact messages, and the form is not sent. */
export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email Address' });
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(2));
    // The first invalid field takes focus and is described by its message.
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(REQUIRED);
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.keyboard('roni_cost@example');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL);
    await userEvent.type(password, 'secret');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'false'));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** After failed logins the captcha is shown, and its answer is required too. */
export const WithCaptcha: Story = {
  args: { captcha: { imageSrc: captchaImage('x7Kp2q'), caseSensitive: true, onReload: fn(async () => captchaImage('Mn4tR8')) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await answerRequiredCaptcha(canvasElement, {
      submit: async () => {
        await userEvent.type(canvas.getByRole('textbox', { name: 'Email Address' }), 'roni_cost@example.com');
        await userEvent.type(canvas.getByLabelText(/^Password/), 'roni_cost3@example.com');
        await userEvent.keyboard('{Enter}');
      },
      answer: 'x7Kp2q',
      onSubmit: args.onLogin,
      sent: { email: 'roni_cost@example.com', password: 'roni_cost3@example.com', captcha: 'x7Kp2q' },
    });
    await expect(canvas.queryByText(REQUIRED)).not.toBeInTheDocument();
  },
};

/** The server's answer in the message area above the fields; a click on it asks to clear it. */
export const ErrorMessage: Story = {
  args: {
    message: { type: 'error', text: SIGN_IN_FAILED },
    onMessageClear: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('alert');
    await expect(area).toHaveTextContent(SIGN_IN_FAILED);
    await userEvent.click(area);
    await expect(args.onMessageClear).toHaveBeenCalledTimes(1);
  },
};

/** The login form with a shop's answer: every sign-in is refused with the server's message. */
function RefusingLoginForm({ onLogin, ...args }: LoginFormProps) {
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  return (
    <LoginForm
      {...args}
      message={message}
      onMessageClear={() => setMessage(null)}
      onLogin={async (values) => {
        setMessage(null);
        await onLogin(values);
        setMessage({ type: 'error', text: SIGN_IN_FAILED });
      }}
    />
  );
}

/**
 * A refused sign-in with the fields locked during the call, in a browser that blurs a
 * disabled field (Chromium 150 and others; emulated here on every browser): focus is put on
 * the password to retype, not left on the page.
 */
export const RefusedSignIn: Story = {
  args: {
    disableWhileSubmitting: true,
    showPasswordToggle: false,
    defaultValues: { email: 'roni_cost@example.com' },
  },
  beforeEach: () => emulateBlurOnDisable(),
  render: (args) => <RefusingLoginForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    await userEvent.type(password, 'wrong-password{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'roni_cost@example.com', password: 'wrong-password' });
    await waitFor(() => expect(password).toHaveFocus());
  },
};

/**
 * As the checkout popup uses it: its own name, the hidden context 'checkout', no Show
 * Password, and the fields locked while the login call runs (here it never answers).
 */
export const Submitting: Story = {
  args: {
    'aria-label': 'Checkout using your account',
    context: 'checkout',
    showPasswordToggle: false,
    disableWhileSubmitting: true,
    message: null,
    defaultValues: { email: 'roni_cost@example.com', password: 'roni_cost3@example.com' },
    onLogin: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Checkout using your account' });
    await expect(form.querySelector('input[type="hidden"][name="context"]')).toHaveValue('checkout');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email Address' })).toBeDisabled());
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLogin).toHaveBeenCalledWith({ email: 'roni_cost@example.com', password: 'roni_cost3@example.com' });
  },
};

/** The login form on a phone, submitted empty. */
export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(2));
  },
};
