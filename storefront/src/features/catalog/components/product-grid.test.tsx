import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartForm } from '../../cart/components/add-to-cart-form';
import type { ProductTileData } from '../types';
import { ProductGrid } from './product-grid';

const tile = (id: number, name: string): ProductTileData => ({
  id,
  sku: `SKU-${id}`,
  name,
  url: `/p-${id}.html`,
  type: 'simple',
  image: { src: '/p.png', alt: name, width: 240, height: 300 },
  isSalable: true,
  shortDescription: '',
  price: { amount: 5400, currency: 'USD' },
});

describe('ProductGrid', () => {
  it('opens the product page from a press anywhere on its tile but its controls, and links the name to it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      const user = userEvent.setup();
      const submit = vi.fn(async () => ({}));
      render(
        <ProductGrid
          listName="Category Products"
          products={[tile(1, 'Hero Hoodie'), tile(2, 'Aero Tee')]}
          renderAction={(product) => <AddToCartForm action="/checkout/cart/add/" productId={product.id} sku={product.sku} name={product.name} submit={submit} />}
        />,
      );
      const tee = screen.getAllByRole('listitem')[1]!;
      expect(within(tee).getByRole('link', { name: 'Aero Tee' })).toHaveAttribute('href', '/p-2.html');
      await user.click(within(tee).getByText('$54.00'));
      expect(assign).toHaveBeenCalledExactlyOnceWith('/p-2.html');
      await user.click(within(tee).getByRole('button', { name: 'Add to Cart' }));
      expect(submit).toHaveBeenCalledOnce();
      expect(assign).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("turns a tile's stock status to product.statusText when its add-to-cart answer says it is unavailable (SPEC.md §4)", async () => {
    const user = userEvent.setup();
    render(
      <ProductGrid
        listName="Category Products"
        products={[tile(1, 'Hero Hoodie'), tile(2, 'Aero Tee')]}
        renderAction={(product, state) => (
          <AddToCartForm
            action="/checkout/cart/add/"
            productId={product.id}
            sku={product.sku}
            name={product.name}
            disabled={!state.salable}
            onUnavailable={state.onUnavailable}
            submit={async () => (product.id === 1 ? { product: { statusText: 'Out of stock' }, messages: [] } : {})}
          />
        )}
      />,
    );
    const [hoodie, tee] = screen.getAllByRole('listitem');
    await user.click(within(hoodie!).getByRole('button', { name: 'Add to Cart' }));
    await vi.waitFor(() => expect(within(hoodie!).getByText('Out of stock')).toBeInTheDocument());
    expect(within(hoodie!).queryByText('In stock')).toBeNull();
    // 'Added' or 'Add to Cart' again: either way it stays disabled.
    await vi.waitFor(() => expect(within(hoodie!).getByRole('button')).toBeDisabled());
    await vi.waitFor(() => expect(within(hoodie!).getByRole('button', { name: 'Add to Cart' })).toBeDisabled(), { timeout: 3000 });
    // The other tile is untouched.
    expect(within(tee!).getByText('In stock')).toBeInTheDocument();
    expect(within(tee!).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
