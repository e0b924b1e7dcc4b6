import { z } from 'zod';
import { defineCall } from '../../lib/contract';
import type * as self from './contract';
import { RENDITION_WIDTHS } from './model';

/**
 * A product image rendered at one width, as AVIF, WebP or PNG (the file's extension; none: the
 * best the request's Accept takes). Public and immutable (the file names an unchanging drawing).
 */
export const productImageRendition = defineCall({
  name: 'productImageRendition',
  method: 'GET',
  path: '/media/catalog/product/cache/:width/:file',
  request: () => z.object({
    width: z.enum(RENDITION_WIDTHS.map(String) as [string, ...string[]], 'Unknown image width'),
    file: z.string().regex(/^[A-Za-z0-9_-]{1,80}(\.(avif|webp|png))?$/, 'Expected <name>.avif, .webp or .png'),
  }),
  response: () => z.instanceof(Uint8Array),
  answers: 'image',
});

declare module '../../lib/contract' {
  interface ShopCalls extends CallsOf<typeof self> {}
  interface ShopSections extends SectionsOf<typeof self> {}
}
