import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CookieStatus } from './cookie-status';

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
