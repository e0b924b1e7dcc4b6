import { defineServerFeature } from '../../../server/feature';
import { PUBLIC_LONG, PUBLIC_SHORT } from '../../../server/http/responses';
import { visitorText } from '../../../server/http/input';
import { createCatalogService, type CatalogService } from '../../../server/services/catalog.server';
import { createRelatedService, type RelatedService } from '../../../server/services/related.server';
import { HttpError } from '../../lib/http-error';
import { productImage, productTab } from './contract';

declare module '../../../server/feature' {
  interface ShopServices {
    /** Categories, listings, product pages, search. */
    catalog: CatalogService;
    /** A product page's related products and upsells. */
    related: RelatedService;
  }
}

/** The catalogue: its services, a product's tab content and its generated images. */
export default defineServerFeature({
  services: {
    catalog: ({ db, clock, config }) => createCatalogService({ db, clock, currency: config.currency, maxSearchTerms: config.searchTermsMax }),
    related: ({ db, catalog }) => createRelatedService({ db, catalog }),
  },
  routes(endpoints) {
    endpoints.handle(productTab, async (c, { sku, tab }) => {
      const html = await c.var.shop.catalog.tabContent(sku, tab);
      if (html === null) throw new HttpError(404, `No product with SKU ${visitorText(sku)}.`);
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.html(html);
    });

    endpoints.handle(productImage, async (c, { file }) => {
      const svg = await c.var.shop.catalog.productImageSvg(file);
      if (svg === null) throw new HttpError(404, `No image ${visitorText(file)}.`);
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': PUBLIC_LONG, 'X-Content-Type-Options': 'nosniff' });
    });
  },
});
