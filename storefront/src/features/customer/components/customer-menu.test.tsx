import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerMenu } from './customer-menu';

const urls = { loginUrl: '/login', registerUrl: '/create', logoutUrl: '/logout', accountUrl: '/account' };

describe('CustomerMenu', () => {
  it('shows nothing until the customer section is known', () => {
    render(<CustomerMenu customer={undefined} open={false} onOpenChange={() => {}} {...urls} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers sign-in and registration to a guest', async () => {
    render(<CustomerMenu customer={{}} open={false} onOpenChange={() => {}} {...urls} />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create');
  });

  it("shows the first name and 'Greetings, %1' in the dropdown", async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<CustomerMenu customer={{ firstname: 'Veronica' }} open={false} onOpenChange={onOpenChange} {...urls} />);
    const button = await screen.findByRole('button', { name: 'Veronica' });
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    rerender(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={onOpenChange} {...urls} />);
    expect(await screen.findByRole('dialog', { name: 'Greetings, Veronica' })).toBeVisible();
    expect(screen.getByText('Greetings, Veronica')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/logout');
    expect(button).toHaveClass('active');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(document.body);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape with focus back on the first-name button', async () => {
    const onOpenChange = vi.fn();
    render(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={onOpenChange} {...urls} />);
    const dialog = await screen.findByRole('dialog', { name: 'Greetings, Veronica' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('CustomerMenu: My Wish List', () => {
  it('lists My Wish List with its count once known, without it before', async () => {
    const { rerender } = render(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={() => {}} {...urls} wishlist={{ url: '/wishlist/' }} />);
    expect(await screen.findByRole('link', { name: 'My Wish List' })).toHaveAttribute('href', '/wishlist/');
    rerender(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={() => {}} {...urls} wishlist={{ url: '/wishlist/', count: 2 }} />);
    expect(screen.getByRole('link', { name: 'My Wish List (2)' })).toBeVisible();
    rerender(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={() => {}} {...urls} wishlist={{ url: '/wishlist/', count: 0 }} />);
    expect(screen.getByRole('link', { name: 'My Wish List' })).toBeVisible();
  });
});
