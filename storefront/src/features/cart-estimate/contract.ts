import { z } from 'zod';
import { ADDRESS_FIELD_MAX_LENGTH, refineDestination } from '@shop/ui/validation';
import { defineCall } from '../../lib/contract';
import { destinationSchema } from '../checkout/contract';
import type * as self from './contract';

/**
 * The cart page's "Estimate Shipping and Tax" and "More Choices" (issue 30 item 2). The estimate
 * itself is checkout's call (`checkoutEstimate`); what the shopper chose is kept with the cart
 * (`rememberShippingEstimate`) and read back by the cart page and checkout's shipping step
 * (`shippingEstimate`). Private: never part of a cached page.
 */

/** The destination and method as the cart keeps them: the kit's rules for region and postcode. */
export const rememberedEstimateSchema = z.lazy(() =>
  destinationSchema
    .extend({
      /** State/Province as typed, for a country without listed regions. */
      region: z.string().max(ADDRESS_FIELD_MAX_LENGTH).optional(),
      shipping_method: z.string().max(64).optional(),
    })
    .superRefine(refineDestination),
);

export type RememberedEstimate = z.output<typeof rememberedEstimateSchema>;

/** Keeps the destination and method chosen on the cart page with the cart (400 when there is no cart). */
export const rememberShippingEstimate = defineCall({
  name: 'rememberShippingEstimate',
  method: 'POST',
  path: '/rest/V1/carts/mine/shipping-estimate/save',
  request: () => rememberedEstimateSchema,
  response: () => z.object({ success: z.boolean() }),
});

/** What the cart keeps of the last estimate: null before one was made (or without a cart). */
export const shippingEstimate = defineCall({
  name: 'shippingEstimate',
  method: 'GET',
  path: '/rest/V1/carts/mine/shipping-estimate',
  request: () => z.object({}),
  response: () => z.object({
    estimate: z
      .object({
        country_id: z.string(),
        region_code: z.string(),
        region: z.string(),
        postcode: z.string(),
        shipping_method: z.string().nullable(),
      })
      .nullable(),
  }),
});

export type ShippingEstimateChoice = NonNullable<z.output<typeof shippingEstimate.response>['estimate']>;

/** A product tile as a list shows it (the catalogue's `ProductTileData`). */
const productTileSchema = z.lazy(() => z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  type: z.enum(['simple', 'configurable']),
  image: z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }),
  isSalable: z.boolean(),
  shortDescription: z.string(),
  price: z.object({ amount: z.number().int(), regularAmount: z.number().int().optional(), asLowAs: z.boolean().optional(), currency: z.string() }),
}));

/** "More Choices": products related to what is in the cart, none of those already in it. */
export const cartCrossSell = defineCall({
  name: 'cartCrossSell',
  method: 'GET',
  path: '/rest/V1/carts/mine/crosssell',
  request: () => z.object({}),
  response: () => z.object({ products: z.array(productTileSchema) }),
});

declare module '../../lib/contract' {
  // This module's calls join the shop's (no list to edit).
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
