import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLabel } from '../../../test-support/story-controls';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { DatePicker } from '../date-picker/date-picker';
import { Message } from '../messages/messages';
import { Select } from '../select/select';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { DataTableMassActions, DataTableSelectFilter } from './data-table-controls';
import { orderColumns, queryOrders, sampleOrders, type OrderQuery, type SampleOrder } from './data-table.fixtures';
import { DataTablePager } from './data-table-pager';
import { DataTableToolbar, type DataTableActiveFilter } from './data-table-toolbar';
import type { DataTableSort } from './sort-and-paging';

const ALL_ORDERS = sampleOrders(137);
/** Magento's order grid opens with the newest orders first. */
const NEWEST_FIRST: DataTableSort = { column: 'created_at', direction: 'desc' };
const STATUS_OPTIONS = ['Pending', 'Processing', 'Complete', 'Canceled'].map((status) => ({ value: status, label: status }));
/** A fixed "today" for the date picker, so the screenshots do not change with the date. */
const TODAY = new Date(2026, 11, 31);

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const shownDate = (date: Date) => date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

function viewOrder(order: SampleOrder) {
  return (
    <a href={`#order-${order.id}`} aria-label={`View order ${order.incrementId}`} className="font-semibold text-brand-700 underline hover:text-brand-800">
      View
    </a>
  );
}

interface OrderFiltersProps {
  status: string;
  onStatusChange: (status: string) => void;
  from: Date | null;
  onFromChange: (from: Date | null) => void;
}

/** The filters the app puts in the toolbar, made of the kit's own controls. */
function OrderFilters({ status, onStatusChange, from, onFromChange }: OrderFiltersProps) {
  return (
    <>
      <StoryLabel text="Status" className="w-44">
        <Select value={status} placeholder="All" options={STATUS_OPTIONS} onChange={(event) => onStatusChange(event.target.value)} />
      </StoryLabel>
      <DatePicker label="Purchase Date from" value={from} onValueChange={onFromChange} today={TODAY} className="w-60" />
    </>
  );
}

/** The chips of the search and filters in force. */
function chipsOf({ keyword = '', status = '', from = null }: { keyword?: string; status?: string; from?: Date | null }): DataTableActiveFilter[] {
  return [
    ...(keyword ? [{ id: 'keyword', label: 'Keyword', value: keyword }] : []),
    ...(status ? [{ id: 'status', label: 'Status', value: status }] : []),
    ...(from ? [{ id: 'from', label: 'Purchase Date from', value: shownDate(from) }] : []),
  ];
}

/**
 * The args of a grid frozen in one state: the rows the server would send for `query`, with a
 * toolbar and a pager that only report (for the stories of one state each).
 */
function frozenGrid(query: Partial<OrderQuery> & { orders?: readonly SampleOrder[] } = {}): Partial<DataTableProps<SampleOrder>> {
  const { orders = ALL_ORDERS, ...rest } = query;
  const request: OrderQuery = { sort: NEWEST_FIRST, page: 1, pageSize: 20, ...rest };
  const { rows, total } = queryOrders(orders, request);
  return {
    rows,
    total,
    sort: request.sort,
    toolbar: (
      <DataTableToolbar
        search={request.keyword}
        onSearch={fn()}
        filters={<OrderFilters status={request.status ?? ''} onStatusChange={fn()} from={null} onFromChange={fn()} />}
        activeFilters={chipsOf({ keyword: request.keyword, status: request.status })}
        onRemoveFilter={fn()}
        onClearFilters={fn()}
      />
    ),
    pager: <DataTablePager page={request.page} pageSize={request.pageSize} total={total} onPageChange={fn()} onPageSizeChange={fn()} />,
  };
}

/**
 * The order grid working on a local array, as the back office would on its server: sort, search,
 * filter and page it. Searching or filtering goes back to page 1, as Magento's grid does.
 */
