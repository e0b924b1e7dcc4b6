import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTableMassActions, DataTableSelectFilter } from './data-table-controls';

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'complete', label: 'Complete' },
] as const;
const ACTIONS = [
  { value: 'status', label: 'Update Status' },
  { value: 'delete', label: 'Delete' },
] as const;

describe('DataTableSelectFilter', () => {
  it('is named by its label, offers All first and reports a value or null', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<DataTableSelectFilter label="Status" value={null} options={STATUSES} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pending', 'Complete']);
    await userEvent.selectOptions(select, 'Complete');
    expect(onValueChange).toHaveBeenLastCalledWith('complete');
    rerender(<DataTableSelectFilter label="Status" value="complete" options={STATUSES} onValueChange={onValueChange} />);
    expect(select).toHaveValue('complete');
    await userEvent.selectOptions(select, 'All');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });
});

/** Mass actions whose app keeps the action, as a grid does. */
function Controlled({ selected, onSubmit, needsStatus = false }: { selected: number; onSubmit: () => void; needsStatus?: boolean }) {
  const [action, setAction] = useState<'' | 'status' | 'delete'>('');
  const [status, setStatus] = useState('');
  return (
    <DataTableMassActions actions={ACTIONS} action={action} onActionChange={setAction} selected={selected} onSubmit={onSubmit} ready={!needsStatus || action !== 'status' || status !== ''}>
      {needsStatus && action === 'status' ? (
        <label>
          New Status
          <select value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">Please select</option>
            <option value="complete">Complete</option>
          </select>
        </label>
      ) : null}
    </DataTableMassActions>
  );
}

describe('DataTableMassActions', () => {
  it('is a form named Mass actions that says how many records are selected', () => {
    render(<Controlled selected={3} onSubmit={() => {}} />);
    expect(screen.getByRole('form', { name: 'Mass actions' })).toBeInTheDocument();
    expect(screen.getByText('3 record(s) selected')).toHaveAttribute('aria-live', 'polite');
  });

  it('submits only once an action is chosen and records are selected', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Controlled selected={0} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Actions' }), 'Delete');
    expect(submit).toBeDisabled();
    rerender(<Controlled selected={2} onSubmit={onSubmit} />);
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('waits for the fields the chosen action needs, and submits from the keyboard', async () => {
    const onSubmit = vi.fn();
    render(<Controlled selected={1} onSubmit={onSubmit} needsStatus />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Actions' }), 'Update Status');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New Status' }), 'Complete');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does not submit while a change is under way', async () => {
    const onSubmit = vi.fn();
    render(<DataTableMassActions actions={ACTIONS} action="delete" onActionChange={() => {}} selected={1} onSubmit={onSubmit} busy />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
