import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { blurActiveElement, closeWithKey, onPhone, openWithClick, openWithEnter } from '../../../test-support/story-play';
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

const updateButton = (canvasElement: HTMLElement, name = 'Update') => within(canvasElement).getByRole('button', { name });

/** Closed; with the keyboard alone: Enter opens it, Enter on OK closes it, focus returns. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, OK or Escape closes, focus returns',
  play: async ({ canvasElement, args }) => {
    const trigger = updateButton(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'The requested qty is not available' });
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await closeWithKey('{Enter}', 'alertdialog', trigger);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await closeWithKey('{Escape}', 'alertdialog', trigger);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    trigger.blur();
  },
};

/** Open: the mini cart's error_message after a failed quantity update. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await openWithClick(updateButton(canvasElement), 'alertdialog', 'The requested qty is not available');
    blurActiveElement();
  },
};

export const WithTitle: Story = {
  args: { title: 'Attention', content: 'Something went wrong.' },
  play: async ({ canvasElement }) => {
    await expect(await openWithClick(updateButton(canvasElement), 'alertdialog', 'Attention')).toHaveAccessibleDescription('Something went wrong.');
    blurActiveElement();
  },
};

/** On a phone the button spans the width. */
export const Phone: Story = { ...Open, ...onPhone };

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
      const trigger = updateButton(canvasElement, name);
      await openWithEnter(trigger, 'alertdialog', dialogName);
      await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
      await closeWithKey('{Enter}', 'alertdialog', trigger);
    }
    blurActiveElement();
  },
};
