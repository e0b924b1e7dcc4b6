import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/contract';
import type { ProductDetailData, ProductTileData } from '../catalog/types';
import {
  addedProduct,
  buildAddToCartEvent,
  buildClickEvent,
  buildImpressionsEvent,
  buildGa4Event,
  buildPurchaseEvent,
  buildRemoveFromCartEvent,
  buildSelectItemEvent,
  buildViewItemListEvent,
  cartLine,
  consentDefaultCommand,
  consentUpdateCommand,
  ga4CartLineChangeEvent,
  ga4Item,
  ga4Value,
  listLines,
  orderLine,
  productLine,
  PURCHASES_REMEMBERED,
  rememberPurchase,
  cartLineChangeEvent,
  cartLineProduct,
  CLICK_TRACKING_NOTES,
  collectImpressions,
  findImpression,
  getDataLayer,
  impressionsOf,
  isAddedToCart,
  majorAmount,
  mergeImpressionList,
  pushEcommerceEvent,
  resolveProductClick,
  toImpressionList,
  type ClickFacts,
} from './model';

const tee = { id: '12', name: 'Tee', list: 'Category Tops', position: 1 };
const hoodie = { id: '13', name: 'Hoodie', list: 'Category Tops', position: 2 };

describe('data layer pushes', () => {
  it('does nothing without a data layer', () => {
    expect(getDataLayer({})).toBeUndefined();
    expect(getDataLayer({ dataLayer: {} })).toBeUndefined();
    expect(pushEcommerceEvent(undefined, { event: 'x' })).toBe(false);
  });

  it('pushes an empty ecommerce reset and then the event', () => {
    const dataLayer: unknown[] = [];
    expect(pushEcommerceEvent(getDataLayer({ dataLayer }), { event: 'productImpression' })).toBe(true);
    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'productImpression' }]);
  });

  it('builds the impressions event', () => {
    expect(buildImpressionsEvent([tee], 'USD')).toEqual({
      event: 'productImpression',
      ecommerce: { currencyCode: 'USD', impressions: [tee] },
    });
  });
});

describe('click event', () => {
  it('builds ecommerce.click with the list and the matching impression', () => {
    expect(buildClickEvent(tee, 'Category Tops')).toEqual({
      event: 'productClick',
      ecommerce: { click: { actionField: { list: 'Category Tops' }, products: [tee] } },
    });
  });

  it('finds the impression with matching id and list among every push', () => {
    const dataLayer = [{ ecommerce: null }, { ecommerce: { impressions: [tee] } }, { event: 'other' }, { ecommerce: { impressions: [hoodie] } }];
    const impressions = collectImpressions(dataLayer);
    expect(impressions).toEqual([tee, hoodie]);
    expect(findImpression(impressions, '13', 'Category Tops')).toBe(hoodie);
    expect(findImpression(impressions, '13', 'Search Results')).toBeUndefined();
  });

  describe('resolveProductClick', () => {
    const facts: ClickFacts = { onLink: true, hasProductItem: true, listName: 'Category Tops', productId: '12' };
    const dataLayer = [{ ecommerce: { impressions: [tee] } }];

    it('gives the click event for a trackable click', () => {
      expect(resolveProductClick(facts, dataLayer)).toEqual({ kind: 'event', event: buildClickEvent(tee, 'Category Tops') });
    });

    it('ignores clicks off links and pages without a data layer', () => {
      expect(resolveProductClick({ ...facts, onLink: false }, dataLayer)).toEqual({ kind: 'ignored' });
      expect(resolveProductClick(facts, undefined)).toEqual({ kind: 'ignored' });
    });

    it('gives a console note for each missing piece', () => {
      expect(resolveProductClick({ ...facts, hasProductItem: false }, dataLayer)).toEqual({
        kind: 'note',
        message: CLICK_TRACKING_NOTES.missingEventShell,
      });
      expect(resolveProductClick({ ...facts, listName: undefined }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.missingListName,
      });
      expect(resolveProductClick({ ...facts, productId: undefined }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.missingProductId,
      });
      expect(resolveProductClick(facts, [])).toMatchObject({ message: CLICK_TRACKING_NOTES.noImpressions });
      expect(resolveProductClick({ ...facts, productId: '99' }, dataLayer)).toMatchObject({
        message: CLICK_TRACKING_NOTES.noMatchingImpression,
      });
    });
  });
});

