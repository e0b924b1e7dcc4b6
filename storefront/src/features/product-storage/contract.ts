import { z } from 'zod';
import { defineCall, defineSection, idParam } from '../../lib/contract';
import type * as self from './contract';

/** The two id storages (SPEC.md §3), which are also the sync call's `type_id`. */
export const PRODUCT_ACTION_TYPES = ['recently_viewed_product', 'recently_compared_product'] as const;
export type ProductActionType = (typeof PRODUCT_ACTION_TYPES)[number];

/** The most product ids one sync call sends, and the most the server keeps of one storage (the newest). */
export const SYNCED_PRODUCTS_MAX = 100;

/**
 * Call 16 (SPEC.md §7): `ids`, the list of the storage's product ids, and `type_id`, the storage's
 * name; the answer is not read except to record the time.
 */
export const frontendActionSync = defineCall({
  name: 'frontendActionSync',
  method: 'POST',
  path: '/catalog/product/frontend_action_synchronize',
  accepts: ['json', 'form'],
  invalidates: [...PRODUCT_ACTION_TYPES],
  request: () => z.object({
    type_id: z.enum(PRODUCT_ACTION_TYPES),
    ids: z.array(idParam).max(SYNCED_PRODUCTS_MAX, `At most ${SYNCED_PRODUCTS_MAX} products.`).optional().default([]),
  }),
  response: () => z.object({ success: z.boolean() }),
});

/** One product in the product data answer (SPEC.md §3 "Product storage record"); render fields are kept. */
export const productRecordSchema = z.lazy(() => z.looseObject({
  id: z.coerce.number().int(),
  currency_code: z.string().optional(),
  store_id: z.coerce.number().int().optional(),
}));

const filterSchema = z.lazy(() => z.object({ field: z.string().max(64), value: z.string().max(4096), condition_type: z.string().max(16).optional() }));

/**
 * Call 13: render data of products by id (the platform's search criteria: one filter on
 * `entity_id`, a comma list), in a store and currency.
 */
export const productsRenderInfo = defineCall({
  name: 'productsRenderInfo',
  method: 'GET',
  path: '/rest/V1/products-render-info',
  request: () => z.object({
    searchCriteria: z.object({
      filter_groups: z.record(z.string().regex(/^\d+$/), z.object({ filters: z.record(z.string().regex(/^\d+$/), filterSchema) })),
    }),
    store_id: idParam.optional(),
    currency_code: z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code like USD').optional(),
  }),
  /** The records keyed by product id (SPEC.md §7). */
  response: () => z.object({ items: z.record(z.string(), productRecordSchema) }),
});

const productActionsSchema = z.lazy(() => z.object({
  count: z.number(),
  items: z.record(z.string(), z.object({ added_at: z.number(), product_id: z.number(), scope_id: z.number() })),
}));

/** The server's copy of the recently viewed products. */
export const recentlyViewedSection = defineSection('recently_viewed_product', () => productActionsSchema);
/** The server's copy of the recently compared products. */
export const recentlyComparedSection = defineSection('recently_compared_product', () => productActionsSchema);
/** Product data the server adds to product_data_storage (none yet: the browser fetches it with call 13). */
export const productDataSection = defineSection('product_data_storage', () => z.object({ items: z.record(z.string(), productRecordSchema) }));

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
