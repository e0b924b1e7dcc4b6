import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame, APP_FRAME_SIDE_NAVIGATION_QUERY, type AppFrameNavSection } from './app-frame';

const navigation: AppFrameNavSection[] = [
  { items: [{ label: 'Dashboard', href: '/admin' }] },
  {
    label: 'Sales',
    items: [
      { label: 'Orders', href: '/admin/sales/order', count: 12, countLabel: '12 pending' },
      { label: 'Invoices', href: '/admin/sales/invoice', count: 3 },
    ],
  },
  { label: 'Catalog', items: [{ label: 'Products', href: '/admin/catalog/product' }] },
];

/** A router's link stand-in: it records where it went instead of loading a page. */
function renderFrame(followed: string[] = [], props: Partial<React.ComponentProps<typeof AppFrame>> = {}) {
  return render(
    <AppFrame
      productName="Luma Admin"
      actions={<button type="button">Sign Out</button>}
      navigation={navigation}
      currentHref="/admin/sales/order"
      renderLink={(linkProps) => (
        <a
          {...linkProps}
          onClick={(event) => {
            event.preventDefault();
            followed.push(linkProps.href);
          }}
        />
      )}
      {...props}
    >
      <h1>Orders</h1>
    </AppFrame>,
  );
}

/** The Menu button; while the drawer is open it is outside the modal, hidden from the accessibility tree. */
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

describe('AppFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has a banner with the product and actions, a named navigation and a main area', () => {
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Luma Admin');
    expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(within(main).getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
  });

  it('offers a skip link to the main area first, and the main area takes focus', async () => {
    renderFrame();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    // tabIndex -1: following the link moves focus into main, though main is no Tab stop.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it('marks the current item, names each section’s list, and reads the counts', () => {
    renderFrame();
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName('Orders 12 pending');
    expect(within(nav.getByRole('list', { name: 'Sales' })).getAllByRole('link')).toHaveLength(2);
    expect(nav.getByRole('link', { name: 'Invoices 3' })).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('draws plain links without renderLink', () => {
    render(<AppFrame productName="Luma Admin" navigation={navigation} mainId="page" skipLinkText="Skip to page" />);
    expect(screen.getByRole('link', { name: 'Products' })).toHaveAttribute('data-slot', 'app-frame-nav-link');
    expect(screen.getByRole('link', { name: 'Skip to page' })).toHaveAttribute('href', '#page');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'page');
  });

  it('opens the navigation as a modal drawer from Menu; Escape closes it and focus returns to Menu', async () => {
    renderFrame();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // Focus stays in the drawer: Tab from its last link goes round to its first control.
    within(drawer).getByRole('link', { name: 'Products' }).focus();
    await userEvent.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
  });

  it('closes the drawer when a link in it is followed, and returns focus to Menu', async () => {
    const followed: string[] = [];
    renderFrame(followed);
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Products' }));
    expect(followed).toEqual(['/admin/catalog/product']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton()).toHaveFocus();
  });

  it('keeps the drawer open for a link opened in a new tab (Ctrl+click)', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Control>}');
    await user.click(within(drawer).getByRole('link', { name: 'Products' }));
    await user.keyboard('{/Control}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes the drawer when the window grows to the side column’s width', async () => {
    const media = Object.assign(new EventTarget(), { matches: false, media: APP_FRAME_SIDE_NAVIGATION_QUERY });
    vi.stubGlobal('matchMedia', (query: string) => (query === APP_FRAME_SIDE_NAVIGATION_QUERY ? media : null));
    const changes: boolean[] = [];
    renderFrame([], { onMenuOpenChange: (open) => changes.push(open) });
    await userEvent.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      media.matches = true;
      media.dispatchEvent(new Event('change'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([true, false]);
  });

  it('can be controlled with menuOpen', async () => {
    renderFrame([], { menuOpen: true, menuLabel: 'Sections' });
    expect(await screen.findByRole('dialog', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sections', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });
});
