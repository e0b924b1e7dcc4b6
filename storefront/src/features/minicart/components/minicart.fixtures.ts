import { formatMoney, multiply, sum, toMinor } from '@shop/ui/money';
import type { CartItem, CartSectionData } from '../../cart/contract';

/** A flat product picture drawn inline, so stories never touch the network. */
export function fixtureImage(fill: string): { src: string; alt: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="90" viewBox="0 0 72 90"><rect width="72" height="90" fill="${fill}"/><path d="M22 30h28l6 12-8 4v26H24V46l-8-4z" fill="#ffffff" opacity=".85"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: '' };
}

/** Price markup as the server writes it, from minor units. */
const price = (minor: number) => `<span class="price">${formatMoney(minor)}</span>`;

/** Unit prices of the fixture lines in minor units, by item id. */
const UNIT_PRICES = { 105: 5400, 104: 1400, 103: 5900, 102: 700, 101: 1900 } as const;

/** The price fields of a line with this unit price (minor units) and quantity. */
function linePrice(unit: number, qty: number, regular?: number): Pick<CartItem, 'product_price' | 'product_price_value' | 'product_price_minor' | 'product_regular_price_minor' | 'row_total_minor'> {
  return {
    product_price: price(unit),
    product_price_value: unit / 100,
    product_price_minor: unit,
    ...(regular !== undefined ? { product_regular_price_minor: regular } : {}),
    row_total_minor: multiply(unit, qty),
  };
}

/** A cart line as the server sends it, with plain defaults for what a story or test does not set. */
export function cartLine(line: Partial<CartItem> & Pick<CartItem, 'item_id' | 'product_name'>): CartItem {
  const slug = line.product_name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    item_qty: line.item_qty ?? 1,
    qty: line.item_qty ?? 1,
    product_id: line.item_id,
    product_type: 'simple',
    product_sku: slug.toUpperCase(),
    product_url: `/${slug}.html`,
    product_has_url: true,
    product_image: { src: '', alt: '' },
    ...linePrice(0, line.item_qty ?? 1),
    options: [],
    configure_url: `/${slug}.html`,
    is_visible_in_site_visibility: true,
    ...line,
  };
}

/** A cart section as the server sends it: empty unless `section` says otherwise. */
export function cartSectionData(section: Partial<CartSectionData> = {}): CartSectionData {
  const items = section.items ?? [];
  return {
    items,
    summary_count: items.reduce((sum, item) => sum + item.item_qty, 0),
    subtotal: price(0),
    subtotalAmount: 0,
    subtotal_minor: 0,
    currency_code: 'USD',
    website_id: 1,
    storeId: 1,
    possible_onepage_checkout: items.length > 0,
    extra_actions: '',
    cart_empty_message: '',
    isGuestCheckoutAllowed: true,
    ...section,
  };
}

/** Mini cart lines with fixed data, newest first (as the cart section lists them). */
export const fixtureItems: CartItem[] = [
  cartLine({
    item_id: 105,
    item_qty: 1,
    product_type: 'configurable',
    product_name: 'Hero Hoodie',
    ...linePrice(UNIT_PRICES[105], 1, toMinor('64.00')),
    product_url: '/hero-hoodie.html',
    product_image: fixtureImage('#4b6584'),
    options: [
      { label: 'Color', value: 'Gray', option_id: 93, option_value: 52 },
      { label: 'Size', value: 'M', option_id: 144, option_value: 168 },
    ],
  }),
  cartLine({ item_id: 104, item_qty: 2, product_type: 'simple', product_name: 'Sprite Yoga Strap 6 foot', ...linePrice(UNIT_PRICES[104], 2), product_url: '/sprite-yoga-strap-6-foot.html', product_image: fixtureImage('#20bf6b') }),
  cartLine({ item_id: 103, item_qty: 1, product_type: 'simple', product_name: 'Fusion Backpack', ...linePrice(UNIT_PRICES[103], 1), product_url: '/fusion-backpack.html', product_image: fixtureImage('#a55eea') }),
  cartLine({ item_id: 102, item_qty: 3, product_type: 'simple', product_name: 'Affirm Water Bottle', ...linePrice(UNIT_PRICES[102], 3), product_url: '/affirm-water-bottle.html', product_image: fixtureImage('#fa8231') }),
  cartLine({ item_id: 101, item_qty: 1, product_type: 'simple', product_name: 'Quest Lumaflex Band', ...linePrice(UNIT_PRICES[101], 1), product_url: '/quest-lumaflex-band.html', product_image: fixtureImage('#0fb9b1') }),
];

/** A cart section holding the first `count` fixture lines. */
export function fixtureCart(count: number, overrides: Partial<CartSectionData> = {}): CartSectionData {
  const items = fixtureItems.slice(0, count);
  const subtotal = sum(items.map((item) => item.row_total_minor));
  return cartSectionData({ items, subtotal: price(subtotal), subtotalAmount: subtotal / 100, subtotal_minor: subtotal, ...overrides });
}
