import { z } from 'zod';
import { defineCall, pathOf } from '../../lib/contract';
import type * as self from './contract';

/** Tabs of a product page whose content loads on demand (call 18). */
export const productTabs = [
  { id: 'description', title: 'Details' },
  { id: 'more-information', title: 'More Information' },
] as const;

export type ProductTabId = (typeof productTabs)[number]['id'];

/** Call 18: a product tab's HTML fragment (public, cacheable; sanitized where it is shown). */
export const productTab = defineCall({
  name: 'productTab',
  method: 'GET',
  path: '/catalog/product/tab/:sku/:tab',
  request: () => z.object({
    sku: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown SKU format'),
    tab: z.enum(productTabs.map((tab) => tab.id) as [ProductTabId, ...ProductTabId[]]),
  }),
  response: () => z.string(),
  answers: 'html',
});

/** A product tab's address. */
export const tabUrl = (sku: string, tab: ProductTabId) => pathOf(productTab, { sku, tab });

/** A product image (generated SVG, cached for a day). */
export const productImage = defineCall({
  name: 'productImage',
  method: 'GET',
  path: '/media/catalog/product/:file',
  request: () => z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,80}\.svg$/, 'Expected <sku>.svg') }),
  response: () => z.string(),
  answers: 'svg',
});

/** A product image's address. */
export const imageUrl = (file: string) => pathOf(productImage, { file });

declare module '../../lib/contract' {
  // This module's calls and sections join the shop's (no list to edit): `useSection(name)` and the
  // page settings' `urls` are typed from them.
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
