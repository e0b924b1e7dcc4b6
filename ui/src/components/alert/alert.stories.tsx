import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Kit/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    content: 'The requested qty is not available',
    trigger: <Button>Update</Button>,
    onClose: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; with the keyboard alone: Enter opens it, Enter on OK closes it, focus returns. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, OK or Escape closes, focus returns',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Update' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'The requested qty is not available' });
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    trigger.blur();
  },
};

/** Open: the mini cart's error_message after a failed quantity update. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));
    await screen.findByRole('alertdialog', { name: 'The requested qty is not available' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithTitle: Story = {
  args: { title: 'Attention', content: 'Something went wrong.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Attention' })).toHaveAccessibleDescription(
      'Something went wrong.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the button spans the width. */
export const Phone: Story = {
  ...Open,
  parameters: { test: { viewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
};

/**
 * Without and with a title. An alert dialog covers the page, so they cannot be open side by side:
 * the play opens each in turn with the keyboard and acknowledges it with Enter on OK.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Alert {...args} trigger={<Button>Update</Button>} />
      <Alert {...args} title="Attention" content="Something went wrong." trigger={<Button>Update (titled)</Button>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const [name, dialogName] of [
      ['Update', 'The requested qty is not available'],
      ['Update (titled)', 'Attention'],
    ] as const) {
      const trigger = within(canvasElement).getByRole('button', { name });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('alertdialog', { name: dialogName });
      await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
