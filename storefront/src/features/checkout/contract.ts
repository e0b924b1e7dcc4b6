import { z } from 'zod';
import { addressSchema, CARD_TYPE_CODES, createResetPasswordSchema, emailFieldSchema, paymentCardSchema, refineDestination, validationMessage } from '@shop/ui/validation';
import { defineCall, successMessageSchema } from '../../lib/contract';
import { cartItemOptionSchema } from '../cart/contract';
import { CUSTOMER_PASSWORD_POLICY } from '../customer/contract';
import { storeField } from '../store-views/contract';
import type * as self from './contract';

/**
 * Checkout (issue 12): from the cart to a placed order. Every amount on the wire is an integer
 * number of minor units of `currency` (1999 is $19.99), computed by the server; the browser
 * formats it (`@shop/ui/money`) and never sends one back: Place Order recomputes everything.
 */

/** An amount in minor units. */
export const minorAmount = z.number().int();

/** Where an estimate ships to: enough of the address to pick rates and tax. */
export const destinationSchema = z.object({
  country_id: z.string().min(2).max(2),
  region_code: z.string().max(8).optional(),
  postcode: z.string().max(255).optional(),
});

/** A shipping method offered for the cart and the destination. */
export const shippingMethodSchema = z.lazy(() => z.object({
  /** '<carrier_code>_<method_code>', what Place Order sends back ('flatrate_flatrate'). */
  code: z.string(),
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: minorAmount,
}));

export type ShippingMethod = z.output<typeof shippingMethodSchema>;

/** One line of the order summary. */
export const totalsItemSchema = z.object({
  item_id: z.number(),
  name: z.string(),
  sku: z.string(),
  options: z.array(cartItemOptionSchema),
  qty: z.number().int(),
  /** Unit price paid, and the regular one (equal without a special price). */
  price: minorAmount,
  original_price: minorAmount,
  row_total: minorAmount,
  image: z.object({ src: z.string(), alt: z.string() }),
});

/** The order summary: every figure computed by the server from the cart and the destination. */
export const totalsSchema = z.lazy(() => z.object({
  currency: z.string(),
  items: z.array(totalsItemSchema),
  items_qty: z.number().int(),
  subtotal: minorAmount,
  shipping: minorAmount,
  tax: minorAmount,
  /** What the cart's discount code takes off (a positive amount), and the code: absent without one. */
  discount: minorAmount.optional(),
  coupon_code: z.string().optional(),
  grand_total: minorAmount,
  /** The chosen method's title ('Flat Rate - Fixed'), null before one is chosen. */
  shipping_title: z.string().nullable(),
}));

export type CheckoutTotals = z.output<typeof totalsSchema>;

/**
 * The shipping methods for the cart and a destination (cheapest first, so the first is the
 * one preselected) and the totals with the chosen method (or the cheapest when none is
 * chosen or the chosen one is not offered). Refused with 400 when the cart is empty, or a
 * region or postcode does not fit the country (the kit's messages). Checkout's shipping step and
 * the cart page's "Estimate Shipping and Tax" both ask it.
 */
export const checkoutEstimate = defineCall({
  name: 'checkoutEstimate',
  method: 'GET',
  path: '/rest/V1/checkout/estimate',
  // A listed country's region and postcode are checked with the kit's rules (400 with its message).
  request: () => destinationSchema.extend({ shipping_method: z.string().max(64).optional() }).superRefine(refineDestination),
  response: () => z.object({
    shipping_methods: z.array(shippingMethodSchema),
    selected_method: z.string().nullable(),
    totals: totalsSchema,
  }),
});

export type CheckoutEstimate = z.output<typeof checkoutEstimate.response>;

/** A saved address of the signed-in customer, to pick at checkout. */
export const savedAddressSchema = z.lazy(() => z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  country_id: z.string(),
  region_code: z.string().nullable(),
  region: z.string(),
  postcode: z.string(),
  telephone: z.string(),
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
}));

export type SavedAddress = z.output<typeof savedAddressSchema>;

