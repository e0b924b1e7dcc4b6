import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, CartSectionData } from '../../cart/contract';
import { MiniCart } from './minicart';
import { MiniCartDropdown } from './minicart-dropdown';
import { cartLine, cartSectionData } from './minicart.fixtures';

const line = (id: number): CartItem => cartLine({ item_id: id, product_name: `Product ${id}`, product_url: `/p${id}.html` });

function show(cart: CartSectionData | undefined, overrides: Partial<React.ComponentProps<typeof MiniCartDropdown>> = {}) {
  const props = {
    cart,
    maxItemsToDisplay: 2,
    cartUrl: '/checkout/cart/',
    onCheckout: vi.fn(() => true),
    updateQty: vi.fn(async () => ({ success: true })),
    removeItem: vi.fn(async () => ({ success: true })),
    ...overrides,
  };
  render(<MiniCartDropdown {...props} />);
  return props;
}

/** The header's mini cart: the trigger and the kit's dropdown, its open state held as the layout does. */
function HeaderCart({ cart, onOpenChange }: { cart: CartSectionData; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <MiniCart
        cart={cart}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        maxItemsToDisplay={2}
        cartUrl="/checkout/cart/"
        onCheckout={() => false}
        updateQty={async () => ({ success: true })}
        removeItem={async () => ({ success: true })}
      />
      <p>Page</p>
    </>
  );
}

describe('MiniCartDropdown', () => {
  it("titles itself 'My Cart', shows the most recent lines with the 'of' total, and closes from its Close button", async () => {
    const cart = cartSectionData({ items: [line(3), line(2), line(1)], summary_count: 3, subtotal: '<span class="price">$30.00</span>', subtotal_minor: 3000, possible_onepage_checkout: true });
    render(<HeaderCart cart={cart} onOpenChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /My Cart/ }));
    expect(await screen.findByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 items')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Product/ }).map((link) => link.textContent)).toEqual(['Product 3', 'Product 2']);
    expect(screen.getByText('$30.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and Edit Cart' })).toHaveAttribute('href', '/checkout/cart/');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'My Cart' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'My Cart' })).toBeNull();
  });

  it('shows three lines at full height; from the fourth the list is as tall as three and scrolls', () => {
    // jsdom lays nothing out: every line is 120 px tall, stacked from the list's top.
    const lineOf = (element: HTMLElement) => (element.dataset.slot === 'minicart-item' ? element : null);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return lineOf(this) ? 120 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      const item = lineOf(this);
      return item ? [...item.parentElement!.children].indexOf(item) * 120 : 0;
    });
    try {
      show(cartSectionData({ items: [line(1), line(2), line(3)], summary_count: 3 }), { maxItemsToDisplay: 10 });
      const three = screen.getByRole('list', { name: 'Recently added items' });
      expect(three.style.maxHeight).toBe('');
      expect(three).not.toHaveAttribute('data-scrollable');
      cleanup();

      show(cartSectionData({ items: [line(1), line(2), line(3), line(4)], summary_count: 4 }), { maxItemsToDisplay: 10 });
      const four = screen.getByRole('list', { name: 'Recently added items' });
      expect(within(four).getAllByRole('listitem')).toHaveLength(4);
      expect(four.style.maxHeight).toBe('360px');
      expect(four).toHaveClass('overflow-y-auto');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('holds the subtotal, the extra actions (sanitized), the promotions and the sign-in regions', () => {
    show(
      cartSectionData({
        items: [line(1)],
        summary_count: 1,
        subtotal_minor: 1234,
        extra_actions: '<a href="/gift-options">Gift options</a><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
      { promotions: <p>Free shipping over $100</p>, signIn: <p>Sign in to use your reward points</p> },
    );
    expect(screen.getByText('Cart Subtotal').parentElement).toHaveTextContent('$12.34');
    const extra = screen.getByRole('link', { name: 'Gift options' });
    expect(extra).toHaveAttribute('href', '/gift-options');
    const region = extra.closest('[data-slot="minicart-extra-actions"]')!;
    expect(region.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getByText('Free shipping over $100')).toBeVisible();
    expect(screen.getByText('Sign in to use your reward points')).toBeVisible();
  });

  it("says 'item' for one line", () => {
    show(cartSectionData({ items: [line(1)], summary_count: 1 }));
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it('shows the empty state with the cart’s own message', () => {
    show(cartSectionData({ items: [], summary_count: 0, cart_empty_message: 'Fill it with gear!' }));
    expect(screen.getByText('You have no items in your shopping cart.')).toBeInTheDocument();
    expect(screen.getByText('Fill it with gear!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
  });

  it("offers 'Checkout immediately' only when one-page checkout is possible", () => {
    const props = show(cartSectionData({ items: [line(1)], summary_count: 1, possible_onepage_checkout: true }));
    const button = screen.getByRole('button', { name: 'Checkout immediately' });
    expect(button).toHaveAttribute('title', 'Proceed to Checkout');
    fireEvent.click(button);
    expect(props.onCheckout).toHaveBeenCalled();
    expect(button).toBeDisabled();
  });

  it('hides the checkout button when one-page checkout is not possible', () => {
    show(cartSectionData({ items: [line(1)], summary_count: 1, possible_onepage_checkout: false }));
    expect(screen.queryByRole('button', { name: 'Checkout immediately' })).toBeNull();
  });

  it('shows the loader until the cart is known', () => {
    show(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
  });

  it('shows the loader while an update is pending, and ends it only when the new cart data arrives', async () => {
    let answer: (response: { success: boolean }) => void = () => {};
    const updateQty = vi.fn(() => new Promise<{ success: boolean }>((resolve) => (answer = resolve)));
    const props = { maxItemsToDisplay: 2, cartUrl: '/checkout/cart/', onCheckout: () => true, updateQty, removeItem: async () => ({ success: true }) };
    const { rerender } = render(<MiniCartDropdown cart={cartSectionData({ items: [line(1)], summary_count: 1 })} {...props} />);
    expect(screen.queryByText('Please wait...')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Qty of Product 1' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await act(async () => answer({ success: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    rerender(<MiniCartDropdown cart={cartSectionData({ items: [cartLine({ item_id: 1, product_name: 'Product 1', item_qty: 2 })], summary_count: 2 })} {...props} />);
    expect(screen.queryByText('Please wait...')).toBeNull();
  });

  it('opens and closes through the kit: trigger, a press outside, Escape with focus back on the trigger', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<HeaderCart cart={cartSectionData({ items: [line(1)], summary_count: 1 })} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: /My Cart/ });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'My Cart' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'My Cart' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false, true, false]);
  });

  it('stays open while the remove confirmation is answered', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<HeaderCart cart={cartSectionData({ items: [line(1)], summary_count: 1 })} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: /My Cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Remove Product 1' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
