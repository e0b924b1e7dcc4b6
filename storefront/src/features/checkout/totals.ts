import { multiply, percentOf, sum } from '@shop/ui/money';
import { t } from '@shop/ui/i18n';
import { countryById } from '@shop/ui/validation';
import type { ShippingMethod } from './contract';

export const FLAT_RATE = { code: 'flatrate_flatrate', carrier_code: 'flatrate', method_code: 'flatrate', carrier_title: 'Flat Rate', method_title: 'Fixed' } as const;
export const FREE_SHIPPING = {
  code: 'freeshipping_freeshipping',
  carrier_code: 'freeshipping',
  method_code: 'freeshipping',
  carrier_title: 'Free Shipping',
  method_title: 'Free',
} as const;

/** The title an order and the summary show for a method ('Flat Rate - Fixed'). */
export const shippingTitle = (method: ShippingMethod) => `${method.carrier_title} - ${method.method_title}`;

/** The store's shipping rates (minor units). */
export interface ShippingRates {
  /** Flat Rate per item. */
  flatRatePerItem: number;
  /** Subtotal from which Free Shipping is offered. */
  freeShippingThreshold: number;
}

/** The methods offered for a cart of `itemsQty` items worth `subtotal` going to `countryId`, cheapest first (none to a country not listed). */
export function shippingMethods(itemsQty: number, subtotal: number, countryId: string, rates: ShippingRates): ShippingMethod[] {
  if (!countryById(countryId) || itemsQty <= 0) return [];
  // Titles in the call's language: an order keeps its method's title as the shopper saw it (Magento's shipping description).
  const methods: ShippingMethod[] = [{ ...FLAT_RATE, carrier_title: t('Flat Rate'), method_title: t('Fixed'), amount: multiply(rates.flatRatePerItem, itemsQty) }];
  if (subtotal >= rates.freeShippingThreshold) methods.push({ ...FREE_SHIPPING, carrier_title: t('Free Shipping'), method_title: t('Free'), amount: 0 });
  return methods.sort((a, b) => a.amount - b.amount || a.code.localeCompare(b.code));
}

/** What checkout's arithmetic reads of a cart and its destination. */
export interface TotalsInput {
  lines: readonly { qty: number; rowTotal: number }[];
  countryId: string;
  rates: ShippingRates;
  /** What the cart's code takes off the items (minor units) and whether it makes shipping free; null without one. */
  discount: { amount: number; freeShipping: boolean } | null;
  /** The method the shopper chose (its code), if any. */
  chosen?: string;
  /** The destination's tax rate, percent as exact text ('8.2500'). */
  taxRate: string;
}

/** Checkout's figures, in minor units. */
export interface CartTotals {
  itemsQty: number;
  subtotal: number;
  /** Off the items. */
  discount: number;
  methods: ShippingMethod[];
  selected: ShippingMethod | null;
  shipping: number;
  tax: number;
  grandTotal: number;
}

/**
 * Checkout's arithmetic: the subtotal of the lines; the methods offered (Free Shipping's minimum
 * is the subtotal after the discount, as Magento's carrier reads it; a free shipping code makes
 * every method free); the chosen method, else the cheapest; the tax on the subtotal after the
 * discount (Magento's "Apply Customer Tax After Discount"); and the grand total.
 */
export function cartTotals({ lines, countryId, rates, discount, chosen, taxRate }: TotalsInput): CartTotals {
  const itemsQty = lines.reduce((total, line) => total + line.qty, 0);
  const subtotal = sum(lines.map((line) => line.rowTotal));
  const off = discount?.amount ?? 0;
  const offered = shippingMethods(itemsQty, subtotal - off, countryId, rates);
  const methods = discount?.freeShipping ? offered.map((method) => ({ ...method, amount: 0 })) : offered;
  const selected = methods.find((method) => method.code === chosen) ?? methods[0] ?? null;
  const tax = percentOf(subtotal - off, taxRate);
  const shipping = selected?.amount ?? 0;
  return { itemsQty, subtotal, discount: off, methods, selected, shipping, tax, grandTotal: sum([subtotal, -off, shipping, tax]) };
}