/** The signed-in customer's saved addresses (an empty list for a guest). */
export const checkoutAddresses = defineCall({
  name: 'checkoutAddresses',
  method: 'GET',
  path: '/rest/V1/checkout/addresses',
  request: () => z.object({}),
  response: () => z.object({ addresses: z.array(savedAddressSchema) }),
});

/** The payment method of the built-in offline test gateway (a real provider adds its own). */
export const CARD_PAYMENT_METHOD = 'offline_card';

/** The card as the payment step sends it: the kit's payment card rules. Never stored or logged. */
export const cardPaymentSchema = z
  .object({ method: z.literal(CARD_PAYMENT_METHOD) })
  .and(paymentCardSchema)
  // The message is read when a refusal is written, in the language of the call that sent it.
  .refine((card) => (CARD_TYPE_CODES as readonly string[]).includes(card.ccType), { error: () => validationMessage('select'), path: ['ccType'] });

/**
 * Place Order: everything the steps collected. The server validates it all again with the same
 * rules, recomputes every amount, and in one transaction creates the order, takes the stock and
 * empties the cart. The same `idempotency_key` twice gives the same order.
 * Refusals: 400 (a field; `message`), 402 (the card was declined: "Your card was declined."),
 * 409 (stock or cart changed: the message names what is available), 502 (the gateway failed).
 */
export const placeOrder = defineCall({
  name: 'placeOrder',
  method: 'POST',
  path: '/rest/V1/checkout/place-order',
  invalidates: ['cart'],
  request: () => z.object({
    idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'Expected an idempotency key'),
    /** Required for guests; a signed-in customer's order uses the account's e-mail. */
    email: emailFieldSchema().optional(),
    shipping_address: addressSchema,
    /** Signed in: also keep the shipping address in the address book. */
    save_in_address_book: z.boolean().optional().default(false),
    shipping_method: z.string().min(1).max(64),
    billing_same_as_shipping: z.boolean(),
    billing_address: addressSchema.optional(),
    payment: cardPaymentSchema,
  }),
  response: () => z.object({
    order_id: z.number(),
    increment_id: z.string(),
    redirect_url: z.string(),
  }),
});

export type PlaceOrderRequest = z.input<typeof placeOrder.request>;

/** What the success page shows of the order this session just placed (404 when there is none). */
export const lastOrder = defineCall({
  name: 'lastOrder',
  method: 'GET',
  path: '/rest/V1/checkout/last-order',
  request: () => z.object({}),
  response: () => z.object({
    order_id: z.number(),
    increment_id: z.string(),
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    /**
     * A guest order whose e-mail has no account yet, placed within the last
     * `ACCOUNT_FROM_ORDER_MINUTES` (model.ts): the page offers to create one.
     */
    can_create_account: z.boolean(),
    /** Why such an order no longer offers an account (its minutes are over): shown in place of the offer. */
    create_account_note: z.string().optional(),
    grand_total: minorAmount,
    tax: minorAmount,
    shipping: minorAmount,
    /** The coupon the order used, when it used one. */
    coupon_code: z.string().nullable().optional(),
    currency: z.string(),
    /** The lines bought (for the purchase analytics reports). */
    items: z.array(totalsItemSchema.pick({ sku: true, name: true, price: true, qty: true, options: true })),
  }),
});

/**
 * A guest creates an account from the order just placed: name and e-mail come from the order,
 * the guest chooses a password; the order becomes the new customer's and the customer is signed in.
 * Only the session that placed the order, within `ACCOUNT_FROM_ORDER_MINUTES` of it (410 after).
 * `store`: the view of the success page, whose My Account page the welcome mail links to.
 */
export const createAccountFromOrder = defineCall({
  name: 'createAccountFromOrder',
  method: 'POST',
  path: '/rest/V1/checkout/create-account',
  invalidates: ['*'],
  request: () => createResetPasswordSchema(CUSTOMER_PASSWORD_POLICY).safeExtend(storeField),
  response: () => successMessageSchema,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
