import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    // The mini cart's question (SPEC.md §4 "Item removal").
    content: 'Are you sure you would like to remove this item from the shopping cart?',
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

const question = 'Are you sure you would like to remove this item from the shopping cart?';

/** Closed; answered with the keyboard alone: Enter opens, Escape cancels, Tab + Enter confirms. */
export const Closed: Story = {
  name: 'Closed · keyboard: Enter opens, Escape cancels, Tab and Enter confirm',
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove item' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: question });
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: question });
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    trigger.blur();
  },
};

/** Open: the remove-item question with OK and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With a heading, and a danger-styled confirm button. */
export const WithTitle: Story = {
  args: { title: 'Remove item', confirmLabel: 'Remove', confirmVariant: 'danger' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove item' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove item' });
    await expect(dialog).toHaveAccessibleDescription(question);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the buttons stack, the confirming one on top. */
export const Phone: Story = {
  ...Open,
  parameters: { test: { viewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
};

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
      const trigger = within(canvasElement).getByRole('button', { name });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('alertdialog', { name: dialogName });
      await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    }
    await expect(args.onConfirm).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
