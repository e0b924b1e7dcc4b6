import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriberGridItem } from '../../newsletter/model';
import { DEFAULT_SUBSCRIBER_GRID_QUERY } from '../model';
import { SubscribersGrid } from './subscribers-grid';

// jsdom has no ResizeObserver; Radix's checkbox measures its form input with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const at = '2026-11-29T10:00:00.000Z';
const rows: SubscriberGridItem[] = [
  { id: 7, email: 'roni_cost@example.com', type: 'Customer', firstname: 'Veronica', lastname: 'Costello', status: 'subscribed', createdAt: at, changedAt: at },
  { id: 5, email: 'guest@example.com', type: 'Guest', firstname: null, lastname: null, status: 'unsubscribed', createdAt: at, changedAt: at },
];

function grid() {
  const props = { onUnsubscribe: vi.fn(async () => true), onDelete: vi.fn(async () => true), onQueryChange: vi.fn() };
  render(<SubscribersGrid rows={rows} total={2} query={DEFAULT_SUBSCRIBER_GRID_QUERY} {...props} />);
  return props;
}

describe('SubscribersGrid', () => {
  it('shows each subscriber\'s type, name and status, and offers Unsubscribe only to those not unsubscribed', () => {
    grid();
    const [, customer, guest] = screen.getAllByRole('row');
    expect(within(customer!).getByText('Customer')).toBeInTheDocument();
    expect(within(customer!).getByText('Veronica Costello')).toBeInTheDocument();
    expect(within(customer!).getByText('Subscribed')).toBeInTheDocument();
    expect(within(guest!).getByText('Guest')).toBeInTheDocument();
    expect(within(guest!).getByText('Unsubscribed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unsubscribe roni_cost@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe guest@example.com' })).toBeNull();
  });

  it('unsubscribes the rows selected on the page after asking, then clears the selection', async () => {
    const user = userEvent.setup();
    const { onUnsubscribe } = grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 record(s) selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Actions'), 'unsubscribe');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to unsubscribe the 2 selected subscriber(s)?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onUnsubscribe).toHaveBeenCalledWith([7, 5]));
    await vi.waitFor(() => expect(screen.getByText('0 record(s) selected')).toBeInTheDocument());
  });

  it('deletes one row from its own action, and nothing when the question is cancelled', async () => {
    const user = userEvent.setup();
    const { onDelete } = grid();
    await user.click(screen.getByRole('button', { name: 'Delete guest@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete guest@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 1 selected subscriber(s)?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith([5]));
  });
});
