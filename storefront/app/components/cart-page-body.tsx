import { lazy, Suspense, useEffect } from 'react';
import { CartView } from '../../src/features/cart/components/cart-view';
import { useServicesWithPage } from '../lib/shop-runtime';
import type { CartSectionData } from '../../src/features/cart/contract';

/**
 * A cart with lines: its rows, "Apply Discount Code", "Estimate Shipping and Tax" and More Choices,
 * with the forms' code (React Hook Form, the address rules) and the estimate's calls: 25 kB gzip
 * and 15 files an empty cart never needs. Asked for at once when the browser may hold a cart (it
 * has private content, ADR 0042), else when the cart section shows lines.
 */
const loadFilledCart = () => import('./filled-cart');
const FilledCart = lazy(() => loadFilledCart().then((module) => ({ default: module.FilledCart })));

interface CartPageBodyProps {
  cart: CartSectionData | undefined;
  onCheckout: () => boolean;
}

/** An empty or loading cart has no lines to draw. */
const noLines = () => null;

/** The cart page's lines and summary (loaded with the page's private content). */
export function CartPageBody({ cart, onCheckout }: CartPageBodyProps) {
  // The lines are the cart section's: asked for with the page.
  const runtime = useServicesWithPage();
  useEffect(() => {
    void runtime.pageServices().then((page) => {
      if (page.privateContent) void loadFilledCart();
    });
  }, [runtime]);
  if (!cart || cart.items.length === 0) return <CartView cart={cart} onCheckout={onCheckout} renderItem={noLines} />;
  return (
    // Until its code is here, the cart shows as still loading: the same reserved space.
    <Suspense fallback={<CartView cart={undefined} onCheckout={onCheckout} renderItem={noLines} />}>
      <FilledCart cart={cart} onCheckout={onCheckout} />
    </Suspense>
  );
}
