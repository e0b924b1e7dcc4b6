import { z } from 'zod';
import { defineCall, defineSection, idParam } from '../../lib/contract';
import { accountFormErrorBody, accountFormResponseSchema } from '../customer/contract';
import type * as self from './contract';


/**
 * Compare Products (issue 15 item 2): a visitor's compare list, kept on the server for their
 * session (or their account once signed in). "Add to Compare", Remove and Clear All are data-posts
 * with the form_key; each answers with a message and goes back (a plain post is redirected).
 */

/** Where a post returns to: the page it came from (Luma's `uenc`), a path of this shop, checked by the server. */
export const returnPathParam = z.string().max(2048).optional();

/** The `compare-products` customer-data section: the count for the header and the sidebar's list. */
export const compareProductsSection = defineSection(
  'compare-products',
  z.object({
    count: z.number().int().min(0).optional(),
    /** "1 item", "3 items". */
    countCaption: z.string().optional(),
    listUrl: z.string().optional(),
    items: z
      .array(z.object({ id: z.number().int(), product_url: z.string(), name: z.string() }))
      .optional(),
  }),
);

/** Add to Compare: a tile's or the product page's data-post. */
export const addToCompare = defineCall({
  name: 'addToCompare',
  method: 'POST',
  path: '/catalog/product_compare/add',
  accepts: ['json', 'form'],
  invalidates: ['compare-products'],
  request: z.object({ product: idParam, uenc: returnPathParam }),
  response: accountFormResponseSchema,
  errorBody: accountFormErrorBody,
});

/** Remove a product from the compare list. */
export const removeFromCompare = defineCall({
  name: 'removeFromCompare',
  method: 'POST',
  path: '/catalog/product_compare/remove',
  accepts: ['json', 'form'],
  invalidates: ['compare-products'],
  request: z.object({ product: idParam, uenc: returnPathParam }),
  response: accountFormResponseSchema,
  errorBody: accountFormErrorBody,
});

/** Clear All: empties the compare list. */
export const clearCompare = defineCall({
  name: 'clearCompare',
  method: 'POST',
  path: '/catalog/product_compare/clear',
  accepts: ['json', 'form'],
  invalidates: ['compare-products'],
  request: z.object({ uenc: returnPathParam }),
  response: accountFormResponseSchema,
  errorBody: accountFormErrorBody,
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
