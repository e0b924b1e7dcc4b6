import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { multiply } from '@shop/ui/money';
import { shownCurrency, shownMinor, shownPrice } from '../currency/api';
import type { CheckoutTotals, ShippingMethod } from './contract';
import { cartTotals, shippingTitle } from './totals';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { imageUrl } from '../../../server/lib/urls';
import type { CartOwner } from '../cart/model';
import { defaultView, orDefault, type StoreViewCode } from '../store-views/model';

/** Where an order goes, as far as rates and tax care. */
export interface Destination {
  countryId: string;
  /** The region's code for countries that list regions ('MI'), else null. */
  regionCode: string | null;
}

/** One cart line priced for checkout (minor units), with what the order snapshot keeps. */
export interface CheckoutLine {
  itemId: number;
  /** The product shown (a configurable parent or a simple product). */
  productId: number;
  childProductId: number | null;
  /** The product whose price and stock the line uses (the child, else the product). */
  stockProductId: number;
  productType: 'simple' | 'configurable';
  name: string;
  sku: string;
  options: s.CartItemOption[];
  qty: number;
  /** Unit price paid (the final price) and the regular one. */
  price: number;
  originalPrice: number;
  rowTotal: number;
  image: { src: string; alt: string };
}

/** The cart priced for a destination: the lines, the methods offered, the chosen one, the totals. */
export interface Quote {
  cartId: number;
  lines: CheckoutLine[];
  /** Cheapest first. */
  methods: ShippingMethod[];
  selected: ShippingMethod | null;
  /** The tax rate applied, percent as exact text ('8.2500'), '0' when none. */
  taxRate: string;
  /** The cart's code and what it takes off (null without one that applies). */
  discount: CartDiscount | null;
  totals: CheckoutTotals;
}

/** What a cart's discount code takes off (the coupons capability computes it). */
export interface CartDiscount {
  ruleId: number;
  code: string;
  /** Off the items, minor units. */
  amount: number;
  freeShipping: boolean;
}

/** The discount of a cart, read on `tx` (null without a code that applies). */
export type CartDiscountSource = (tx: Db, cart: { cartId: number; customerId: number | null; rowTotals: readonly number[] }) => Promise<CartDiscount | null>;

export interface CheckoutServiceOptions {
  db: Db;
  /** ISO 4217: the store's prices and every total are in it. */
  currency: string;
  /** Subtotal (minor units) from which Free Shipping is offered. */
  freeShippingThreshold: number;
  /** Flat Rate per item (minor units). */
  flatRatePerItem: number;
  /** The cart's discount code, when the coupons capability is there. */
  discountOf?: CartDiscountSource;
  /**
   * Products' names in a store view where they have their own (`shop.catalog.content.products`),
   * read on `tx`: the lines are named in the view (the summary, and the order's lines as ordered, ADR 0041).
   */
  namesInView?: (view: StoreViewCode, productIds: readonly number[], tx: Db) => Promise<ReadonlyMap<number, { name: string | null }>>;
}

/**
 * Checkout's arithmetic, all in integer minor units of the currency shown (the view's that a call
 * names, converted from the base currency's prices and rates, ADR 0040): the cart's lines at their final prices,
 * the shipping methods for a destination (Flat Rate per item; Free Shipping from a subtotal),
 * the tax of the destination (a region's rate, else the country's '*', else none) on the
 * subtotal, and the grand total. Nothing here trusts an amount from the browser.
 */
