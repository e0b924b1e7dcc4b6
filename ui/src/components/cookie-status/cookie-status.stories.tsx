import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieStatus, type CookieStatusProps } from './cookie-status';

const meta = {
  title: 'Kit/CookieStatus',
  component: CookieStatus,
  tags: ['autodocs'],
  args: { cookiesEnabled: false, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-[480px] p-6 text-neutral-700">
        <p>Page content behind the popup.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookieStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cookies disabled: the popup is open, focus on its Close button. */
export const CookiesDisabled: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cookies are disabled' });
    await expect(dialog).toHaveAccessibleDescription(/This shop needs cookies/);
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

/** Keyboard only: Tab stays inside the popup, Enter on Close dismisses it. */
export const CloseWithKeyboard: Story = {
  name: 'Close with keyboard: Tab stays inside, Enter on Close dismisses',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = await body.findByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Cookies work: nothing is shown. */
export const CookiesEnabled: Story = {
  args: { cookiesEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  parameters: { test: { viewport: 'phone' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cookies are disabled' });
  },
};

/** The shop's texts first; once closed, the same popup with a custom title and text. */
function CookieStatusVariants(props: CookieStatusProps) {
  const [custom, setCustom] = useState(false);
  return custom ? (
    <CookieStatus
      key="custom"
      {...props}
      title="Cookies are off"
      description="Turn cookies on to keep your cart between pages."
    />
  ) : (
    <CookieStatus
      key="default"
      {...props}
      onOpenChange={(open) => {
        props.onOpenChange?.(open);
        if (!open) setCustom(true);
      }}
    />
  );
}

/**
 * The shop's texts and a custom title and text. The popup is modal, so the two cannot be open side
 * by side: the play checks the first, closes it with Escape, and checks the second.
 */
export const AllVariants: Story = {
  render: (args) => <CookieStatusVariants {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await body.findByRole('dialog', { name: 'Cookies are disabled' });
    await expect(first).toHaveAccessibleDescription(/This shop needs cookies/);
    await waitFor(() => expect(body.getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    const second = await body.findByRole('dialog', { name: 'Cookies are off' });
    await expect(second).toHaveAccessibleDescription('Turn cookies on to keep your cart between pages.');
  },
};
