import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

// The mini cart's question (SPEC.md §4 "Item removal"), this dialog's first user.
const REMOVE_ITEM_QUESTION = 'Are you sure you would like to remove this item from the shopping cart?';

function renderRemove() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      content={REMOVE_ITEM_QUESTION}
      onConfirm={onConfirm}
      onCancel={onCancel}
      trigger={<Button variant="link">Remove</Button>}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the remove-item question with OK and Cancel, focus on Cancel', async () => {
    renderRemove();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you would like to remove this item from the shopping cart?',
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with OK and closes, without cancelling', async () => {
    const { onConfirm, onCancel } = renderRemove();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onConfirm, onCancel } = renderRemove();
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('uses a title as the name and the question as the description', () => {
    render(<ConfirmDialog defaultOpen title="Remove item" content={REMOVE_ITEM_QUESTION} confirmLabel="Remove" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove item' });
    expect(dialog).toHaveAccessibleDescription(REMOVE_ITEM_QUESTION);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