function InteractiveOrderGrid(props: Partial<DataTableProps<SampleOrder>>) {
  const [sort, setSort] = useState<DataTableSort | null>(NEWEST_FIRST);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState<Date | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { rows, total } = useMemo(
    () => queryOrders(ALL_ORDERS, { sort, keyword, status, from: from ? isoDate(from) : '', page, pageSize }),
    [sort, keyword, status, from, page, pageSize],
  );
  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const remove: Record<string, () => void> = {
    keyword: () => setKeyword(''),
    status: () => setStatus(''),
    from: () => setFrom(null),
  };

  return (
    <DataTable
      caption="Orders"
      columns={orderColumns}
      rowKey={(order) => order.id}
      rowAction={viewOrder}
      {...props}
      rows={rows}
      total={total}
      sort={sort}
      onSortChange={setSort}
      toolbar={
        <DataTableToolbar
          search={keyword}
          onSearch={filtered(setKeyword)}
          filters={<OrderFilters status={status} onStatusChange={filtered(setStatus)} from={from} onFromChange={filtered(setFrom)} />}
          activeFilters={chipsOf({ keyword, status, from })}
          onRemoveFilter={(id) => {
            remove[id]?.();
            setPage(1);
          }}
          onClearFilters={() => {
            for (const clear of Object.values(remove)) clear();
            setPage(1);
          }}
        />
      }
      pager={<DataTablePager page={page} pageSize={pageSize} total={total} onPageChange={setPage} onPageSizeChange={setPageSize} />}
    />
  );
}

const meta = {
  title: 'Kit/DataTable',
  component: DataTable<SampleOrder>,
  subcomponents: { DataTableToolbar, DataTablePager, DataTableSelectFilter, DataTableMassActions },
  tags: ['autodocs'],
  args: {
    caption: 'Orders',
    columns: orderColumns,
    rowKey: (order) => order.id,
    rowAction: viewOrder,
    onSortChange: fn(),
    ...frozenGrid(),
  },
  argTypes: { loading: { control: 'boolean' } },
} satisfies Meta<typeof DataTable<SampleOrder>>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Orders' });
const header = (canvasElement: HTMLElement, name: string) => within(grid(canvasElement)).getByRole('columnheader', { name });
/** A header hidden at this width: it has left the accessibility tree (and its name with it), so it is found by its text. */
const hiddenHeader = (canvasElement: HTMLElement, text: string) => within(grid(canvasElement)).getByText(text, { selector: 'th, th *' });
const firstRowHeader = (canvasElement: HTMLElement) => within(grid(canvasElement)).getAllByRole('rowheader')[0];

/**
 * The first page, newest orders first. Keyboard alone: Tab goes through the search, the filters,
 * the pager, the table's scrolling region, each sort button and each row's View link.
 */
export const Default: Story = {
  name: 'Default · keyboard: Tab reaches the search, pager, table, sort buttons and row links',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('137 records found')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveAccessibleDescription('of 7');
    await expect(header(canvasElement, 'Purchase Date')).toHaveAttribute('aria-sort', 'descending');
    await expect(within(grid(canvasElement)).getAllByRole('rowheader')).toHaveLength(20);
    const region = canvas.getByRole('region', { name: 'Orders' });
    region.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ID' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'increment_id', direction: 'asc' });
    blurActiveElement();
  },
};

/**
 * Try it: sort by any sortable column (a new column ascending, then turning round), search, filter,
 * remove chips and page through 137 orders held in the story.
 */
export const Interactive: Story = {
  render: (args) => <InteractiveOrderGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pageField = canvas.getByRole('textbox', { name: 'Page' });
    await userEvent.click(canvas.getByRole('button', { name: 'Grand Total' }));
    await expect(header(canvasElement, 'Grand Total')).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRowHeader(canvasElement)).toHaveTextContent('000000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Grand Total' }));
    await expect(header(canvasElement, 'Grand Total')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(pageField).toHaveValue('2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'per page' }), '50');
    await expect(pageField).toHaveValue('1');
    await expect(pageField).toHaveAccessibleDescription('of 3');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by keyword' }), 'jane{Enter}');
    await expect(canvas.getByRole('list', { name: 'Active filters:' })).toHaveTextContent('Keyword: jane');
    await expect(canvas.getByText('39 records found', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="data-table-announcement"]')).toHaveTextContent('39 records found'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Keyword: jane' }));
    await expect(canvas.getByText('137 records found', { selector: 'p' })).toBeVisible();
    blurActiveElement();
  },
};

