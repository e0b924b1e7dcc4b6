import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { remoteRule } from '../validation';
import { RegisterForm, type RegisterFormProps } from './register-form';
import { pinValidationClock, REGISTRATION_VALUES as filled } from '../../test-support/forms-fixtures';
import { answerRequiredCaptcha, sendWithKeyboard, typeDateOfBirth } from '../../test-support/forms-story-steps';
import { captchaImage } from '../../test-support/story-captcha-image';

const REQUIRED = 'This is a required field.';
const EMAIL_CHECK_URL = '/customer/account/emailAvailable?email=';
const EMAIL_TAKEN = 'There is already an account with this email address.';
const TAKEN_ADDRESSES = new Set(['roni_cost@example.com']);

/**
 * Stands in for the shop's email check (no network): answers `true` for a free address
 * and the server's message for a taken one, as the remote rule expects.
 */
const answerEmailCheck = fn(async (input: RequestInfo | URL): Promise<Response> => {
  const email = new URL(String(input), 'https://shop.example').searchParams.get('email') ?? '';
  const answer = TAKEN_ADDRESSES.has(email) ? EMAIL_TAKEN : true;
  return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
});

/** The registration form with the remote email check wired to the local stand-in. */
function RegisterFormWithEmailCheck(props: Omit<RegisterFormProps, 'emailAvailable'>) {
  const emailAvailable = useMemo(() => remoteRule(EMAIL_CHECK_URL, { fetch: answerEmailCheck }), []);
  return <RegisterForm {...props} emailAvailable={emailAvailable} />;
}

const meta = {
  title: 'Forms/Register',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onRegister: fn() },
  render: (args) => <RegisterFormWithEmailCheck {...args} />,
  // The date rules read "today" from the validation clock: 15 May 2026 in every story.
  beforeEach: pinValidationClock,
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field filled and the form submitted with the keyboard alone; the date is stored as MM/DD/YYYY. */
export const Default: Story = {
  play: ({ canvasElement, args }) => sendWithKeyboard(canvasElement, {
    sent: { ...filled, dob: '03/07/1990' },
    alsoCheck: () =>
      expect(answerEmailCheck).toHaveBeenCalledWith(`${EMAIL_CHECK_URL}veronica%40example.com`, expect.anything()),
    button: 'Create an Account',
    onSubmit: args.onRegister,
    stops: (canvas) => [
      { focus: canvas.getByRole('textbox', { name: 'First Name' }), keys: 'Veronica' },
      { keys: 'Costello' },
      { focus: canvas.getByRole('textbox', { name: 'Month' }), keys: '3' },
      { keys: '7' },
      { keys: '1990' },
      { focus: canvas.getByRole('textbox', { name: 'Email' }), keys: 'veronica@example.com' },
      { keys: 'Secret-123' },
      { focus: canvas.getByLabelText(/^Confirm Password/), keys: 'Secret-123' },
      {},
    ],
  }),
};

/** Submitted empty: the required fields say so; the date of birth is optional here. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(5));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The password rules: configured length, character classes, not the email, and a matching confirmation. */
export const PasswordRules: Story = {
  args: { defaultValues: { ...filled, password: '', password_confirmation: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Password/);
    const confirmation = canvas.getByLabelText(/^Confirm Password/);
    const email = canvas.getByRole('textbox', { name: 'Email' });

    await userEvent.type(password, 'Secret1');
    await userEvent.type(confirmation, 'Secret1');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(
        'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
      ),
    ).toBeInTheDocument();
    await expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.keyboard('secretpassword');
    await expect(
      await canvas.findByText(
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'Veronica1@Example.com');
    await userEvent.clear(password);
    await userEvent.type(password, 'veronica1@example.com');
    await expect(
      await canvas.findByText("The password can't be the same as the email address. Create a new password and try again."),
    ).toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'Secret-123');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Secret-124');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please make sure your passwords match.')).toBeInTheDocument();
    await expect(confirmation).toHaveAccessibleDescription('Please make sure your passwords match.');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The date of birth: a real date from 1900 to today, every part given; the message describes all three inputs. */
export const DateOfBirth: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('textbox', { name: 'Month' });
    const day = canvas.getByRole('textbox', { name: 'Day' });
    const year = canvas.getByRole('textbox', { name: 'Year' });
    const typeDate = (monthText: string, dayText: string, yearText: string) =>
      typeDateOfBirth(canvasElement, monthText, dayText, yearText);
    const submit = canvas.getByRole('button', { name: 'Create an Account' });

    await typeDate('13', '1', '1990');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Please enter a valid month (1-12).')).toBeInTheDocument();
    await expect(month).toHaveFocus();
    await expect(day).toHaveAccessibleDescription('Please enter a valid month (1-12).');

    await typeDate('2', '30', '2024');
    await expect(await canvas.findByText('Please enter a valid day (1-29).')).toBeInTheDocument();
    await typeDate('2', '29', '1899');
    await expect(await canvas.findByText('Please enter a valid year (1900-2026).')).toBeInTheDocument();
    await typeDate('6', '1', '2026');
    await expect(await canvas.findByText('Please enter a date from the past.')).toBeInTheDocument();
    await typeDate('5', '15', '2026');
    await waitFor(() => expect(canvas.queryByText('Please enter a date from the past.')).not.toBeInTheDocument());
    await typeDate('5', '', '1990');
    await expect(await canvas.findByText('Please enter a valid full date.')).toBeInTheDocument();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** The email is checked on the server: a taken address gets the server's message, a free one passes. */
export const EmailTaken: Story = {
  args: { defaultValues: { ...filled, email: '' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'roni_cost@example.com');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(EMAIL_TAKEN)).toBeInTheDocument();
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
    await expect(answerEmailCheck).toHaveBeenCalledWith(`${EMAIL_CHECK_URL}roni_cost%40example.com`, expect.anything());
    await expect(args.onRegister).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await userEvent.type(email, 'veronica@example.com');
    await waitFor(() => expect(canvas.queryByText(EMAIL_TAKEN)).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onRegister).toHaveBeenCalledWith(filled));
  },
};

/**
 * When the shop asks for it (many registrations from one address), the registration captcha
 * (`user_create`) is shown under the password and must be answered; the answer is sent with
 * the form's id and cleared after the attempt.
 */
export const WithCaptcha: Story = {
  args: {
    showDob: false,
    defaultValues: filled,
    captcha: { imageSrc: captchaImage('r4Tz9'), caseSensitive: true, onReload: fn(async () => captchaImage('Qp7mW')) },
  },
  play: async ({ canvasElement, args }) => {
    await answerRequiredCaptcha(canvasElement, {
      submit: () => userEvent.click(within(canvasElement).getByRole('button', { name: 'Create an Account' })),
      answer: 'r4Tz9',
      onSubmit: args.onRegister,
      sent: { ...filled, captcha_form_id: 'user_create', captcha_string: 'r4Tz9' },
    });
  },
};

/** The server's refusal in the message area above the fields (a click on it calls `onMessageClear`). */
export const ErrorMessage: Story = {
  args: { message: { type: 'error', text: EMAIL_TAKEN }, onMessageClear: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(EMAIL_TAKEN);
  },
};

/** On a phone the fields stack into one column. */
export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await RequiredFields.play?.(context);
    // Focusing the first field scrolled the frame by its label; show the form from the top.
    context.canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
