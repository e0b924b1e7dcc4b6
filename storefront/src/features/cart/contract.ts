import { z } from 'zod';
import { defineCall, defineSection, idParam } from '../../lib/contract';
import type * as self from './contract';

/** A whole quantity as a form string or a JSON number; 0 and negatives pass here and meet the cart's own rule and message. */
export const quantityParam = z.coerce.number().int().min(-1_000_000).max(1_000_000);

/** A chosen option of a cart line (a configurable product's colour or size). */
export const cartItemOptionSchema = z.lazy(() => z.object({
  label: z.string(),
  value: z.string(),
  option_id: z.number(),
  option_value: z.union([z.number(), z.string()]),
}));

/** One line of the cart section (SPEC.md §3 "Cart item", in the platform's field names). */
export const cartItemSchema = z.lazy(() => z.object({
  item_id: z.number(),
  item_qty: z.number(),
  qty: z.number(),
  product_id: z.number(),
  product_type: z.string(),
  product_name: z.string(),
  product_sku: z.string(),
  product_url: z.string(),
  product_has_url: z.boolean(),
  product_image: z.object({ src: z.string(), alt: z.string(), width: z.number().optional(), height: z.number().optional() }),
  /** The unit price as the server's price markup (sanitize it when rendering), and as a number (SPEC compatibility). */
  product_price: z.string(),
  product_price_value: z.number(),
  /** The unit price in integer minor units of the section's `currency_code`: what the shop formats. */
  product_price_minor: z.number().int(),
  /** The regular unit price in minor units, when a special price lowers it. */
  product_regular_price_minor: z.number().int().optional(),
  /** Unit price × quantity, in minor units. */
  row_total_minor: z.number().int(),
  options: z.array(cartItemOptionSchema),
  configure_url: z.string(),
  is_visible_in_site_visibility: z.boolean(),
  canApplyMsrp: z.boolean().optional(),
  /** Set when the line cannot be bought as it is (stock changed since it was added). */
  message: z.string().optional(),
}));

/** The `cart` section (SPEC.md §3). */
export const cartSection = defineSection(
  'cart',
  () => z.object({
    items: z.array(cartItemSchema),
    summary_count: z.number(),
    /** The subtotal as price markup, and as a number (SPEC compatibility). */
    subtotal: z.string(),
    subtotalAmount: z.number(),
    /** The subtotal in integer minor units: what the shop formats. */
    subtotal_minor: z.number().int(),
    /** The applied discount code and what it takes off (minor units): absent without one that applies. */
    coupon_code: z.string().optional(),
    discount_minor: z.number().int().optional(),
    /** ISO 4217 code of the section's amounts (the store's currency). */
    currency_code: z.string(),
    website_id: z.number(),
    storeId: z.number(),
    possible_onepage_checkout: z.boolean(),
    extra_actions: z.string(),
    cart_empty_message: z.string(),
    isGuestCheckoutAllowed: z.boolean(),
  }),
);

export type CartSectionData = z.output<typeof cartSection.schema>;
export type CartItem = z.output<typeof cartItemSchema>;

/** Call 8's answer (SPEC.md §3 "Add-to-cart response"). */
export const addToCartResponseSchema = z.lazy(() => z.object({
  backUrl: z.string().optional(),
  messages: z.array(z.object({ type: z.string(), text: z.string() })).optional(),
  /** The small mini cart counter markup. */
  minicart: z.string().optional(),
  product: z.object({ statusText: z.string().optional() }).optional(),
}));

export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

/** Call 8: add a product (multipart form: product, qty, super_attribute[id], options). */
export const addToCart = defineCall({
  name: 'addToCart',
  method: 'POST',
  path: '/checkout/cart/add',
  accepts: ['form', 'json'],
  invalidates: ['cart'],
  request: () => z.object({
    product: idParam,
    qty: z.preprocess((value) => (value === '' ? undefined : value), quantityParam.optional()),
    super_attribute: z.record(z.string().regex(/^\d+$/, 'Expected an attribute id'), idParam).optional(),
    options: z.record(z.string().max(64), z.union([z.string().max(1000), z.array(z.string().max(1000)).max(50)])).optional(),
  }),
  response: () => addToCartResponseSchema,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