/** Sorted by Grand Total, ascending: the header's arrow and `aria-sort` say so. */
export const Sorted: Story = {
  args: frozenGrid({ sort: { column: 'grand_total', direction: 'asc' } }),
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Grand Total')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(canvasElement, 'Purchase Date')).toHaveAttribute('aria-sort', 'none');
    await expect(header(canvasElement, 'Ship-to Name')).not.toHaveAttribute('aria-sort');
  },
};

/** A keyword and a status in force, as chips with remove buttons and "Clear all". */
export const FilteredWithChips: Story = {
  args: frozenGrid({ keyword: 'jane', status: 'Pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search by keyword' })).toHaveValue('jane');
    await expect(canvas.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['Keyword: jane', 'Status: Pending']);
    await expect(canvas.getByRole('button', { name: 'Remove Status: Pending' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeVisible();
  },
};

/** A request running: the rows stay where they were, the table is busy and a mask says "Loading...". */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(grid(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(firstRowHeader(canvasElement)).toBeVisible();
  },
};

/** Nothing matches the search. */
export const Empty: Story = {
  args: frozenGrid({ keyword: 'no such customer' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: "We couldn't find any records." })).toBeVisible();
    await expect(canvas.getByText('0 records found')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveAccessibleDescription('of 1');
  },
};

/** The request failed: the app's message, with a way to try again, in place of the rows. */
export const LoadError: Story = {
  args: {
    error: (
      <div className="flex flex-col items-center gap-3">
        <Message type="error" text="We couldn't load the orders. Please try again." autoHide={false} />
        <Button variant="outline" size="sm" onClick={fn()}>
          Try again
        </Button>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getByRole('alert')).toHaveTextContent("We couldn't load the orders.");
    await expect(within(grid(canvasElement)).queryAllByRole('rowheader')).toEqual([]);
  },
};

/** Page 250 of 5,000 (100,000 orders): the pager holds long numbers without moving. */
export const ManyPages: Story = {
  args: {
    ...frozenGrid({ orders: sampleOrders(5_000), sort: { column: 'increment_id', direction: 'asc' }, page: 250 }),
    total: 100_000,
    pager: <DataTablePager page={250} pageSize={20} total={100_000} onPageChange={fn()} onPageSizeChange={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100000 records found')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveValue('250');
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveAccessibleDescription('of 5000');
    await expect(firstRowHeader(canvasElement)).toHaveTextContent('000004981');
  },
};

/**
 * At a phone's width the Ship-to Name and Status columns hide and the table scrolls sideways in its
 * own focusable region; the page itself never does.
 */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(hiddenHeader(canvasElement, 'Ship-to Name')).not.toBeVisible();
    await expect(hiddenHeader(canvasElement, 'Status')).not.toBeVisible();
    await expect(header(canvasElement, 'Grand Total')).toBeVisible();
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The dark theme (the tokens turn round; the grid needs nothing of its own). */
export const Dark: Story = {
  args: frozenGrid({ keyword: 'jane', sort: { column: 'grand_total', direction: 'desc' } }),
  globals: { theme: 'dark' },
};

/** Right to left: the columns, the money's alignment, the sort arrows' place and the pager's arrows mirror. */
export const RightToLeft: Story = {
  args: frozenGrid({ status: 'Complete' }),
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const [id, total] = [header(canvasElement, 'ID'), header(canvasElement, 'Grand Total')];
    await expect(id.getBoundingClientRect().left).toBeGreaterThan(total.getBoundingClientRect().left);
  },
};

