import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerMenu } from './customer-menu';

const urls = { loginUrl: '/login', registerUrl: '/create', logoutUrl: '/logout', accountUrl: '/account' };

describe('CustomerMenu', () => {
  it('shows nothing until the customer section is known', () => {
    render(<CustomerMenu customer={undefined} open={false} onOpenChange={() => {}} {...urls} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers sign-in and registration to a guest', () => {
    render(<CustomerMenu customer={{}} open={false} onOpenChange={() => {}} {...urls} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/create');
  });

  it("shows the first name and 'Greetings, %1' in the dropdown", () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<CustomerMenu customer={{ firstname: 'Veronica' }} open={false} onOpenChange={onOpenChange} {...urls} />);
    const button = screen.getByRole('button', { name: 'Veronica' });
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    rerender(<CustomerMenu customer={{ firstname: 'Veronica' }} open onOpenChange={onOpenChange} {...urls} />);
    expect(screen.getByText('Greetings, Veronica')).toBeVisible();
    expect(button).toHaveClass('active');
    fireEvent.pointerDown(document.body);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
