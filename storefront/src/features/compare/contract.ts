import { z } from 'zod';
import { defineCallFamily, defineSection, idParam } from '../../lib/contract';
import { accountFormPost } from '../customer/contract';
import { storeField } from '../store-views/contract';
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
  () => z.object({
    count: z.number().int().min(0).optional(),
    /** "1 item", "3 items". */
    countCaption: z.string().optional(),
    listUrl: z.string().optional(),
    items: z
      .array(z.object({ id: z.number().int(), product_url: z.string(), name: z.string() }))
      .optional(),
  }),
);

/** A change of the compare list: a data-post or a fetch, answered as the account forms' posts are. */
const defineCompareCall = defineCallFamily({ ...accountFormPost, accepts: ['json', 'form'], invalidates: ['compare-products'] });

/** A product, the page to go back to and the view it is in (a plain post's redirect stays in it). */
const productRequest = z.lazy(() => z.object({ product: idParam, uenc: returnPathParam, ...storeField }));

/** Add to Compare: a tile's or the product page's data-post. */
export const addToCompare = defineCompareCall({
  name: 'addToCompare',
  path: '/catalog/product_compare/add',
  request: () => productRequest,
});

/** Remove a product from the compare list. */
export const removeFromCompare = defineCompareCall({
  name: 'removeFromCompare',
  path: '/catalog/product_compare/remove',
  request: () => productRequest,
});

/** Clear All: empties the compare list. */
export const clearCompare = defineCompareCall({
  name: 'clearCompare',
  path: '/catalog/product_compare/clear',
  request: () => z.object({ uenc: returnPathParam, ...storeField }),
});

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
