import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone } from '../../../test-support/story-play';
import { Button } from '../button/button';
import { DescriptionList } from '../description-list/description-list';
import { Panel } from './panel';

const accountFacts = [
  { term: 'Customer Name', details: 'Veronica Costello' },
  { term: 'Email', details: 'roni_cost@example.com' },
  { term: 'Customer Group', details: 'General' },
];

const items = [
  { sku: 'WS12-XS-Orange', name: 'Radiant Tee', price: '$22.00', qty: 1, total: '$22.00' },
  { sku: 'WB04-S-Purple', name: 'Bella Tank', price: '$7.00', qty: 1, total: '$7.00' },
];

const meta = {
  title: 'Kit/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: { title: 'Account Information', children: <DescriptionList items={accountFacts} /> },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled block of an order's page: an `h2` heading over its body. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Account Information' })).toBeInTheDocument();
  },
};

/** A description under the title, and the section's actions at the end of its header. */
export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Notes for this Order',
    description: 'Comments marked "Visible on Storefront" are shown to the customer.',
    actions: (
      <Button variant="outline" size="sm">
        Add Comment
      </Button>
    ),
    children: <p className="text-base">Order placed by the customer. Awaiting payment confirmation.</p>,
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('heading', { name: 'Notes for this Order' }).closest('section') as HTMLElement;
    await expect(section).toHaveAccessibleDescription('Comments marked "Visible on Storefront" are shown to the customer.');
    await expect(within(section).getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
  },
};

/** Panels inside a panel take the next heading level. */
export const NestedHeadings: Story = {
  args: {
    title: 'Address Information',
    children: (
      <div className="grid gap-4 sm:grid-cols-2">
        <Panel title="Billing Address" headingLevel={3} actions={<Button variant="link" className="h-auto p-0">Edit</Button>}>
          <address className="not-italic">Veronica Costello<br />6146 Honey Bluff Parkway<br />Calder, Michigan, 49628-7978</address>
        </Panel>
        <Panel title="Shipping Address" headingLevel={3} actions={<Button variant="link" className="h-auto p-0">Edit</Button>}>
          <address className="not-italic">Veronica Costello<br />6146 Honey Bluff Parkway<br />Calder, Michigan, 49628-7978</address>
        </Panel>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  },
};

/** `flush`: a table that runs to the panel's edges ("Items Ordered"), scrolling sideways in its own region on a phone. */
export const FlushWithATable: Story = {
  args: {
    title: 'Items Ordered',
    flush: true,
    children: (
      <div role="region" aria-label="Items Ordered" tabIndex={0} className="overflow-x-auto">
        <table className="w-full text-start text-base">
          <thead>
            <tr className="border-b border-neutral-200 bg-neutral-100 text-sm">
              <th scope="col" className="px-4 py-2 text-start font-semibold">Product</th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">Price</th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">Qty</th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">Row Total</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.sku} className="border-b border-neutral-200 last:border-b-0">
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  {item.name}
                  <span className="block text-sm text-neutral-700">SKU: {item.sku}</span>
                </th>
                <td className="px-4 py-2 text-end tabular-nums">{item.price}</td>
                <td className="px-4 py-2 text-end tabular-nums">{item.qty}</td>
                <td className="px-4 py-2 text-end tabular-nums">{item.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=panel-body]')?.className ?? '').not.toContain('p-4');
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};

/** On a phone the header's actions wrap under the title. */
export const Phone: Story = {
  ...WithDescriptionAndActions,
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Notes for this Order' });
    const action = canvas.getByRole('button', { name: 'Add Comment' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
};

/** Right to left: the actions sit at the left end of the header. */
export const RightToLeft: Story = {
  ...WithDescriptionAndActions,
  globals: { dir: 'rtl' },
};

/** Every part side by side: title only, with a description and actions, nested, flush. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <Panel title="Account Information">
        <DescriptionList items={accountFacts} />
      </Panel>
      <Panel
        title="Notes for this Order"
        description='Comments marked "Visible on Storefront" are shown to the customer.'
        actions={
          <Button variant="outline" size="sm">
            Add Comment
          </Button>
        }
      >
        <p className="text-base">Order placed by the customer.</p>
      </Panel>
      <Panel title="Payment & Shipping Method" headingLevel={2}>
        <Panel title="Payment Information" headingLevel={3}>
          <p className="text-base">Check / Money order</p>
        </Panel>
      </Panel>
      <Panel title="Order Totals" flush>
        <DescriptionList items={[{ term: 'Grand Total', details: '$36.39' }]} numeric className="p-4" />
      </Panel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment Information' })).toBeInTheDocument();
  },
};
