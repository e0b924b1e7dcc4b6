import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { wishlistItemFixture } from '../fixtures';
import { WishlistForm, type WishlistActions } from './wishlist-form';


function setup(answer = { success: true, redirectUrl: '/wishlist/' }) {
  const actions: WishlistActions = {
    update: vi.fn(async () => answer),
    remove: vi.fn(async () => answer),
    toCart: vi.fn(async () => answer),
    allToCart: vi.fn(async () => answer),
  };
  const navigate = vi.fn();
  render(<WishlistForm items={[wishlistItemFixture(1, 'Aero Tee', 2, 'for Ann'), wishlistItemFixture(2, 'Hero Hoodie')]} actions={actions} navigate={navigate} />);
  return { actions, navigate };
}

describe('WishlistForm', () => {
  it('shows each item with its name, price, quantity and comment', () => {
    setup();
    const [first] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Aero Tee');
    expect(first).toHaveTextContent('$32.00');
    expect(screen.getAllByRole('textbox', { name: 'Qty' })[0]).toHaveValue('2');
    expect(screen.getAllByRole('textbox', { name: 'Comment' })[0]).toHaveValue('for Ann');
  });

  it('Update Wish List posts every item’s typed quantity and comment, then goes where the answer says', async () => {
    const { actions, navigate } = setup();
    const user = userEvent.setup();
    const [qty] = screen.getAllByRole('textbox', { name: 'Qty' });
    await user.clear(qty!);
    await user.type(qty!, '5');
    await user.type(screen.getAllByRole('textbox', { name: 'Comment' })[1]!, 'size M');
    await user.click(screen.getByRole('button', { name: 'Update Wish List' }));
    await waitFor(() =>
      expect(actions.update).toHaveBeenCalledWith({
        items: [
          { id: 1, qty: 5, description: 'for Ann' },
          { id: 2, qty: 1, description: 'size M' },
        ],
      }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/wishlist/'));
  });

  it('refuses a quantity of 0 in place, focusing it, and posts nothing', async () => {
    const { actions } = setup();
    const [qty] = screen.getAllByRole('textbox', { name: 'Qty' });
    fireEvent.change(qty!, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Wish List' }));
    expect(await screen.findByText('Please enter a quantity greater than 0.')).toBeVisible();
    expect(qty).toHaveAttribute('aria-invalid', 'true');
    expect(qty).toHaveFocus();
    expect(actions.update).not.toHaveBeenCalled();
  });

  it('posts Add to Cart, Remove and Add All to Cart for the right item', async () => {
    // Refused answers: the page stays, so each button can be pressed in turn.
    const { actions } = setup({ success: false, message: 'No.' } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Hero Hoodie' }));
    await waitFor(() => expect(actions.toCart).toHaveBeenCalledWith(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remove item: Aero Tee' }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add All to Cart' }));
    await waitFor(() => expect(actions.allToCart).toHaveBeenCalled());
  });

  it('shows a refusal’s message and lets the shopper try again', async () => {
    const { navigate } = setup({ success: false, message: '"Aero Tee" was not added to your cart: This product is out of stock.' } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Aero Tee' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This product is out of stock.');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add to Cart: Aero Tee' })).toBeEnabled();
  });
});

describe('WishlistForm in a store view (issue 31)', () => {
  it('writes the prices as the view writes them', () => {
    const item = wishlistItemFixture(1, 'Aero Tee');
    const inEuros = { ...item, product: { ...item.product, price: { amount: 3200, currency: 'EUR' } } };
    const actions: WishlistActions = { update: vi.fn(), remove: vi.fn(), toCart: vi.fn(), allToCart: vi.fn() };
    render(
      <MemoryRouter basename="/fr" initialEntries={['/fr/wishlist/']}>
        <WishlistForm items={[inEuros]} actions={actions} navigate={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/32,00\s€/);
    expect(screen.getByRole('link', { name: 'Aero Tee' })).toHaveAttribute('href', '/fr/p-1.html');
  });
});