describe('impression list', () => {
  it('maps product ids to their list names', () => {
    expect(mergeImpressionList({ '1': 'Home' }, [tee, { id: 14 }])).toEqual({ '1': 'Home', '12': 'Category Tops' });
  });

  it('reads only string entries', () => {
    expect(toImpressionList({ '1': 'Home', '2': 3 })).toEqual({ '1': 'Home' });
    expect(toImpressionList(undefined)).toEqual({});
  });
});

const image = { src: '/media/p.svg', alt: '', width: 400, height: 500 };

function tile(fields: Partial<ProductTileData> & Pick<ProductTileData, 'id' | 'name'>): ProductTileData {
  return {
    sku: `SKU-${fields.id}`,
    url: `/p-${fields.id}.html`,
    type: 'simple',
    image,
    isSalable: true,
    shortDescription: '',
    price: { amount: 5799, currency: 'USD' },
    ...fields,
  };
}

/** A configurable hoodie: colour 93 (Blue 50, Orange 56), size 144 (M 168); blue costs less. */
const ariaHoodie = {
  ...tile({ id: 1034, name: 'Aria Studio Hoodie', type: 'configurable', price: { amount: 4900, regularAmount: 7000, asLowAs: true, currency: 'USD' } }),
  configurable: {
    attributes: [
      { id: 93, code: 'color', label: 'Color', options: [{ id: 50, label: 'Blue', swatch: '#1857f7', products: [1] }, { id: 56, label: 'Orange', swatch: '#eb6703', products: [2] }] },
      { id: 144, code: 'size', label: 'Size', options: [{ id: 168, label: 'M', swatch: null, products: [1, 2] }] },
    ],
    children: [
      { id: 1, sku: 'WT010-M-Blue', isSalable: true, attributes: { '93': 50, '144': 168 }, image, price: { amount: 4900, regularAmount: 7000 } },
      { id: 2, sku: 'WT010-M-Orange', isSalable: true, attributes: { '93': 56, '144': 168 }, image, price: { amount: 7000 } },
    ],
  },
} as unknown as ProductDetailData;

function line(fields: Partial<CartItem> = {}): CartItem {
  return {
    item_id: 7,
    item_qty: 2,
    qty: 2,
    product_id: 1034,
    product_type: 'configurable',
    product_name: 'Aria Studio Hoodie',
    product_sku: 'WT010-M-Orange',
    product_url: '/aria.html',
    product_has_url: true,
    product_image: { src: '', alt: '' },
    product_price: '<span class="price">$70.00</span>',
    product_price_value: 70,
    product_price_minor: 7000,
    row_total_minor: 14000,
    options: [
      { label: 'Color', value: 'Orange', option_id: 93, option_value: 56 },
      { label: 'Size', value: 'M', option_id: 144, option_value: 168 },
    ],
    configure_url: '/aria.html?item_id=7',
    is_visible_in_site_visibility: true,
    ...fields,
  };
}

describe('prices in events', () => {
  it('are numbers in the major unit, read exactly from minor units', () => {
    expect(majorAmount(5799, 'USD')).toBe(57.99);
    // 0.1 + 0.2 style errors never appear: the decimal text is parsed, nothing is divided.
    expect(majorAmount(30, 'USD')).toBe(0.3);
    expect(majorAmount(123456789, 'USD')).toBe(1234567.89);
    expect(majorAmount(1500, 'JPY')).toBe(1500);
  });
});

