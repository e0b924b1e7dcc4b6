import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MiniCartData, MiniCartItem } from '../model';
import { MiniCartDropdown } from './minicart-dropdown';

const line = (id: number): MiniCartItem => ({ item_id: id, item_qty: 1, product_type: 'simple', product_name: `Product ${id}`, product_url: `/p${id}.html` });

function show(cart: MiniCartData | undefined, overrides: Partial<React.ComponentProps<typeof MiniCartDropdown>> = {}) {
  const props = {
    cart,
    maxItemsToDisplay: 2,
    cartUrl: '/checkout/cart/',
    triggerId: 'trigger',
    onClose: vi.fn(),
    onCheckout: vi.fn(() => true),
    updateQty: vi.fn(async () => ({ success: true })),
    removeItem: vi.fn(async () => ({ success: true })),
    ...overrides,
  };
  render(
    <>
      <button id="trigger">My Cart</button>
      <MiniCartDropdown {...props} />
    </>,
  );
  return props;
}

describe('MiniCartDropdown', () => {
  it("titles itself 'My Cart' and shows the most recent lines with the 'of' total", () => {
    show({ items: [line(3), line(2), line(1)], summary_count: 3, subtotal: '<span class="price">$30.00</span>', possible_onepage_checkout: true });
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 items')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Product/ }).map((link) => link.textContent)).toEqual(['Product 3', 'Product 2']);
    expect(screen.getByText('$30.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and Edit Cart' })).toHaveAttribute('href', '/checkout/cart/');
  });

  it("says 'item' for one line", () => {
    show({ items: [line(1)], summary_count: 1 });
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it('shows the empty state with the cart’s own message', () => {
    show({ items: [], summary_count: 0, cart_empty_message: 'Fill it with gear!' });
    expect(screen.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(screen.getByText('Fill it with gear!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
  });

  it("offers 'Checkout immediately' only when one-page checkout is possible", () => {
    const props = show({ items: [line(1)], summary_count: 1, possible_onepage_checkout: true });
    const button = screen.getByRole('button', { name: 'Checkout immediately' });
    expect(button).toHaveAttribute('title', 'Proceed to Checkout');
    fireEvent.click(button);
    expect(props.onCheckout).toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it('hides the checkout button when one-page checkout is not possible', () => {
    show({ items: [line(1)], summary_count: 1, possible_onepage_checkout: false });
    expect(screen.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
  });

  it('shows the loader until the cart is known', () => {
    show(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });

  it('closes on a press outside and on Escape', () => {
    const props = show({ items: [line(1)], summary_count: 1 });
    fireEvent.pointerDown(document.body);
    expect(props.onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'My Cart' })).toHaveFocus();
  });
});
