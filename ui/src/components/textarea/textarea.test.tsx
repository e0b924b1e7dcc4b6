import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from '../../../test-support/comment-form';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is a multi-line textbox with its slot and three rows by default', () => {
    render(<Textarea aria-label="Comment" />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('data-slot', 'textarea');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).not.toBeInvalid();
  });

  it('keeps line breaks the shopper types', async () => {
    render(<Textarea aria-label="Comment" />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(textarea, 'one{Enter}two');
    expect(textarea).toHaveValue('one\ntwo');
  });

  it('takes the field wiring: invalid, described by the error, focused, nothing submitted', async () => {
    const onSubmit = vi.fn();
    render(<CommentForm description="Up to a few lines." onSubmitValid={onSubmit} />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
    expect(textarea).toHaveAccessibleDescription('Up to a few lines.');

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This is a required field.')).toHaveAttribute('data-slot', 'form-message');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Up to a few lines. This is a required field.');
    expect(textarea).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(textarea, 'Hello{Enter}there');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ comment: 'Hello\nthere' });
    expect(textarea).toHaveAttribute('aria-invalid', 'false');
  });

  it('is disabled and read-only on request', () => {
    render(
      <>
        <Textarea aria-label="Locked" disabled defaultValue="x" />
        <Textarea aria-label="Shown" readOnly defaultValue="y" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Shown' })).toHaveAttribute('readonly');
  });
});
