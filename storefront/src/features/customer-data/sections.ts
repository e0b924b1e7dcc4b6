import { z } from 'zod';
import type { SectionData } from './model';

const idLike = z.union([z.number(), z.string()]);

/** A cart item (SPEC.md §3). Unknown fields (name, image, price html…) are kept. */
export const cartItemSchema = z.looseObject({
  item_id: idLike,
  item_qty: z.coerce.number().optional(),
  qty: z.coerce.number().optional(),
  product_id: idLike.optional(),
  product_type: z.string().optional(),
  canApplyMsrp: z.boolean().optional(),
});

/** The `cart` section. */
export const cartSectionSchema = z.looseObject({
  data_id: z.number().optional(),
  items: z.array(cartItemSchema).default([]),
  summary_count: z.coerce.number().default(0),
  subtotal: z.union([z.string(), z.number()]).optional(),
  website_id: idLike.optional(),
  storeId: idLike.optional(),
  possible_onepage_checkout: z.boolean().optional(),
  extra_actions: z.string().optional(),
  cart_empty_message: z.string().optional(),
  isGuestCheckoutAllowed: z.boolean().optional(),
});

/** The `customer` section; a guest has no firstname. */
export const customerSectionSchema = z.looseObject({
  data_id: z.number().optional(),
  id: idLike.optional(),
  group_id: idLike.optional(),
  firstname: z.string().optional(),
  fullname: z.string().optional(),
  websiteId: idLike.optional(),
});

/** A customer message. */
export const customerMessageSchema = z.looseObject({
  type: z.string().default('notice'),
  text: z.string(),
});

/** The `messages` section. */
export const messagesSectionSchema = z.looseObject({
  data_id: z.number().optional(),
  messages: z.array(customerMessageSchema).default([]),
});

/** Sections whose shape the engine knows. */
export const knownSectionSchemas = {
  cart: cartSectionSchema,
  customer: customerSectionSchema,
  messages: messagesSectionSchema,
} as const;

export type KnownSectionName = keyof typeof knownSectionSchemas;
export type CartSection = z.output<typeof cartSectionSchema>;
export type CartItem = z.output<typeof cartItemSchema>;
export type CustomerSection = z.output<typeof customerSectionSchema>;
export type CustomerMessage = z.output<typeof customerMessageSchema>;
export type MessagesSection = z.output<typeof messagesSectionSchema>;
export interface KnownSections {
  cart: CartSection;
  customer: CustomerSection;
  messages: MessagesSection;
}

const parsed = new WeakMap<object, unknown>();

/**
 * Types a known section's raw data. The result is cached per raw object, so the
 * same data always gives the same object (what useSyncExternalStore needs).
 * Data of the wrong shape gives undefined and is reported once.
 */
export function parseKnownSection<K extends KnownSectionName>(name: K, data: SectionData | undefined): KnownSections[K] | undefined {
  if (data === undefined) return undefined;
  if (parsed.has(data)) return parsed.get(data) as KnownSections[K] | undefined;
  const result = knownSectionSchemas[name].safeParse(data);
  if (!result.success) console.error(`Section "${name}" has an unexpected shape`, result.error.issues);
  const value = result.success ? (result.data as KnownSections[K]) : undefined;
  parsed.set(data, value);
  return value;
}
