import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateBlurOnDisable } from '@shop/ui/hooks';
import { CustomerServiceContactForm } from './contact-form';

const REQUIRED = 'This is a required field.';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

function fillAll() {
  fill('Name', 'Sam Lee');
  fill('Email', 'sam@example.com');
  fill("What's on your mind?", 'Hello');
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('CustomerServiceContactForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the fields 200 ms after the submit, focuses the first invalid one where it is, and centres it when the 400 ms of scroll suppression end', async () => {
    const send = vi.fn(async () => true);
    render(<CustomerServiceContactForm send={send} />);
    const form = screen.getByRole('form', { name: 'Contact Us' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const scrollIntoView = vi.fn();
    name.scrollIntoView = scrollIntoView;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(form).toHaveAttribute('data-status', 'validating');
    await advance(199);
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await advance(1);
    expect(screen.getAllByText(REQUIRED)).toHaveLength(3);
    // SPEC.md §5: scrolling is suppressed for 400 ms from the start of validation; then the
    // first invalid field is centred.
    expect(name).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(form).toHaveAttribute('data-status', 'idle');
    await advance(399);
    expect(scrollIntoView).not.toHaveBeenCalled();
    await advance(1);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ block: 'center' });
    expect(name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the fields as formData with loading on, then shows the success status for 4 s', async () => {
    let answer: (success: boolean) => void = () => {};
    const send = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<CustomerServiceContactForm send={send} defaults={{ name: 'Sam Lee' }} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Lee');
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(200);
    expect(send).toHaveBeenCalledWith({ name: 'Sam Lee', email: 'sam@example.com', telephone: '', comment: 'Hello' });
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(form).toHaveAttribute('data-status', 'loading');
    expect(form).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(true));
    expect(form).toHaveAttribute('data-status', 'success');
    expect(screen.getByText('Thank you. Your message was sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
    await advance(3999);
    expect(form).toHaveAttribute('data-status', 'success');
    await advance(1);
    expect(form).toHaveAttribute('data-status', 'idle');
  });

  it('shows the error status without a visible text when the answer is not a success', async () => {
    render(<CustomerServiceContactForm send={async () => false} />);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(200);
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(form).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    await advance(3999);
    expect(form).toHaveAttribute('data-status', 'error');
    await advance(1);
    expect(form).toHaveAttribute('data-status', 'idle');
  });

  it("gives focus back to 'Submit' once sent, where the browser blurred it while it was disabled", async () => {
    const stopEmulation = emulateBlurOnDisable();
    try {
      let answer: (success: boolean) => void = () => {};
      render(<CustomerServiceContactForm send={() => new Promise<boolean>((resolve) => (answer = resolve))} />);
      fillAll();
      const submit = screen.getByRole('button', { name: 'Submit' });
      submit.focus();
      fireEvent.click(submit);
      await advance(200);
      expect(submit).toBeDisabled();
      expect(document.body).toHaveFocus();
      await act(async () => answer(true));
      expect(submit).toHaveFocus();
    } finally {
      stopEmulation();
    }
  });
});
