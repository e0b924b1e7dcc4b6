import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from './contact-form';
import { sendWithKeyboard } from '../../test-support/forms-story-steps';

const REQUIRED = 'This is a required field.';
const INVALID_EMAIL = 'Please enter a valid email address (Ex: johndoe@domain.com).';
const INVALID_PHONE = 'Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.';

const meta = {
  title: 'Forms/Contact',
  component: ContactForm,
  tags: ['autodocs'],
  args: { onContact: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and sent with the keyboard alone. */
export const Default: Story = {
  play: ({ canvasElement, args }) => sendWithKeyboard(canvasElement, {
    sent: {
      name: 'Veronica Costello',
      email: 'veronica@example.com',
      telephone: '(555) 229-3326',
      comment: 'Where is my order?\nIt was placed a week ago.',
    },
    button: 'Submit',
    onSubmit: args.onContact,
    stops: (canvas) => [
      { focus: canvas.getByRole('textbox', { name: 'Name' }), keys: 'Veronica Costello' },
      { keys: ' veronica@example.com ' },
      { focus: canvas.getByRole('textbox', { name: 'Phone Number' }), keys: '(555) 229-3326' },
      {
        focus: canvas.getByRole('textbox', { name: "What's on your mind?" }),
        keys: 'Where is my order?{Enter}It was placed a week ago.',
      },
    ],
  }),
};

/** Missing fields, a bad address and a bad phone number get the rules' exact messages. */
export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    const comment = canvas.getByRole('textbox', { name: "What's on your mind?" });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(3));
    await expect(name).toHaveFocus();
    await expect(comment).toHaveAccessibleDescription(REQUIRED);
    // The phone number is optional: empty, it is not an error.
    await expect(phone).toHaveAttribute('aria-invalid', 'false');

    await userEvent.type(name, 'Veronica Costello');
    await userEvent.type(email, 'veronica@example');
    await userEvent.type(phone, '555-12');
    await expect(await canvas.findByText(INVALID_EMAIL)).toBeInTheDocument();
    await expect(await canvas.findByText(INVALID_PHONE)).toBeInTheDocument();
    await expect(phone).toHaveAccessibleDescription(INVALID_PHONE);
    await userEvent.type(comment, 'Where is my order?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(email).toHaveFocus();
    await expect(args.onContact).not.toHaveBeenCalled();
  },
};

/** While the message is sent: progress on 'Submit', the form busy. */
export const Sending: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Contact Us' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: a green ring and the thanks next to 'Submit' (the shop shows them for 4 s). */
export const Sent: Story = {
  args: { status: 'success', defaultValues: { name: 'Veronica Costello', email: 'veronica@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Contact Us' })).toHaveAttribute('data-status', 'success');
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you. Your message was sent.');
    await expect(canvas.getByText('Thank you. Your message was sent.')).toBeVisible();
  },
};

/** Not sent: a red ring; the text is for screen readers only (SPEC.md §8: no text is shown). */
export const NotSent: Story = {
  args: {
    status: 'error',
    defaultValues: {
      name: 'Veronica Costello',
      email: 'veronica@example.com',
      comment: 'Where is my order?',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Contact Us' })).toHaveAttribute('data-status', 'error');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your message could not be sent.');
    await expect(canvas.getByRole('status')).toHaveClass('sr-only');
    await expect(canvas.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('Where is my order?');
  },
};
