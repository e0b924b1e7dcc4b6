import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowSlowTyping, blurOnDisableEachTest, pendingRequest, submitAndLoseFocus } from '../../test-support/forms-test-steps';
import { ContactForm, type ContactFormControls, type ContactFormStatus } from './contact-form';

allowSlowTyping();

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
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Where is my order?');
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

describe('ContactForm feedback', () => {
  const filled = { name: 'Veronica Costello', email: 'veronica@example.com', telephone: '', comment: 'Where is my order?' };

  it('is named Contact Us and shows the feedback state as data-status, ring and message', () => {
    const withStatus = (status?: ContactFormStatus) => <ContactForm onContact={vi.fn()} defaultValues={filled} status={status} />;
    const { rerender } = render(withStatus());
    const form = screen.getByRole('form', { name: 'Contact Us' });
    expect(form).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    rerender(withStatus('loading'));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    rerender(withStatus('error'));
    expect(form).toHaveAttribute('data-status', 'error');
    expect(form).toHaveClass('ring-danger-600');
    // SPEC.md §8: no text is shown; screen readers still hear it.
    expect(screen.getByRole('status')).toHaveTextContent('Your message could not be sent.');
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('Where is my order?');

    rerender(withStatus('success'));
    expect(form).toHaveAttribute('data-status', 'success');
    expect(form).toHaveClass('ring-success-600');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your message was sent.');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
    // The comment is cleared for the next message; who wrote it stays.
    expect(screen.getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Veronica Costello');
  });

  it('hands the submit to onSubmitRequest: validate on demand, focus the first invalid field with or without scrolling', async () => {
    const user = userEvent.setup();
    const requests: ContactFormControls[] = [];
    render(<ContactForm onSubmitRequest={(controls) => requests.push(controls)} defaultValues={{ name: 'Veronica Costello' }} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(requests).toHaveLength(1);
    // Nothing is checked until the caller asks.
    expect(screen.queryByText('This is a required field.')).toBeNull();

    const controls = requests[0]!;
    let values: unknown;
    await act(async () => {
      values = await controls.validate();
    });
    expect(values).toBeNull();
    expect(screen.getAllByText('This is a required field.')).toHaveLength(2);

    const email = screen.getByRole('textbox', { name: 'Email' });
    const scrollIntoView = vi.fn();
    email.scrollIntoView = scrollIntoView;
    act(() => controls.focusFirstInvalid({ scroll: false }));
    expect(email).toHaveFocus();
    expect(scrollIntoView).not.toHaveBeenCalled();
    email.blur();
    act(() => controls.focusFirstInvalid({ scroll: true }));
    expect(email).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });

    await user.type(email, 'veronica@example.com');
    await user.type(screen.getByRole('textbox', { name: "What's on your mind?" }), 'Where is my order?');
    await act(async () => {
      values = await controls.validate();
    });
    expect(values).toEqual({ ...filled });
  }, 30_000);
});

describe('ContactForm focus after sending', () => {
  const emulateBlurOnDisable = blurOnDisableEachTest();

  it("gives focus back to 'Submit' once sent, where the browser blurred it while it was disabled", async () => {
    emulateBlurOnDisable();
    const user = userEvent.setup();
    const request = pendingRequest();
    render(
      <ContactForm
        onContact={request.send}
        defaultValues={{ name: 'Veronica Costello', email: 'veronica@example.com', comment: 'Where is my order?' }}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Submit' });
    await submitAndLoseFocus(user, submit);
    await act(async () => request.settle());
    await waitFor(() => expect(submit).toHaveFocus());
  }, 30_000);
});
