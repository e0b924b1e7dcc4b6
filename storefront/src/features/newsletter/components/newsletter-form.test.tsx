import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('subscribes by keyboard alone and announces the answer, emptying the field', async () => {
    const user = userEvent.setup();
    const subscribe = vi.fn(async () => ({ success: true, message: 'The confirmation request has been sent.' }));
    render(<NewsletterForm subscribe={subscribe} />);
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' });
    expect(field).toHaveAttribute('placeholder', 'Enter your email address');
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('jane@example.com{Enter}');
    expect(await screen.findByText('The confirmation request has been sent.')).toHaveAttribute('role', 'status');
    expect(subscribe).toHaveBeenCalledWith('jane@example.com');
    expect(field).toHaveValue('');
  });

  it('marks a wrong address with the kit\'s message, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const subscribe = vi.fn(async () => ({ success: true, message: 'sent' }));
    render(<NewsletterForm subscribe={subscribe} />);
    const field = screen.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' });
    await user.type(field, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(field).toHaveFocus();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('shows a refusal and keeps the address', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm subscribe={async () => ({ success: false, message: 'This email address is already subscribed.' })} />);
    const field = screen.getByRole('textbox', { name: 'Sign Up for Our Newsletter:' });
    await user.type(field, 'jane@example.com{Enter}');
    expect(await screen.findByText('This email address is already subscribed.')).toBeInTheDocument();
    expect(field).toHaveValue('jane@example.com');
    expect(field).toHaveAccessibleDescription('This email address is already subscribed.');
  });
});
