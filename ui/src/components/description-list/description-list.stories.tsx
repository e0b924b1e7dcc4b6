import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../../../test-support/story-play';
import { Badge } from '../badge/badge';
import { DescriptionList, type DescriptionListItem } from './description-list';

/** The back office's "Order & Account Information" facts. */
const orderInformation: DescriptionListItem[] = [
  { term: 'Order Date', details: 'Nov 3, 2026, 10:14:02 AM' },
  { term: 'Order Status', details: <Badge tone="info">Processing</Badge> },
  { term: 'Purchased From', details: 'Main Website › Main Website Store › Default Store View' },
  {
    term: 'Customer Name',
    details: (
      <a href="#customer-1" className="text-brand-700 underline-offset-2 hover:underline">
        Veronica Costello
      </a>
    ),
  },
  { term: 'Email', details: 'roni_cost@example.com' },
  { term: 'Customer Group', details: 'General' },
];

/** The "Order Totals" lines. */
const orderTotals: DescriptionListItem[] = [
  { term: 'Subtotal', details: '$29.00' },
  { term: 'Shipping & Handling', details: '$5.00' },
  { term: 'Tax', details: '$2.39' },
  { term: <strong>Grand Total</strong>, details: <strong>$36.39</strong>, id: 'grand-total' },
  { term: 'Total Paid', details: '$36.39' },
  { term: 'Total Refunded', details: '$0.00' },
  { term: 'Total Due', details: '$0.00' },
];

const meta = {
  title: 'Kit/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items: orderInformation },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const termsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('term').map((term) => term.textContent);

/** An order's facts: terms beside their values from 640 px. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(termsOf(canvasElement)).toEqual(orderInformation.map((item) => item.term));
    await expect(within(canvasElement).getByRole('link', { name: 'Veronica Costello' })).toBeInTheDocument();
  },
};

/** `numeric`: money lined up at the end edge in figures of one width, beside its term at every width. */
export const Numeric: Story = {
  args: { items: orderTotals, numeric: true },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values).toHaveLength(7);
    await expect(values[3]).toHaveTextContent('$36.39');
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('data-variant', 'numeric');
  },
};

/** Long values (an address, a store path) wrap inside their column; nothing runs off the side. */
export const LongValues: Story = {
  args: {
    items: [
      { term: 'Billing Address', details: 'Veronica Costello, 6146 Honey Bluff Parkway, Calder, Michigan, 49628-7978, United States' },
      { term: 'Purchased From', details: 'Main Website › Main Website Store › Default Store View' },
      { term: 'A term long enough to wrap onto a second line on its own', details: 'Yes' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** On a phone each value sits under its term (the totals stay side by side). */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const [term, value] = [within(canvasElement).getByText('Order Date'), within(canvasElement).getByText('Nov 3, 2026, 10:14:02 AM')];
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(term.getBoundingClientRect().bottom);
  },
};

/** Right to left: terms on the right, money lined up on the left. */
export const RightToLeft: Story = {
  ...Numeric,
  globals: { dir: 'rtl' },
};

/** Both kinds side by side, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-8 md:grid-cols-[2fr_1fr]">
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-neutral-700">Text (default)</h2>
        <DescriptionList items={orderInformation} />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold text-neutral-700">Numeric</h2>
        <DescriptionList items={orderTotals} numeric />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lists = canvasElement.querySelectorAll('dl');
    await expect([...lists].map((list) => list.dataset.variant)).toEqual(['text', 'numeric']);
  },
};
