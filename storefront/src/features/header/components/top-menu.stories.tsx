import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MenuNode } from '../menu-model';
import { TopMenu } from './top-menu';

const items: MenuNode[] = [
  { id: 'new', label: "What's New", url: '/what-is-new.html' },
  {
    id: 'women',
    label: 'Women',
    url: '/women.html',
    children: [
      { id: 'women-tops', label: 'Tops', url: '/women/tops-women.html' },
      { id: 'women-bottoms', label: 'Bottoms', url: '/women/bottoms-women.html' },
    ],
  },
  {
    id: 'men',
    label: 'Men',
    url: '/men.html',
    children: [
      { id: 'men-tops', label: 'Tops', url: '/men/tops-men.html' },
      { id: 'men-bottoms', label: 'Bottoms', url: '/men/bottoms-men.html' },
    ],
  },
  { id: 'sale', label: 'Sale', url: '/sale.html' },
];

const meta = {
  title: 'Storefront/TopMenu',
  component: TopMenu,
  tags: ['autodocs'],
  args: { items, currentPath: '/men/tops-men.html' },
  decorators: [
    (Story) => (
      <div className="h-72">
        <div className="h-12 border-b border-neutral-200">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus inside 'Women' opens its sub-menu; the current section is marked. */
export const SubMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Men' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Women' })).toHaveFocus();
    const submenu = canvas.getByRole('list', { name: 'Women' });
    await expect(submenu).toBeVisible();
    await expect(within(submenu).getByRole('link', { name: 'Tops' })).toHaveAttribute('href', '/women/tops-women.html');
  },
};
