import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { Messages, type MessageData } from './messages';

/** One message of each type, with parameters and allowed tags. */
const byType = {
  success: { type: 'success', text: 'You added %1 to your <a href="#cart">shopping cart</a>.', params: ['Radiant Tee'] },
  notice: { type: 'notice', text: 'Your account was updated. Please sign in again to see your new prices.' },
  warning: { type: 'warning', text: 'Only %1 left in stock for <b>%2</b>.', params: [2, 'Breathe-Easy Tank'] },
  error: { type: 'error', text: 'The requested qty is not available' },
} satisfies Record<string, MessageData>;

const allTypes: MessageData[] = Object.values(byType);
/** What the checkout's messages area shows after a failed order. */
const checkoutMessages: MessageData[] = [byType.error, byType.success];

const meta = {
  title: 'Kit/Messages',
  component: Messages,
  tags: ['autodocs'],
  // Screenshots must not depend on time: auto-hide is off unless a story is about it.
  args: { messages: allTypes, autoHide: false, onDismiss: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Messages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All variants: the four types side by side, with parameters and allowed tags. */
export const AllVariants: Story = {
  name: 'All variants · keyboard: Tab reaches the link in a message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'shopping cart' })).toBeInTheDocument();
    await expect(canvas.getByText('Breathe-Easy Tank').tagName).toBe('B');
    // Keyboard: the link inside a message is reachable.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'shopping cart' })).toHaveFocus();
    blurActiveElement();
  },
};

export const Success: Story = { args: { messages: [byType.success] } };
export const Notice: Story = { args: { messages: [byType.notice] } };
export const Warning: Story = { args: { messages: [byType.warning] } };
export const Error: Story = { args: { messages: [byType.error] } };

/** Only div, span, b, strong, i, em, u and a survive; scripts, images and other tags are dropped. */
export const Sanitized: Story = {
  args: {
    messages: [
      {
        type: 'notice',
        text: 'Kept: <b>b</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <span>span</span>. Dropped: <img src="x" onerror="alert(1)"><script>alert(2)</script><h2>heading</h2><p>paragraph</p><button>button</button>',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="messages-text"]');
    await expect(text?.querySelector('img, script, h2, p, button')).toBeNull();
    await expect(text?.querySelectorAll('b, strong, i, em, u, span')).toHaveLength(6);
    await expect(text).toHaveTextContent('Dropped: headingparagraphbutton');
  },
};

/**
 * Auto-hide at work, shortened (the defaults are 5000 ms and a 500 ms hide; the unit
 * tests check those with fake timers). The frame ends on the emptied area.
 */
export const AutoHide: Story = {
  args: { messages: [byType.success], autoHide: true, autoHideDelay: 300, hideDuration: 100 },
  play: async ({ canvasElement, args }) => {
    const message = within(canvasElement).getByRole('status');
    await waitFor(() => expect(message).toHaveAttribute('data-state', 'hiding'));
    await waitFor(() => expect(message).not.toBeInTheDocument());
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function CheckoutMessagesDemo(props: { onClear?: () => void }) {
  const [messages, setMessages] = useState(checkoutMessages);
  return (
    <div className="flex flex-col gap-4">
      <Messages messages={messages} autoHide={false} clearOnClick onClear={props.onClear} />
      <Button variant="outline" className="self-start" onClick={() => setMessages([...checkoutMessages])}>
        Place Order
      </Button>
    </div>
  );
}

/** The checkout messages area: a click anywhere in it (or its Close button) clears it. */
export const CheckoutArea: Story = {
  render: (args) => <CheckoutMessagesDemo onClear={args.onClear} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('The requested qty is not available'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // A new answer from the server shows the messages again.
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    // Keyboard alone: Tab to the link, then to Close, and Enter clears.
    blurActiveElement();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    // Show them again for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    blurActiveElement();
  },
};

/** On a phone the messages wrap under their icons. */
export const Phone: Story = { ...onPhone };
