import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddToWishlistButton } from './add-to-wishlist-button';

describe('AddToWishlistButton', () => {
  it('data-posts the product with the form_key to the add address', async () => {
    const submitForm = vi.fn<(form: HTMLFormElement) => void>();
    render(<AddToWishlistButton action={`${window.location.origin}/wishlist/index/add`} productId={42} productName="Aero Tee" getFormKey={() => 'abcdefghijklmnop'} submitForm={submitForm} />);
    const button = screen.getByRole('button', { name: 'Add to Wish List: Aero Tee' });
    fireEvent.click(button);
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    const form = submitForm.mock.calls[0]![0];
    expect(form.method).toBe('post');
    expect(form.action).toBe(`${window.location.origin}/wishlist/index/add`);
    expect(Object.fromEntries(new FormData(form))).toEqual({ product: '42', form_key: 'abcdefghijklmnop' });
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