describe('list impressions', () => {
  it('give each product its id, name, price, list name and 1-based position', () => {
    expect(impressionsOf([tile({ id: 12, name: 'Aero Trail Pullover' }), ariaHoodie], 'Category Listing')).toEqual([
      { id: '12', name: 'Aero Trail Pullover', price: 57.99, list: 'Category Listing', position: 1 },
      { id: '1034', name: 'Aria Studio Hoodie', price: 49, list: 'Category Listing', position: 2 },
    ]);
  });
});

describe('add to cart', () => {
  it('adds a simple product at its price and quantity', () => {
    expect(addedProduct(tile({ id: 12, name: 'Aero Trail Pullover' }), { qty: 3, superAttribute: {} })).toEqual({
      id: '12',
      name: 'Aero Trail Pullover',
      price: 57.99,
      quantity: 3,
    });
  });

  it("adds a configurable product's chosen child: its price and its options as the variant, the product's own id", () => {
    expect(addedProduct(ariaHoodie, { qty: 1, superAttribute: { '93': 56, '144': 168 } })).toEqual({
      id: '1034',
      name: 'Aria Studio Hoodie',
      price: 70,
      variant: 'Orange / M',
      quantity: 1,
    });
    // Options that name no child: the product's own price, no variant.
    expect(addedProduct(ariaHoodie, { qty: 1, superAttribute: { '93': 56 } })).toEqual({ id: '1034', name: 'Aria Studio Hoodie', price: 49, quantity: 1 });
  });

  it('counts only answers that put the product in the cart', () => {
    expect(isAddedToCart({ messages: [{ type: 'success', text: 'You added it.' }], minicart: '<span>1</span>' })).toBe(true);
    expect(isAddedToCart({})).toBe(true);
    expect(isAddedToCart({ backUrl: '/aria.html' })).toBe(false);
    expect(isAddedToCart({ product: { statusText: 'Out of stock' }, messages: [{ type: 'error', text: 'Out of stock' }] })).toBe(false);
    expect(isAddedToCart({ messages: [{ type: 'error', text: 'The requested qty is not available' }] })).toBe(false);
  });

  it('builds ecommerce.add with the currency, the products and the list the product was met in', () => {
    const product = { id: '12', name: 'Aero Trail Pullover', price: 57.99, quantity: 1 };
    expect(buildAddToCartEvent([product], 'USD', 'Category Listing')).toEqual({
      event: 'addToCart',
      ecommerce: { currencyCode: 'USD', add: { actionField: { list: 'Category Listing' }, products: [product] } },
    });
    expect(buildAddToCartEvent([product], 'USD')).toEqual({ event: 'addToCart', ecommerce: { currencyCode: 'USD', add: { products: [product] } } });
  });
});

describe('cart line changes', () => {
  it('describe a cart line with its unit price and options', () => {
    expect(cartLineProduct(line(), 2, 'USD')).toEqual({ id: '1034', name: 'Aria Studio Hoodie', price: 70, variant: 'Orange / M', quantity: 2 });
    expect(cartLineProduct(line({ options: [], product_price_minor: 5799 }), 1, 'USD')).toEqual({
      id: '1034',
      name: 'Aria Studio Hoodie',
      price: 57.99,
      quantity: 1,
    });
  });

  it('builds ecommerce.remove', () => {
    const product = { id: '12', name: 'Aero Trail Pullover', price: 57.99, quantity: 1 };
    expect(buildRemoveFromCartEvent([product], 'USD')).toEqual({ event: 'removeFromCart', ecommerce: { currencyCode: 'USD', remove: { products: [product] } } });
  });

  it('remove the whole line, remove or add the difference of a new quantity, and say nothing when it stays', () => {
    expect(cartLineChangeEvent(line(), 0, 'USD')).toEqual(buildRemoveFromCartEvent([cartLineProduct(line(), 2, 'USD')], 'USD'));
    expect(cartLineChangeEvent(line(), 1, 'USD')).toEqual(buildRemoveFromCartEvent([cartLineProduct(line(), 1, 'USD')], 'USD'));
    expect(cartLineChangeEvent(line(), 5, 'USD')).toEqual(buildAddToCartEvent([cartLineProduct(line(), 3, 'USD')], 'USD'));
    expect(cartLineChangeEvent(line(), 2, 'USD')).toBeUndefined();
  });
});

