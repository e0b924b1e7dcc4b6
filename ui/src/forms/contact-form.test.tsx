import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

// Typing through user-event and validating async takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('ContactForm', () => {
  it('requires name, email and comment, and checks a typed phone number', async () => {
    const user = userEvent.setup();
    const onContact = vi.fn();
    render(<ContactForm onContact={onContact} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This is a required field.')).toHaveLength(3));
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '555-12');
    expect(
      await screen.findByText('Please enter a valid phone number. For example (123) 456-7890 or 123-456-7890.'),
    ).toBeInTheDocument();
    expect(onContact).not.toHaveBeenCalled();
  }, 30_000);

  it('sends the values once they are valid', async () => {
    const user = userEvent.setup();
    const onContact = vi.fn();
    render(<ContactForm onContact={onContact} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Veronica Costello');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'veronica@example.com');
    await user.type(screen.getByRole('textbox', { name: 'What’s on your mind?' }), 'Where is my order?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onContact).toHaveBeenCalledWith({
        name: 'Veronica Costello',
        email: 'veronica@example.com',
        telephone: '',
        comment: 'Where is my order?',
      }),
    );
  }, 30_000);
});
