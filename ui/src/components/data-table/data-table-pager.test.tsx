import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTablePager, type DataTablePagerProps } from './data-table-pager';

function renderPager(props: Partial<DataTablePagerProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const view = render(
    <DataTablePager page={1} pageSize={20} total={123} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} {...props} />,
  );
  return { ...view, onPageChange, onPageSizeChange };
}

const pageField = () => screen.getByRole('textbox', { name: 'Page' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const next = () => screen.getByRole('button', { name: 'Next' });

/** A pager whose app takes every request, as the grid's page would. */
function Controlled({ total = 123 }: { total?: number }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  return <DataTablePager page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize} />;
}

describe('DataTablePager', () => {
  it('shows the records found, the page of the page count and the page size', () => {
    renderPager({ page: 3 });
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('123 records found')).toBeInTheDocument();
    expect(pageField()).toHaveValue('3');
    expect(pageField()).toHaveAccessibleDescription('of 7');
    const size = screen.getByRole('combobox', { name: 'per page' });
    expect(size).toHaveValue('20');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '30', '50', '100', '200']);
  });

  it('asks for the page before and after', async () => {
    const { onPageChange } = renderPager({ page: 3 });
    await userEvent.click(previous());
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(next());
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('keeps Previous on the first page and Next on the last focusable but inert', async () => {
    const { onPageChange, rerender } = renderPager({ page: 1 });
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous());
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<DataTablePager page={7} pageSize={20} total={123} onPageChange={onPageChange} />);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    next().focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(next()).toHaveFocus();
  });

  it('keeps the focus on Next when pressing it reaches the last page', async () => {
    render(<Controlled total={45} />);
    next().focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(pageField()).toHaveValue('3');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveFocus();
  });

  it('goes to a typed page on Enter or on leaving the field, a page past the end going to the last', async () => {
    const { onPageChange } = renderPager({ page: 2 });
    await userEvent.clear(pageField());
    await userEvent.type(pageField(), '5{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.clear(pageField());
    await userEvent.type(pageField(), '40');
    await userEvent.tab();
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(pageField()).toHaveValue('7');
  });

  it('puts the page back when the field holds no number, and asks for nothing', async () => {
    const { onPageChange } = renderPager({ page: 2 });
    await userEvent.clear(pageField());
    await userEvent.type(pageField(), 'abc{Enter}');
    expect(pageField()).toHaveValue('2');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows a page past the end as the last one and asks the app for it', () => {
    const { onPageChange } = renderPager({ page: 12, total: 45 });
    expect(pageField()).toHaveValue('3');
    expect(screen.getByText('of 3')).toBeInTheDocument();
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { onPageChange, onPageSizeChange } = renderPager({ page: 4 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('follows the app: a new page size shows page 1 of the new count', async () => {
    render(<Controlled />);
    await userEvent.click(next());
    expect(pageField()).toHaveValue('2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'per page' }), '100');
    expect(pageField()).toHaveValue('1');
    expect(screen.getByText('of 2')).toBeInTheDocument();
  });

  it('has one page and no way on for an empty result', () => {
    renderPager({ total: 0 });
    expect(screen.getByText('0 records found')).toBeInTheDocument();
    expect(screen.getByText('of 1')).toBeInTheDocument();
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers a size it was given that is not in the list, and no size select without onPageSizeChange', () => {
    const { unmount } = renderPager({ pageSize: 25 });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['20', '25', '30', '50', '100', '200']);
    unmount();
    render(<DataTablePager page={1} pageSize={20} total={10} onPageChange={() => {}} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