/** The pager alone, under any list the server pages (here 45 reviews, 20 a page). */
export const PagerAlone: Story = {
  render: function PagerAloneStory() {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(20);
    return <DataTablePager page={page} pageSize={pageSize} total={45} onPageChange={setPage} onPageSizeChange={setPageSize} label="Reviews pages" />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Page' })).toHaveValue('3');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
    blurActiveElement();
  },
};

const MASS_ACTIONS = [
  { value: 'status', label: 'Update Status' },
  { value: 'delete', label: 'Delete' },
] as const;
const STATUS_VALUES = STATUS_OPTIONS as readonly { value: string; label: string }[];

/**
 * A grid whose rows can be selected, with the kit's select filter and mass actions (Magento's
 * "Actions" menu): the app builds the checkbox column and runs the action it is told.
 */
/** Told each mass action the grid submits. */
const runMassAction = fn();

function MassActionGrid(props: Partial<DataTableProps<SampleOrder>>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [status, setStatus] = useState<string | null>(null);
  const [action, setAction] = useState<'' | 'status' | 'delete'>('');
  const [newStatus, setNewStatus] = useState('');
  const { rows, total } = queryOrders(ALL_ORDERS, { sort: NEWEST_FIRST, status: status ?? '', page: 1, pageSize: 20 });
  const select: DataTableColumn<SampleOrder> = {
    id: 'select',
    header: <span className="sr-only">Select</span>,
    cell: (order) => (
      <Checkbox
        aria-label={`Select order ${order.incrementId}`}
        checked={selected.has(order.id)}
        onCheckedChange={(on) =>
          setSelected((current) => {
            const next = new Set(current);
            if (on === true) next.add(order.id);
            else next.delete(order.id);
            return next;
          })
        }
      />
    ),
  };
  return (
    <DataTable
      caption="Orders"
      rowKey={(order) => order.id}
      rowAction={viewOrder}
      {...props}
      columns={[select, ...orderColumns]}
      rows={rows}
      total={total}
      sort={NEWEST_FIRST}
      pager={<DataTablePager page={1} pageSize={20} total={total} onPageChange={fn()} onPageSizeChange={fn()} />}
      toolbar={
        <div className="flex flex-col gap-3">
          <DataTableToolbar
            filters={<DataTableSelectFilter label="Status" value={status} options={STATUS_VALUES} onValueChange={setStatus} />}
            activeFilters={status ? [{ id: 'status', label: 'Status', value: status }] : []}
            onRemoveFilter={() => setStatus(null)}
          />
          <DataTableMassActions
            actions={MASS_ACTIONS}
            action={action}
            onActionChange={setAction}
            selected={selected.size}
            ready={action !== 'status' || newStatus !== ''}
            onSubmit={() => runMassAction(action, [...selected], newStatus)}
          >
            {action === 'status' ? (
              <StoryLabel text="New Status" className="w-44">
                <Select value={newStatus} placeholder="Please select" options={STATUS_OPTIONS} onChange={(event) => setNewStatus(event.target.value)} />
              </StoryLabel>
            ) : null}
          </DataTableMassActions>
        </div>
      }
    />
  );
}

/**
 * Mass actions: a status filter (the kit's `DataTableSelectFilter`, "All" first) and the "Actions"
 * form (`DataTableMassActions`). Submit waits for an action, a selected row and, for "Update
 * Status", the new status; the count of selected records is announced politely.
 */
export const MassActions: Story = {
  render: (args) => <MassActionGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(canvas.getByRole('form', { name: 'Mass actions' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Pending');
    await expect(canvas.getByRole('list', { name: 'Active filters:' })).toHaveTextContent('Status: Pending');
    await expect(canvas.getByText('35 records found', { selector: 'p' })).toBeVisible();
    const boxes = within(grid(canvasElement)).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    await expect(canvas.getByText('2 record(s) selected')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Actions' }), 'Update Status');
    await expect(submit).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'New Status' }), 'Complete');
    await userEvent.click(submit);
    await expect(runMassAction).toHaveBeenCalledWith('status', expect.any(Array), 'Complete');
    blurActiveElement();
  },
};
