import type { MiniCartData, MiniCartItem } from '../model';

/** A flat product picture drawn inline, so stories never touch the network. */
export function fixtureImage(fill: string): { src: string; alt: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="90" viewBox="0 0 72 90"><rect width="72" height="90" fill="${fill}"/><path d="M22 30h28l6 12-8 4v26H24V46l-8-4z" fill="#ffffff" opacity=".85"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: '' };
}

/** Price markup as the server writes it. */
const price = (amount: number) => `<span class="price">$${amount.toFixed(2)}</span>`;

/** Unit prices of the fixture lines, by item id. */
const UNIT_PRICES = { 105: 54, 104: 14, 103: 59, 102: 7, 101: 19 } as const;

/** Mini cart lines with fixed data, newest first (as the cart section lists them). */
export const fixtureItems: MiniCartItem[] = [
  {
    item_id: 105,
    item_qty: 1,
    product_type: 'configurable',
    product_name: 'Hero Hoodie',
    product_price: price(UNIT_PRICES[105]),
    product_url: '/hero-hoodie.html',
    product_image: fixtureImage('#4b6584'),
    options: [
      { label: 'Color', value: 'Gray' },
      { label: 'Size', value: 'M' },
    ],
  },
  { item_id: 104, item_qty: 2, product_type: 'simple', product_name: 'Sprite Yoga Strap 6 foot', product_price: price(UNIT_PRICES[104]), product_url: '/sprite-yoga-strap-6-foot.html', product_image: fixtureImage('#20bf6b') },
  { item_id: 103, item_qty: 1, product_type: 'simple', product_name: 'Fusion Backpack', product_price: price(UNIT_PRICES[103]), product_url: '/fusion-backpack.html', product_image: fixtureImage('#a55eea') },
  { item_id: 102, item_qty: 3, product_type: 'simple', product_name: 'Affirm Water Bottle', product_price: price(UNIT_PRICES[102]), product_url: '/affirm-water-bottle.html', product_image: fixtureImage('#fa8231') },
  { item_id: 101, item_qty: 1, product_type: 'simple', product_name: 'Quest Lumaflex Band', product_price: price(UNIT_PRICES[101]), product_url: '/quest-lumaflex-band.html', product_image: fixtureImage('#0fb9b1') },
];

/** A cart section holding the first `count` fixture lines. */
export function fixtureCart(count: number, overrides: Partial<MiniCartData> = {}): MiniCartData {
  const items = fixtureItems.slice(0, count);
  return {
    items,
    summary_count: items.reduce((sum, item) => sum + Number(item.item_qty ?? 0), 0),
    subtotal: price(items.reduce((sum, item) => sum + Number(item.item_qty ?? 0) * UNIT_PRICES[item.item_id as keyof typeof UNIT_PRICES], 0)),
    possible_onepage_checkout: true,
    isGuestCheckoutAllowed: true,
    ...overrides,
  };
}
