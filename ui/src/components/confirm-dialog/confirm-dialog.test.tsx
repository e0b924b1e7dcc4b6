import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * How long the test waits for the dialog's chunk to be asked for, and for the dialog once it
 * arrives: the module loader answers a fresh import in milliseconds, but on a loaded machine (the
 * whole suite on two cores) it once took longer than waitFor's default second.
 */
const CHUNK_REQUEST_WAIT = { timeout: 5_000 };

/**
 * A copy of ConfirmDialog loaded afresh (as on a new page), whose dialog chunk the test
 * watches: `requested` tells when it is asked for, and it arrives when the test calls `arrive`.
 */
async function freshConfirmDialog() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const requested = vi.fn();
  vi.resetModules();
  vi.doMock('./confirm-dialog-panel', async (importOriginal) => {
    requested();
    await arrived;
    return importOriginal();
  });
  const loading = import('./confirm-dialog');
  // A dialog imported along with the component (with the page) would be asked for by now.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requested, 'the dialog is fetched with the page').not.toHaveBeenCalled();
  const { ConfirmDialog: Fresh } = await loading;
  const onCancel = vi.fn();
  render(<Fresh content={REMOVE_ITEM_QUESTION} onCancel={onCancel} trigger={<Button variant="link">Remove</Button>} />);
  return { trigger: screen.getByRole('button', { name: 'Remove' }), requested, arrive, onCancel };
}

// Each waits up to CHUNK_REQUEST_WAIT for the chunk, then for the dialog: more than the default 5 s.
describe('ConfirmDialog loading', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.doUnmock('./confirm-dialog-panel');
  });

  it('fetches the dialog only when the trigger is focused, and a press opens it once it arrives', async () => {
    const { trigger, requested, arrive, onCancel } = await freshConfirmDialog();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requested, 'the dialog is fetched on render').not.toHaveBeenCalled();

    await userEvent.tab();
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(1), CHUNK_REQUEST_WAIT);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Pressed before the chunk is there: the question opens as soon as it arrives.
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    arrive();
    const dialog = await screen.findByRole('alertdialog', { name: REMOVE_ITEM_QUESTION }, CHUNK_REQUEST_WAIT);
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('fetches the dialog when the trigger is hovered, without opening it', async () => {
    const { trigger, requested, arrive } = await freshConfirmDialog();
    expect(requested).not.toHaveBeenCalled();
    fireEvent.pointerEnter(trigger);
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(1), CHUNK_REQUEST_WAIT);
    arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens on a press alone (a tap, no hover or focus first) once the dialog arrives', async () => {
    const { trigger, requested, arrive } = await freshConfirmDialog();
    fireEvent.click(trigger);
    await waitFor(() => expect(requested).toHaveBeenCalledTimes(1), CHUNK_REQUEST_WAIT);
    arrive();
    await screen.findByRole('alertdialog', { name: REMOVE_ITEM_QUESTION }, CHUNK_REQUEST_WAIT);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('ConfirmDialog', () => {
  it('asks the remove-item question with OK and Cancel, focus on Cancel', async () => {
    renderRemove();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: REMOVE_ITEM_QUESTION });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms with OK and closes, without cancelling', async () => {
    const { onConfirm, onCancel } = renderRemove();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    // The dialog's chunk loads on the first press (an earlier test may have loaded it, or not).
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onConfirm, onCancel } = renderRemove();
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('uses a title as the name and the question as the description', async () => {
    render(<ConfirmDialog defaultOpen title="Remove item" content={REMOVE_ITEM_QUESTION} confirmLabel="Remove" />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove item' });
    expect(dialog).toHaveAccessibleDescription(REMOVE_ITEM_QUESTION);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
