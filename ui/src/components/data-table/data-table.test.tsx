import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';
import { orderColumns, sampleOrders, type SampleOrder } from './data-table.fixtures';
import type { DataTableSort } from './sort-and-paging';

const orders = sampleOrders(3);

function OrderGrid(props: Partial<DataTableProps<SampleOrder>>) {
  return (
    <DataTable
      caption="Orders"
      columns={orderColumns}
      rows={orders}
      rowKey={(order) => order.id}
      rowAction={(order) => <a href={`/admin/sales/order/view/order_id/${order.id}`} aria-label={`View order ${order.incrementId}`}>View</a>}
      {...props}
    />
  );
}

/** A grid whose app takes every sort request (the rows stay: the server would sort them). */
function SortingGrid({ onSortChange }: { onSortChange: (sort: DataTableSort) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>({ column: 'created_at', direction: 'desc' });
  return (
    <OrderGrid
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Orders' });
const header = (name: string) => screen.getByRole('columnheader', { name });
const status = () => screen.getByText((_, element) => element?.getAttribute('data-slot') === 'data-table-announcement');

describe('DataTable', () => {
  it('is a table with a caption, column headers with scope, and a row header per row', () => {
    render(<OrderGrid />);
    expect(table().querySelector('caption')).toHaveTextContent('Orders');
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['ID', 'Purchase Date', 'Bill-to Name', 'Ship-to Name', 'Grand Total', 'Status', 'Action']);
    for (const th of headers) expect(th).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: '000000001' })).toHaveAttribute('scope', 'row');
    expect(within(table()).getAllByRole('row')).toHaveLength(4);
  });

  it('aligns money to the end and hides the phone-hidden columns below sm', () => {
    render(<OrderGrid />);
    const total = screen.getByRole('cell', { name: '$19.99' });
    expect(total).toHaveAttribute('data-align', 'end');
    expect(total).toHaveClass('text-end', 'tabular-nums');
    expect(header('Grand Total')).toHaveClass('text-end');
    expect(header('Ship-to Name')).toHaveClass('hidden', 'sm:table-cell');
    expect(header('Bill-to Name')).not.toHaveClass('hidden');
  });

  it('scrolls inside a named region that the keyboard reaches', async () => {
    render(<OrderGrid />);
    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table());
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('makes rows no click target: each row action is its own Tab stop', async () => {
    render(<OrderGrid />);
    expect(within(table()).getAllByRole('row')[1]).not.toHaveAttribute('onclick');
    await userEvent.tab();
    for (const name of ['ID', 'Purchase Date', 'Bill-to Name', 'Grand Total', 'Status']) {
      await userEvent.tab();
      expect(screen.getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'View order 000000001' })).toHaveFocus();
  });

  it('puts sort buttons in sortable headers only, with aria-sort on the header', () => {
    render(<OrderGrid sort={{ column: 'grand_total', direction: 'asc' }} />);
    expect(header('Grand Total')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('ID')).toHaveAttribute('aria-sort', 'none');
    expect(within(header('Grand Total')).getByRole('button', { name: 'Grand Total' })).toBeInTheDocument();
    expect(header('Ship-to Name')).not.toHaveAttribute('aria-sort');
    expect(within(header('Ship-to Name')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for ascending on a new column, then turns it round (Magento: asc ↔ desc)', async () => {
    const onSortChange = vi.fn();
    render(<SortingGrid onSortChange={onSortChange} />);
    expect(header('Purchase Date')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Grand Total' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'grand_total', direction: 'asc' });
    expect(header('Grand Total')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Purchase Date')).toHaveAttribute('aria-sort', 'none');
    screen.getByRole('button', { name: 'Grand Total' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(header('Grand Total')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard(' ');
    expect(header('Grand Total')).toHaveAttribute('aria-sort', 'ascending');
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the rows while loading, busy and masked', () => {
    render(<OrderGrid loading />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('rowheader', { name: '000000002' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeVisible();
  });

  it("says \"We couldn't find any records.\" for an empty result, and nothing while the first load runs", () => {
    const { rerender } = render(<OrderGrid rows={[]} loading />);
    expect(screen.queryByText("We couldn't find any records.")).not.toBeInTheDocument();
    rerender(<OrderGrid rows={[]} />);
    const empty = screen.getByRole('cell', { name: "We couldn't find any records." });
    expect(empty).toHaveAttribute('colspan', '7');
  });

  it('shows the error in place of the rows', () => {
    render(<OrderGrid error={<p role="alert">Something went wrong.</p>} />);
    expect(within(table()).getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('announces the records found after each result, never on first render', () => {
    const { rerender } = render(<OrderGrid total={123} />);
    expect(status()).toHaveTextContent('');
    expect(status()).toHaveAttribute('role', 'status');
    rerender(<OrderGrid total={123} loading />);
    expect(status()).toHaveTextContent('');
    const page2 = sampleOrders(6).slice(3);
    rerender(<OrderGrid total={123} rows={page2} />);
    expect(status()).toHaveTextContent('123 records found');
    rerender(<OrderGrid total={0} rows={[]} />);
    expect(status()).toHaveTextContent("We couldn't find any records.");
  });

  it('shows the toolbar and the pager above the table', () => {
    render(<OrderGrid toolbar={<p>toolbar</p>} pager={<p>pager</p>} hideCaption />);
    const [toolbar, pager] = [screen.getByText('toolbar'), screen.getByText('pager')];
    expect(toolbar.compareDocumentPosition(pager) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pager.compareDocumentPosition(table()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(table().querySelector('caption')).toHaveClass('sr-only');
  });
});
