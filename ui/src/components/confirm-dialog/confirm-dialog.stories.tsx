import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, closeWithKey, onPhone, openWithClick, openWithEnter, waitUntilGone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

// The mini cart's question (SPEC.md §4 "Item removal").
const question = 'Are you sure you would like to remove this item from the shopping cart?';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    content: question,
    trigger: <Button variant="link">Remove item</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    confirmVariant: { control: 'select', options: ['primary', 'danger'] },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerIn = (canvasElement: HTMLElement, name = 'Remove item') => within(canvasElement).getByRole('button', { name });

/** Closed; answered with the keyboard alone: Enter opens, Escape cancels, Tab + Enter confirms. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, Escape cancels, Tab and Enter confirm',
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: question });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await closeWithKey('{Escape}', 'alertdialog', trigger);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: question });
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitUntilGone('alertdialog');
    trigger.blur();
  },
};

/** Open: the remove-item question with OK and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithClick(triggerIn(canvasElement), 'alertdialog', question);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible());
    blurActiveElement();
  },
};

/** With a heading, and a danger-styled confirm button. */
export const WithTitle: Story = {
  args: { title: 'Remove item', confirmLabel: 'Remove', confirmVariant: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(await openWithClick(triggerIn(canvasElement), 'alertdialog', 'Remove item')).toHaveAccessibleDescription(question);
    blurActiveElement();
  },
};

/** On a phone the buttons stack, the confirming one on top. */
export const Phone: Story = { ...Open, ...onPhone };

/**
 * A plain question and a titled, destructive one. A confirmation covers the page, so they cannot
 * be open side by side: the play opens each in turn with the keyboard and cancels it with Escape.
 */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex gap-6">
      <ConfirmDialog {...args} trigger={<Button variant="link">Remove item</Button>} />
      <ConfirmDialog
        {...args}
        title="Empty cart"
        confirmLabel="Remove all"
        confirmVariant="danger"
        trigger={<Button variant="link">Empty cart</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    for (const [name, dialogName] of [
      ['Remove item', question],
      ['Empty cart', 'Empty cart'],
    ] as const) {
      const trigger = triggerIn(canvasElement, name);
      await openWithEnter(trigger, 'alertdialog', dialogName);
      await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await closeWithKey('{Escape}', 'alertdialog', trigger);
    }
    await expect(args.onConfirm).not.toHaveBeenCalled();
    blurActiveElement();
  },
};