describe('Consent Mode v2 commands', () => {
  const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

  it('are arguments objects, as gtag() pushes them', () => {
    expect(isArguments(consentDefaultCommand())).toBe(true);
    expect(isArguments(consentUpdateCommand({ analytics: true, marketing: false }))).toBe(true);
  });

  it('default to everything denied, waiting 500 ms for an update', () => {
    expect(Array.from(consentDefaultCommand())).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);
  });

  it('grant analytics storage for Analytics and the three ad types for Marketing', () => {
    expect(Array.from(consentUpdateCommand({ analytics: true, marketing: false }))).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    expect(Array.from(consentUpdateCommand({ analytics: false, marketing: true }))).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
    ]);
  });
});

describe('GA4 e-commerce events', () => {
  const pullover = tile({ id: 12, name: 'Aero Trail Pullover', sku: 'WT01' });

  it('give items their SKU, name, price in the major unit, quantity and only the fields they have', () => {
    expect(ga4Item({ sku: 'WT01', name: 'Aero Trail Pullover', unitMinor: 5799, quantity: 2 }, 'USD')).toEqual({
      item_id: 'WT01',
      item_name: 'Aero Trail Pullover',
      price: 57.99,
      quantity: 2,
    });
    expect(ga4Item({ sku: 'S', name: 'N', unitMinor: 10, quantity: 1, variant: 'Orange / M', listName: 'Home', index: 0 }, 'USD')).toEqual({
      item_id: 'S',
      item_name: 'N',
      price: 0.1,
      quantity: 1,
      item_variant: 'Orange / M',
      item_list_name: 'Home',
      index: 0,
    });
  });

  it('sum the value in integer minor units, converted once (no float error)', () => {
    // 0.1 × 3 and 0.2 would be 0.30000000000000004 + …; the minor units add exactly.
    expect(ga4Value([{ sku: 'a', name: 'a', unitMinor: 10, quantity: 3 }, { sku: 'b', name: 'b', unitMinor: 20, quantity: 1 }], 'USD')).toBe(0.5);
    expect(ga4Value([{ sku: 'a', name: 'a', unitMinor: 1999, quantity: 3 }], 'USD')).toBe(59.97);
    expect(ga4Value([{ sku: 'a', name: 'a', unitMinor: 1500, quantity: 2 }], 'JPY')).toBe(3000);
    expect(ga4Value([], 'USD')).toBe(0);
  });

  it('build view_item_list with the list name and 0-based indexes, and select_item for one of them', () => {
    const lines = listLines([pullover, ariaHoodie], 'Category Listing');
    expect(buildViewItemListEvent(lines, 'Category Listing', 'USD')).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_name: 'Category Listing',
        items: [
          { item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1, item_list_name: 'Category Listing', index: 0 },
          { item_id: 'SKU-1034', item_name: 'Aria Studio Hoodie', price: 49, quantity: 1, item_list_name: 'Category Listing', index: 1 },
        ],
      },
    });
    expect(buildSelectItemEvent(lines[1]!, 'USD')).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'Category Listing',
        items: [{ item_id: 'SKU-1034', item_name: 'Aria Studio Hoodie', price: 49, quantity: 1, item_list_name: 'Category Listing', index: 1 }],
      },
    });
  });

  it("build view_item and add_to_cart with a configurable product's chosen child: its SKU, price and options", () => {
    expect(buildGa4Event('view_item', [productLine(pullover, { qty: 1, superAttribute: {} })], 'USD')).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'USD', value: 57.99, items: [{ item_id: 'WT01', item_name: 'Aero Trail Pullover', price: 57.99, quantity: 1 }] },
    });
    expect(buildGa4Event('add_to_cart', [productLine(ariaHoodie, { qty: 3, superAttribute: { '93': 56, '144': 168 } }, 'Category Listing')], 'USD')).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 210,
        items: [{ item_id: 'WT010-M-Orange', item_name: 'Aria Studio Hoodie', price: 70, quantity: 3, item_variant: 'Orange / M', item_list_name: 'Category Listing' }],
      },
    });
  });

  it('build view_cart, begin_checkout, add_shipping_info and add_payment_info from cart or totals lines', () => {
    expect(cartLine(line())).toEqual({ sku: 'WT010-M-Orange', name: 'Aria Studio Hoodie', unitMinor: 7000, quantity: 2, variant: 'Orange / M' });
    expect(buildGa4Event('view_cart', [cartLine(line()), cartLine(line({ product_sku: 'WT01', product_name: 'Tee', product_price_minor: 1999, qty: 1, options: [] }))], 'USD')).toEqual({
      event: 'view_cart',
      ecommerce: {
        currency: 'USD',
        value: 159.99,
        items: [
          { item_id: 'WT010-M-Orange', item_name: 'Aria Studio Hoodie', price: 70, quantity: 2, item_variant: 'Orange / M' },
          { item_id: 'WT01', item_name: 'Tee', price: 19.99, quantity: 1 },
        ],
      },
    });
    const totalsLine = orderLine({ sku: 'WT01', name: 'Tee', price: 1999, qty: 2, options: [{ value: 'M' }] });
    expect(buildGa4Event('add_shipping_info', [totalsLine], 'USD', { shipping_tier: 'Flat Rate - Fixed' })).toEqual({
      event: 'add_shipping_info',
      ecommerce: { currency: 'USD', value: 39.98, shipping_tier: 'Flat Rate - Fixed', items: [{ item_id: 'WT01', item_name: 'Tee', price: 19.99, quantity: 2, item_variant: 'M' }] },
    });
    expect(buildGa4Event('add_payment_info', [totalsLine], 'USD', { payment_type: 'Credit Card' })).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { value: 39.98, payment_type: 'Credit Card' },
    });
  });

  it('build add_to_cart or remove_from_cart for the difference of a cart line’s new quantity', () => {
    expect(ga4CartLineChangeEvent(line(), 0, 'USD')).toEqual(buildGa4Event('remove_from_cart', [cartLine(line(), 2)], 'USD'));
    expect(ga4CartLineChangeEvent(line(), 5, 'USD')).toEqual(buildGa4Event('add_to_cart', [cartLine(line(), 3)], 'USD'));
    expect(ga4CartLineChangeEvent(line(), 2, 'USD')).toBeUndefined();
  });

  it('build purchase with the order number, the grand total, tax, shipping and the coupon only when there is one', () => {
    const order = {
      increment_id: '000000007',
      currency: 'USD',
      grand_total: 16099,
      tax: 1100,
      shipping: 1000,
      items: [
        { sku: 'WT010-M-Orange', name: 'Aria Studio Hoodie', price: 7000, qty: 2, options: [{ value: 'Orange' }, { value: 'M' }] },
      ],
    };
    expect(buildPurchaseEvent(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '000000007',
        value: 160.99,
        tax: 11,
        shipping: 10,
        currency: 'USD',
        items: [{ item_id: 'WT010-M-Orange', item_name: 'Aria Studio Hoodie', price: 70, quantity: 2, item_variant: 'Orange / M' }],
      },
    });
    expect(buildPurchaseEvent({ ...order, coupon_code: 'SUMMER10' })).toMatchObject({ ecommerce: { coupon: 'SUMMER10' } });
    expect(buildPurchaseEvent({ ...order, coupon_code: null }).ecommerce).not.toHaveProperty('coupon');
  });

  it('remember pushed order numbers without repeats, the newest few', () => {
    expect(rememberPurchase(undefined, '1')).toEqual(['1']);
    expect(rememberPurchase(['1', 2, '3'], '1')).toEqual(['3', '1']);
    const many = Array.from({ length: PURCHASES_REMEMBERED }, (_, index) => String(index));
    expect(rememberPurchase(many, 'new')).toEqual([...many.slice(1), 'new']);
  });
});
