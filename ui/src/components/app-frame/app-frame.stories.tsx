import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, closeWithKey, onPhone, openWithEnter, withAddressRestored } from '../../../test-support/story-play';
import { Badge } from '../badge/badge';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { DescriptionList } from '../description-list/description-list';
import { PageHeader } from '../page-header/page-header';
import { Panel } from '../panel/panel';
import { AppFrame, type AppFrameLinkProps, type AppFrameNavSection } from './app-frame';

/** The back office's sections, as Magento's admin menu groups them. */
const backOfficeNavigation: AppFrameNavSection[] = [
  { items: [{ label: 'Dashboard', href: '/admin' }] },
  {
    label: 'Sales',
    items: [
      { label: 'Orders', href: '/admin/sales/order', count: 12, countLabel: '12 pending' },
      { label: 'Invoices', href: '/admin/sales/invoice' },
      { label: 'Shipments', href: '/admin/sales/shipment' },
      { label: 'Credit Memos', href: '/admin/sales/creditmemo' },
    ],
  },
  {
    label: 'Catalog',
    items: [
      { label: 'Products', href: '/admin/catalog/product' },
      { label: 'Categories', href: '/admin/catalog/category' },
    ],
  },
  {
    label: 'Customers',
    items: [
      { label: 'All Customers', href: '/admin/customer' },
      { label: 'Now Online', href: '/admin/customer/online', count: 3, countLabel: '3 online' },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Pages', href: '/admin/cms/page' },
      { label: 'Blocks', href: '/admin/cms/block' },
    ],
  },
];

function ProductName() {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 shrink-0 fill-brand-700">
        <path d="M12 2 3 7v10l9 5 9-5V7z" />
      </svg>
      <span className="truncate">Luma Admin</span>
    </span>
  );
}

function SignedIn() {
  return (
    <>
      <span className="hidden text-sm text-neutral-700 sm:inline">admin</span>
      <Button variant="outline" size="sm">
        Sign Out
      </Button>
    </>
  );
}

/** An order's page inside the frame, made of the kit's page parts. */
function OrderPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Sales', url: '/admin/sales' }, { label: 'Orders', url: '/admin/sales/order' }]} current="#000000012" />}
        title="#000000012"
        status={<Badge tone="info">Processing</Badge>}
        meta="Placed Nov 3, 2026, 10:14 AM"
        actions={
          <>
            <Button variant="outline">Cancel</Button>
            <Button>Invoice</Button>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title="Order & Account Information">
          <DescriptionList
            items={[
              { term: 'Order Date', details: 'Nov 3, 2026, 10:14:02 AM' },
              { term: 'Customer Name', details: 'Veronica Costello' },
              { term: 'Customer Group', details: 'General' },
            ]}
          />
        </Panel>
        <Panel title="Order Totals">
          <DescriptionList
            numeric
            items={[
              { term: 'Subtotal', details: '$29.00' },
              { term: 'Shipping & Handling', details: '$5.00' },
              { term: <strong>Grand Total</strong>, details: <strong>$36.39</strong>, id: 'grand-total' },
            ]}
          />
        </Panel>
      </div>
    </div>
  );
}

const meta = {
  title: 'Kit/AppFrame',
  component: AppFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    productName: <ProductName />,
    actions: <SignedIn />,
    navigation: backOfficeNavigation,
    currentHref: '/admin/sales/order',
    children: <OrderPage />,
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = (canvasElement: HTMLElement) => within(canvasElement);
/** The Menu button; hidden from the accessibility tree while the drawer is open, so found with `hidden`. */
const menuButton = (canvasElement: HTMLElement) => frame(canvasElement).getByRole('button', { name: 'Menu', hidden: true });

/** A wide screen: the navigation is a column beside the page, the current item (Orders) marked. */
export const Desktop: Story = {
  parameters: { test: { viewport: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = frame(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveTextContent('Luma Admin');
    const nav = within(canvas.getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getByRole('link', { name: 'Orders 12 pending' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('list', { name: 'Catalog' })).toBeInTheDocument();
    // Hidden at this width (display: none), so it has no accessible name to find it by.
    await expect(canvasElement.querySelector('[data-slot=app-frame-menu-button]')).not.toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

/** The first Tab shows the skip link; Enter on it moves focus to the main area. */
export const SkipLink: Story = {
  name: 'SkipLink · keyboard: Tab, then Enter',
  parameters: { test: { viewport: 'wide' } },
  play: async ({ canvasElement }) => {
    const canvas = frame(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await withAddressRestored(async () => {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    });
    // The screenshot shows the skip link as a keyboard user sees it.
    skip.focus();
  },
};

/** A phone: the navigation waits behind the Menu button in the top bar. */
export const Phone: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await expect(menuButton(canvasElement)).toBeVisible();
    await expect(frame(canvasElement).queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  },
};

/** The drawer on a phone, with the keyboard alone: Enter on Menu opens it with focus inside; Escape closes it and focus returns to Menu. */
export const PhoneMenuKeyboard: Story = {
  name: 'PhoneMenuKeyboard · keyboard: Enter, Tab, Escape',
  ...onPhone,
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    const drawer = await openWithEnter(button, 'dialog', 'Menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: Shift+Tab from the first control goes round to the last link.
    within(drawer).getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Blocks' })).toHaveFocus();
    await closeWithKey('{Escape}', 'dialog', button);
    blurActiveElement();
  },
};

/** The drawer open on a phone: the sections over a dimmed page, the current item marked. */
export const PhoneMenuOpen: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await userEvent.click(menuButton(canvasElement));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'Orders 12 pending' })).toHaveAttribute('aria-current', 'page');
    blurActiveElement();
  },
};

/** A router's link drawn by `renderLink` (a stand-in that records the route): following one in the drawer closes it. */
function RouterLink({ to, ...props }: Omit<AppFrameLinkProps, 'href'> & { to: string }) {
  return (
    <a
      href={to}
      data-router-link=""
      {...props}
      onClick={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.followed = 'true';
      }}
    />
  );
}

export const WithARouterLink: Story = {
  ...onPhone,
  args: { renderLink: ({ href, ...props }) => <RouterLink to={href} {...props} /> },
  play: async ({ canvasElement }) => {
    const button = menuButton(canvasElement);
    await userEvent.click(button);
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const products = within(drawer).getByRole('link', { name: 'Products' });
    await expect(products).toHaveAttribute('data-router-link');
    await userEvent.click(products);
    await expect(products).toHaveAttribute('data-followed', 'true');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    blurActiveElement();
  },
};

/** Right to left: the navigation column on the right, the drawer from the right. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  parameters: { test: { viewport: 'wide' } },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/**
 * The whole back-office frame with an order's page (PageHeader, Panels, DescriptionLists) at a
 * desktop width, for design review; the phone baselines show the same page below 1024 px.
 */
export const AllVariants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = frame(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('#000000012');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Order & Account Information', 'Order Totals']);
    await expect(canvas.getByRole('link', { name: 'Now Online 3 online' })).toBeVisible();
  },
};
