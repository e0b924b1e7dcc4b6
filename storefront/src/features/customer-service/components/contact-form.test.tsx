import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

describe('ContactForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the fields 200 ms after the submit and focuses the first invalid one', () => {
    const send = vi.fn(async () => true);
    render(<ContactForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('This is a required field.')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getAllByText('This is a required field.').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the fields as formData and shows the success status for 4 s', async () => {
    const send = vi.fn(async () => true);
    render(<ContactForm send={send} />);
    fill('Name', 'Sam Lee');
    fill('Email', 'sam@example.com');
    fill("What's on your mind?", 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => vi.advanceTimersByTimeAsync(200));
    expect(send).toHaveBeenCalledWith({ name: 'Sam Lee', email: 'sam@example.com', telephone: '', comment: 'Hello' });
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(form).toHaveAttribute('data-status', 'success');
    await act(async () => vi.advanceTimersByTimeAsync(4000));
    expect(form).toHaveAttribute('data-status', 'idle');
  });

  it('shows the error status without a visible text when the answer is not a success', async () => {
    render(<ContactForm send={async () => false} />);
    fill('Name', 'Sam Lee');
    fill('Email', 'sam@example.com');
    fill("What's on your mind?", 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => vi.advanceTimersByTimeAsync(200));
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(form).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('status')).toHaveClass('sr-only');
  });
});
