import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { productContent } from './schema.server';
import { defaultView } from '../store-views/model';
import * as s from '../../../server/db/schema';
import { catalogKeyParams } from './page-key.server';
import { defineServerFeature, fewPaths } from '../../../server/feature';
import { productUrl } from '../../../server/lib/urls';
import { cacheTags } from '../../../server/page-cache/tags';
import { PUBLIC_LONG, PUBLIC_SHORT } from '../../../server/http/responses';
import { visitorText } from '../../../server/http/input';
import { callView } from '../../../server/http/store-view';
import { createCatalogService, type CatalogService } from './catalog.server';
import { createRelatedService, type RelatedService } from './related.server';
import { HttpError } from '../../lib/http-error';
import { productImage, productTab } from './contract';

declare module '../../../server/context' {
  interface PageServices {
    /** Categories, listings, product pages, search. */
    catalog: Pick<CatalogService, 'categoryTree' | 'categoryPage' | 'categoryMovedInView' | 'productByUrlKey' | 'search' | 'suggest' | 'tabContent'>;
    /** The product page's related products and upsells. */
    related: Pick<RelatedService, 'forProduct'>;
  }
}

declare module '../../../server/feature' {
  interface ShopServices {
    /** Categories, listings, product pages, search. */
    catalog: CatalogService;
    /** A product page's related products and upsells. */
    related: RelatedService;
  }
}

/** Products with a page of their own. */
const withPage = ne(s.products.visibility, s.Visibility.notVisible);

/** The catalogue: its services, a product's tab content and its generated images; its categories and products in the sitemaps. */
export default defineServerFeature({
  services: {
    catalog: ({ db, clock, config, pageCache, productImages, catalogChanges }) =>
      createCatalogService({ db, clock, currency: config.currency, maxSearchTerms: config.searchTermsMax, purges: pageCache, gallery: productImages.gallery, changes: catalogChanges }),
    related: ({ db, catalog, clock, pageCache }) => createRelatedService({ db, catalog, clock, purges: pageCache }),
  },
  // Category and product pages (the catch-all routes of app/routes.ts); a product page reads no
  // parameter, and its loader says so: it is kept under its path alone.
  cachedPages: { 'routes/catalog-page': catalogKeyParams, 'category-prefixed': catalogKeyParams },
  pageServices: {
    catalog: {
      categoryTree: () => [cacheTags.categories],
      categoryMovedInView: () => [cacheTags.categories],
      categoryPage: (page) =>
        page ? [cacheTags.category(page.category.id), cacheTags.categoryListing(page.category.id), cacheTags.categories, ...page.items.map((item) => cacheTags.product(item.id))] : [cacheTags.categories],
      productByUrlKey: (product) =>
        product ? [cacheTags.product(product.id), cacheTags.categories, ...(product.configurable?.children ?? []).map((child) => cacheTags.product(child.id))] : [],
      search: (page) => page.items.map((item) => cacheTags.product(item.id)),
      suggest: () => [],
      tabContent: () => [],
    },
    related: {
      forProduct: (suggestions, product) => [
        cacheTags.product(product.id),
        cacheTags.categories,
        ...[...suggestions.related, ...suggestions.upsell].map((tile) => cacheTags.product(tile.id)),
      ],
    },
  },
  routes(endpoints) {
    endpoints.handle(productTab, async (c, { sku, tab }) => {
      const html = await c.var.shop.catalog.tabContent(sku, tab, callView(c).code);
      if (html === null) throw new HttpError(404, `No product with SKU ${visitorText(sku)}.`);
      c.header('Cache-Control', PUBLIC_SHORT);
      return c.html(html);
    });

    endpoints.handle(productImage, async (c, { file }) => {
      const svg = await c.var.shop.productImages.svg(file);
      if (svg === null) throw new HttpError(404, `No image ${visitorText(file)}.`);
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': PUBLIC_LONG, 'X-Content-Type-Options': 'nosniff' });
    });
  },
  sitemap: ({ db, catalog }) => [
    fewPaths(10, async (view) => {
      const paths: string[] = [];
      const walk = (nodes: Awaited<ReturnType<CatalogService['categoryTree']>>) => {
        for (const node of nodes) {
          paths.push(node.url);
          walk(node.children);
        }
      };
      walk(await catalog.categoryTree(view));
      return paths;
    }),
    {
      rank: 90,
      async count() {
        const [row] = await db.select({ n: count() }).from(s.products).where(withPage);
        return row?.n ?? 0;
      },
      async paths(offset, limit, view = defaultView.code) {
        // The view's URL key where the product has one (ADR 0041), else its own.
        const rows = await db
          .select({ urlKey: sql<string>`coalesce(nullif(${productContent.urlKey}, ''), ${s.products.urlKey})` })
          .from(s.products)
          .leftJoin(productContent, and(eq(productContent.productId, s.products.id), eq(productContent.storeView, view)))
          .where(withPage)
          .orderBy(asc(s.products.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => productUrl(row.urlKey));
      },
    },
  ],
});
