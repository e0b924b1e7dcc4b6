import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTableToolbar, type DataTableActiveFilter } from './data-table-toolbar';

const inForce: DataTableActiveFilter[] = [
  { id: 'status', label: 'Status', value: 'Pending' },
  { id: 'store', label: 'Purchase Point', value: 'Main Website' },
  { id: 'fulltext', label: 'Keyword', value: 'jane' },
];

const searchField = () => screen.getByRole('searchbox', { name: 'Search by keyword' });
const removeButton = (name: string) => screen.getByRole('button', { name });

/** A toolbar whose app takes every removal. */
function Controlled() {
  const [filters, setFilters] = useState(inForce);
  return (
    <DataTableToolbar
      onSearch={() => {}}
      activeFilters={filters}
      onRemoveFilter={(id) => setFilters((current) => current.filter((filter) => filter.id !== id))}
      onClearFilters={() => setFilters([])}
    />
  );
}

describe('DataTableToolbar', () => {
  it('searches on Enter and with the button, the keyword trimmed', async () => {
    const onSearch = vi.fn();
    render(<DataTableToolbar onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: 'Search by keyword' })).toBeInTheDocument();
    await userEvent.type(searchField(), '  000000123 {Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('000000123');
    await userEvent.clear(searchField());
    await userEvent.type(searchField(), 'Jane');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('Jane');
  });

  it('shows the keyword in force whenever the app changes it', () => {
    const { rerender } = render(<DataTableToolbar search="jane" onSearch={() => {}} />);
    expect(searchField()).toHaveValue('jane');
    rerender(<DataTableToolbar search="" onSearch={() => {}} />);
    expect(searchField()).toHaveValue('');
  });

  it('shows the filters area the app fills, and no search without onSearch', () => {
    render(<DataTableToolbar filters={<label>Status<select /></label>} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByText('Active filters:')).not.toBeInTheDocument();
  });

  it('lists the filters in force as chips and reports a removal or Clear all', async () => {
    const onRemoveFilter = vi.fn();
    const onClearFilters = vi.fn();
    render(<DataTableToolbar activeFilters={inForce} onRemoveFilter={onRemoveFilter} onClearFilters={onClearFilters} />);
    const chips = screen.getByRole('list', { name: 'Active filters:' });
    expect(screen.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Status: Pending',
      'Purchase Point: Main Website',
      'Keyword: jane',
    ]);
    expect(chips).toBeInTheDocument();
    await userEvent.click(removeButton('Remove Purchase Point: Main Website'));
    expect(onRemoveFilter).toHaveBeenCalledWith('store');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('moves the focus to the next chip when one goes, and to the search field when all go', async () => {
    render(<Controlled />);
    removeButton('Remove Status: Pending').focus();
    await userEvent.keyboard('{Enter}');
    expect(removeButton('Remove Purchase Point: Main Website')).toHaveFocus();
    removeButton('Remove Keyword: jane').focus();
    await userEvent.keyboard('{Enter}');
    expect(removeButton('Remove Purchase Point: Main Website')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(searchField()).toHaveFocus();
  });
});
