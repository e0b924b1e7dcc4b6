import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { Badge } from '../badge/badge';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

const orderTrail = (
  <Breadcrumbs
    items={[
      { label: 'Dashboard', url: '/admin' },
      { label: 'Sales', url: '/admin/sales' },
      { label: 'Orders', url: '/admin/sales/order' },
    ]}
    current="#000000012"
  />
);

const orderActions = (
  <>
    <Button variant="outline">Back</Button>
    <Button variant="outline">Cancel</Button>
    <Button variant="outline">Send Email</Button>
    <Button>Invoice</Button>
  </>
);

const meta = {
  title: 'Kit/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    breadcrumbs: orderTrail,
    title: '#000000012',
    status: <Badge tone="info">Processing</Badge>,
    meta: 'Placed Nov 3, 2026, 10:14 AM · Default Store View',
    actions: orderActions,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order's page; with the keyboard alone: Tab goes through the breadcrumbs, then the actions. */
export const Default: Story = {
  name: 'Default · keyboard: Tab through the trail, then the actions',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('#000000012');
    for (const name of ['Dashboard', 'Sales', 'Orders']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    blurActiveElement();
  },
};

/** Only a title: a list page ("Orders") with no trail, status or actions. */
export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, status: undefined, meta: undefined, actions: undefined, title: 'Orders' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot=page-header-actions]')).toBeNull();
  },
};

/** A list page's header with its one main action. */
export const WithOneAction: Story = {
  args: { breadcrumbs: undefined, status: undefined, meta: undefined, title: 'Products', actions: <Button>Add Product</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  },
};

/** Many actions and a long title: the buttons wrap at the end of the row; the title wraps beside them. */
export const ManyActions: Story = {
  args: {
    title: 'Breathe-Easy Tank (WT09-XS-Purple), Default Store View',
    status: <Badge tone="success">Enabled</Badge>,
    meta: undefined,
    actions: (
      <>
        <Button variant="outline">Back</Button>
        <Button variant="outline">Delete</Button>
        <Button variant="outline">Customer View</Button>
        <Button variant="outline">Duplicate</Button>
        <Button variant="outline">Save &amp; Close</Button>
        <Button>Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('[data-slot=page-header]') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** On a phone the actions wrap under the title. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    await expect(canvas.getByRole('button', { name: 'Back' }).getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
};

/** Right to left: the trail and title from the right, the actions at the left end. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};

/** The headers of a record's page, a list page and a long product name, for design review. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-10">
      <PageHeader breadcrumbs={orderTrail} title="#000000012" status={<Badge tone="info">Processing</Badge>} meta="Placed Nov 3, 2026, 10:14 AM · Default Store View" actions={orderActions} />
      <PageHeader title="Orders" />
      <PageHeader title="Customers" meta="2,341 records found" actions={<Button>Add New Customer</Button>} />
      <PageHeader title="Not Approved review by Ada" status={<Badge tone="danger">Not Approved</Badge>} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(4);
  },
};
