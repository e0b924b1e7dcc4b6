import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/contract';
import type { ProductDetailData, ProductTileData } from '../catalog/types';
import {
  addedProduct,
  buildAddToCartEvent,
  buildClickEvent,
  buildImpressionsEvent,
  buildRemoveFromCartEvent,
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
