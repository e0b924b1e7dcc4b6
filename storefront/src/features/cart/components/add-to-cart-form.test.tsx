import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartResponse } from '../contract';
import { AddToCartForm } from './add-to-cart-form';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<React.ComponentProps<typeof AddToCartForm>> = {}) {
  const call = deferred<AddToCartResponse>();
  const submit = vi.fn((_action: string, _data: FormData) => call.promise);
  const props = { action: '/checkout/cart/add', productId: 7, sku: 'WT001', name: 'Aero Tee', submit, formKey: () => 'abcdefghijklmnop', ...overrides };
  const { unmount } = render(
    <AddToCartForm {...props}>
      <input type="hidden" name="qty" value="2" />
    </AddToCartForm>,
  );
  return { call, submit, unmount, button: screen.getByRole('button', { name: 'Add to Cart' }) };
}

describe('AddToCartForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads 'Adding...' while the request runs, 'Added' after, and 'Add to Cart' again 1 s later", async () => {
    const { call, submit, button } = setup();
    fireEvent.click(button);
    expect(button).toHaveTextContent('Adding...');
    expect(button).toBeDisabled();
    const data = submit.mock.calls[0]![1];
    expect(data.get('product')).toBe('7');
    expect(data.get('qty')).toBe('2');
    expect(data.get('form_key')).toBe('abcdefghijklmnop');
    await act(async () => call.resolve({ minicart: '' }));
    expect(button).toHaveTextContent('Added');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveTextContent('Added');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent('Add to Cart');
    expect(button).toBeEnabled();
  });

  it('shows the status text of an unavailable product', async () => {
    const onUnavailable = vi.fn();
    const { call, button } = setup({ onUnavailable });
    fireEvent.click(button);
    await act(async () => call.resolve({ product: { statusText: 'Out of stock' } }));
    expect(onUnavailable).toHaveBeenCalledWith('Out of stock');
  });

  it('keeps the sku and name on the form as data attributes, and its ajax:addToCart event carries the sku', async () => {
    const onAdded = vi.fn();
    document.addEventListener('ajax:addToCart', onAdded);
    const { call, button } = setup();
    const form = button.closest('form');
    expect(form).toHaveAttribute('data-product-sku', 'WT001');
    expect(form).toHaveAttribute('data-product-name', 'Aero Tee');
    fireEvent.click(button);
    await act(async () => call.resolve({ minicart: '' }));
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect((onAdded.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ sku: 'WT001', productIds: [7] });
    document.removeEventListener('ajax:addToCart', onAdded);
  });

  it('goes to the answer’s backUrl', async () => {
    const navigate = vi.fn();
    const { call, button } = setup({ navigate });
    fireEvent.click(button);
    await act(async () => call.resolve({ backUrl: '/aero-tee.html' }));
    expect(navigate).toHaveBeenCalledWith(new URL('/aero-tee.html', window.location.href).href);
  });

  it('never follows a backUrl that leaves the shop', async () => {
    for (const backUrl of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/']) {
      const navigate = vi.fn();
      const { call, button, unmount } = setup({ navigate });
      fireEvent.click(button);
      await act(async () => call.resolve({ backUrl }));
      expect(navigate).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('fires the error event and reloads the page when the request is rejected', async () => {
    const reload = vi.fn();
    const onError = vi.fn();
    document.addEventListener('ajax:addToCart:error', onError);
    const { call, button } = setup({ reload });
    fireEvent.click(button);
    await act(async () => call.reject(new Error('500')));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Add to Cart');
    // No message: neither an alert nor a status says anything.
    expect(screen.queryByRole('alert')).toBeNull();
    for (const region of screen.queryAllByRole('status')) expect(region).toBeEmptyDOMElement();
    document.removeEventListener('ajax:addToCart:error', onError);
  });

  it('sends nothing when the options are not valid', () => {
    const { submit, button } = setup({ validate: () => false });
    fireEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
    expect(button).toHaveTextContent('Add to Cart');
  });
});