export function createCheckoutService({ db, currency, freeShippingThreshold, flatRatePerItem, discountOf, namesInView }: CheckoutServiceOptions) {
  /**
   * The owner's cart and its lines priced (null when there is no cart or it is empty), each named
   * in the store view `view` (the product's own name where the view has none). Pass `tx` inside a transaction.
   */
  async function cartLines(owner: CartOwner, tx: Db = db, view: StoreViewCode = defaultView.code): Promise<{ cartId: number; lines: CheckoutLine[] } | null> {
    const [cart] = await tx
      .select({ id: s.carts.id })
      .from(s.carts)
      .where(owner.customerId !== null ? eq(s.carts.customerId, owner.customerId) : eq(s.carts.sessionId, owner.sessionId));
    if (!cart) return null;
    const rows = await tx.select().from(s.cartItems).where(eq(s.cartItems.cartId, cart.id)).orderBy(asc(s.cartItems.id));
    if (rows.length === 0) return null;
    const ids = [...new Set(rows.flatMap((row) => [row.productId, ...(row.childProductId ? [row.childProductId] : [])]))];
    const products = new Map((await tx.select().from(s.products).where(inArray(s.products.id, ids))).map((p) => [p.id, p]));
    // Read after the products, on the same `tx`: a transaction's queries run one after the other.
    const inView = view === defaultView.code ? undefined : await namesInView?.(view, [...products.keys()], tx);
    const lines = rows.map((row): CheckoutLine => {
      const product = products.get(row.productId)!;
      const name = orDefault(inView?.get(product.id)?.name, product.name);
      const stock = (row.childProductId ? products.get(row.childProductId) : undefined) ?? product;
      const price = shownPrice(stock.finalPrice ?? stock.price, currency);
      return {
        itemId: row.id,
        productId: product.id,
        childProductId: row.childProductId,
        stockProductId: stock.id,
        productType: product.type,
        name,
        sku: stock.sku,
        options: row.options,
        qty: row.qty,
        price,
        originalPrice: shownPrice(stock.price, currency),
        rowTotal: multiply(price, row.qty),
        image: { src: imageUrl(stock.image), alt: name },
      };
    });
    return { cartId: cart.id, lines };
  }

  /** The tax rate of a destination (percent as exact text): the region's, else the country's, else '0'. */
  async function taxRate(destination: Destination, tx: Db = db): Promise<string> {
    const regions = destination.regionCode ? [destination.regionCode, '*'] : ['*'];
    const [row] = await tx
      .select({ rate: s.taxRates.rate })
      .from(s.taxRates)
      .where(and(eq(s.taxRates.countryId, destination.countryId), inArray(s.taxRates.regionCode, regions)))
      .orderBy(sql`${s.taxRates.regionCode} = '*'`)
      .limit(1);
    return row?.rate ?? '0';
  }

  /**
   * Prices the owner's cart for a destination with the chosen method (the cheapest when none is
   * chosen or the chosen one is not offered). Null when the cart is empty. A discount code takes
   * its amount off the items before tax (Magento's "Apply Customer Tax After Discount"); a free
   * shipping code makes every method free. The lines are named in the store view `view`.
   */
  async function quote(owner: CartOwner, destination: Destination, chosen?: string, tx: Db = db, view: StoreViewCode = defaultView.code): Promise<Quote | null> {
    const cart = await cartLines(owner, tx, view);
    if (!cart) return null;
    const { lines } = cart;
    const discount = (await discountOf?.(tx, { cartId: cart.cartId, customerId: owner.customerId, rowTotals: lines.map((line) => line.rowTotal) })) ?? null;
    const rate = await taxRate(destination, tx);
    // The store's rates are in the base currency: converted like the unit prices (ADR 0040).
    const rates = { flatRatePerItem: shownMinor(flatRatePerItem, currency), freeShippingThreshold: shownMinor(freeShippingThreshold, currency) };
    const totals = cartTotals({ lines, countryId: destination.countryId, rates, discount, chosen, taxRate: rate });
    const { methods, selected } = totals;
    return {
      cartId: cart.cartId,
      lines,
      methods,
      selected,
      taxRate: rate,
      discount,
      totals: {
        currency: shownCurrency(currency),
        items: lines.map((line) => ({
          item_id: line.itemId,
          name: line.name,
          sku: line.sku,
          options: line.options,
          qty: line.qty,
          price: line.price,
          original_price: line.originalPrice,
          row_total: line.rowTotal,
          image: line.image,
        })),
        items_qty: totals.itemsQty,
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        tax: totals.tax,
        ...(discount ? { discount: totals.discount, coupon_code: discount.code } : {}),
        grand_total: totals.grandTotal,
        shipping_title: selected ? shippingTitle(selected) : null,
      },
    };
  }

  return { currency, cartLines, taxRate, quote };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
