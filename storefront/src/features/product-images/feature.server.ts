import { defineServerFeature } from '../../../server/feature';
import { HttpError } from '../../lib/http-error';
import { visitorText } from '../../../server/http/input';
import { productImageRendition } from './contract';
import { createProductImages, negotiateFormat, type ProductImages } from './images.server';
import type { RenditionFormat } from './model';

declare module '../../../server/feature' {
  interface ShopServices {
    /** Product image drawings and their raster renditions. */
    productImages: ProductImages;
  }
}

/** A year, and never revalidated: a file name always draws the same image. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Product images at the widths and in the formats a `<picture>` asks for (issue 30). */
export default defineServerFeature({
  services: {
    productImages: ({ db }) => createProductImages({ db }),
  },
  routes(endpoints) {
    endpoints.handle(productImageRendition, async (c, { width, file }) => {
      const [stem, extension] = file.split('.') as [string, RenditionFormat | undefined];
      const format = extension ?? negotiateFormat(c.req.header('accept'));
      const rendition = await c.var.shop.productImages.rendition(stem, Number(width), format);
      if (rendition === null) throw new HttpError(404, `No product image named ${visitorText(stem)}.`);
      const headers: Record<string, string> = { 'Content-Type': rendition.type, 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' };
      // The same address answers other formats to other browsers: caches keep one per Accept.
      if (!extension) headers.Vary = 'Accept';
      return c.body(rendition.body, 200, headers);
    });
  },
});
