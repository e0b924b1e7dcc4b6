import { SafeHtml } from '@shop/ui/html';
import { TEXTS } from '../../src/config/constants';
import type { CartSectionData } from '../../src/features/cart/contract';

/** The checkout entry's Order Summary: the cart's lines with quantity and price, and the subtotal. */
export function CheckoutSummary({ cart }: { cart: CartSectionData }) {
  return (
    <aside aria-labelledby="checkout-summary" className="rounded-lg bg-neutral-50 p-6">
      <h2 id="checkout-summary" className="text-xl font-bold">
        Order Summary
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        {cart.summary_count} {cart.summary_count === 1 ? TEXTS.item : TEXTS.items} in cart
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {cart.items.map((item) => (
          <li key={item.item_id} className="flex justify-between gap-3 text-sm">
            <span>
              {item.product_name}
              {item.options?.length ? <span className="block text-neutral-700">{item.options.map((option) => option.value).join(', ')}</span> : null}
            </span>
            <span className="flex shrink-0 flex-col items-end">
              <span>Qty {item.item_qty ?? item.qty}</span>
              {item.product_price ? <SafeHtml as="span" className="font-semibold" html={item.product_price} /> : null}
            </span>
          </li>
        ))}
      </ul>
      {cart.subtotal !== undefined ? (
        <dl className="mt-4 flex justify-between border-t border-neutral-200 pt-4 text-lg font-bold">
          <dt>Subtotal</dt>
          <SafeHtml as="dd" html={String(cart.subtotal)} />
        </dl>
      ) : null}
    </aside>
  );
}
