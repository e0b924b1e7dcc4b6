import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, onPhone } from '../../../test-support/story-play';
import { Breadcrumbs, type BreadcrumbLinkProps } from './breadcrumbs';

const orderTrail = [
  { label: 'Dashboard', url: '/admin' },
  { label: 'Sales', url: '/admin/sales' },
  { label: 'Orders', url: '/admin/sales/order' },
];

const meta = {
  title: 'Kit/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: orderTrail, current: '#000000012' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

const trail = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });

/** An order's page in the back office; with the keyboard alone: Tab goes through the links, the current page is no stop. */
export const Default: Story = {
  name: 'Default · keyboard: Tab through the links',
  play: async ({ canvasElement }) => {
    const nav = within(trail(canvasElement));
    await expect(nav.getAllByRole('listitem')).toHaveLength(4);
    await expect(nav.getByText('#000000012')).toHaveAttribute('aria-current', 'page');
    for (const name of ['Dashboard', 'Sales', 'Orders']) {
      await userEvent.tab();
      await expect(nav.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(trail(canvasElement)).not.toContainElement(document.activeElement as HTMLElement);
    blurActiveElement();
  },
};

/** The first level: Home and the page. */
export const OneLevel: Story = {
  args: { items: [{ label: 'Home', url: '/' }], current: 'Blog' },
  play: async ({ canvasElement }) => {
    await expect(within(trail(canvasElement)).getAllByRole('link')).toHaveLength(1);
  },
};

/** A catalogue trail that ends with the product itself, as the shop's data does: the product shows once, as the current page. */
export const TrailEndingWithThePage: Story = {
  args: {
    items: [
      { label: 'Home', url: '/' },
      { label: 'Women', url: '/women' },
      { label: 'Tops', url: '/women/tops' },
      { label: 'Breathe-Easy Tank', url: '/breathe-easy-tank' },
    ],
    current: 'Breathe-Easy Tank',
  },
  play: async ({ canvasElement }) => {
    const nav = within(trail(canvasElement));
    await expect(nav.getAllByText('Breathe-Easy Tank')).toHaveLength(1);
    await expect(nav.queryByRole('link', { name: 'Breathe-Easy Tank' })).not.toBeInTheDocument();
  },
};

/** A router's link drawn by `renderLink` (here a stand-in that marks itself), the kit's classes spread on it. */
function RouterLink({ to, ...props }: Omit<BreadcrumbLinkProps, 'href'> & { to: string }) {
  return <a href={to} data-router-link="" {...props} />;
}

export const WithARouterLink: Story = {
  args: { renderLink: ({ href, ...props }) => <RouterLink to={href} {...props} /> },
  play: async ({ canvasElement }) => {
    const link = within(trail(canvasElement)).getByRole('link', { name: 'Sales' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/admin/sales');
  },
};

/** Long names on a phone: the trail wraps onto more lines, nothing scrolls sideways. */
export const LongTrailOnAPhone: Story = {
  args: {
    items: [
      { label: 'Dashboard', url: '/admin' },
      { label: 'Catalog', url: '/admin/catalog' },
      { label: 'Products', url: '/admin/catalog/product' },
      { label: 'Women’s Tops and Tees', url: '/admin/catalog/category/21' },
    ],
    current: 'Breathe-Easy Tank (WT09-XS-Purple), Default Store View',
  },
  ...onPhone,
  play: async ({ canvasElement }) => {
    const nav = trail(canvasElement);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** Right to left: the order runs from the right and the separator mirrors. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(trail(canvasElement)).getAllByRole('link')).toHaveLength(3);
  },
};
