import { t } from '@shop/ui/i18n';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { orDefault, type StoreViewCode } from '../store-views/model';
import type { CompareProduct } from './types';
import { COMPARE_PAGE_PATH } from './model';
import { itemsCount } from '../minicart/model';
import { pageLocale } from '../../lib/page-locale';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { escapeHtml } from '../../../server/lib/html';
import { storedHtml } from '../../../server/lib/stored-html';
import type { ShopServices } from '../../../server/feature';

type CatalogService = ShopServices['catalog'];

export interface CompareServiceOptions {
  db: Db;
  catalog: Pick<CatalogService, 'tilesByIds' | 'content'>;
}

/** Luma's notice for an added product: "You added product X to the comparison list." (the list linked). */
export const addedToCompare = (name: string) => t('You added product %1 to the <a href="%2">comparison list</a>.', escapeHtml(name), COMPARE_PAGE_PATH);
export const removedFromCompare = (name: string) => t('You removed product %1 from the comparison list.', escapeHtml(name));
export const compareCleared = () => t('You cleared the comparison list.');

/**
 * The compare lists. Every read and change names the owner (`actionOwner` of the session:
 * 'customer:<id>' or 'session:<id>'): one visitor's list is never another's.
 */
export function createCompareService({ db, catalog }: CompareServiceOptions) {
  const mine = (owner: string) => eq(s.compareItems.owner, owner);

  async function productIds(owner: string): Promise<number[]> {
    const found = await db.select({ productId: s.compareItems.productId }).from(s.compareItems).where(mine(owner)).orderBy(asc(s.compareItems.addedAt), asc(s.compareItems.id));
    return found.map((row) => row.productId);
  }

  return {
    productIds,

    /** Adds a listed product (once); null when there is no such visible product. */
    async add(owner: string, productId: number): Promise<{ productName: string } | null> {
      const [product] = await db.select({ name: s.products.name, visibility: s.products.visibility }).from(s.products).where(eq(s.products.id, productId));
      if (!product || product.visibility === s.Visibility.notVisible) return null;
      await db.insert(s.compareItems).values({ owner, productId }).onConflictDoNothing();
      return { productName: product.name };
    },

    /** Removes a product from the owner's list; null when it was not in it. */
    async remove(owner: string, productId: number): Promise<{ productName: string } | null> {
      const [removed] = await db.delete(s.compareItems).where(and(mine(owner), eq(s.compareItems.productId, productId))).returning({ productId: s.compareItems.productId });
      if (!removed) return null;
      const [product] = await db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, productId));
      return { productName: product?.name ?? '' };
    },

    /** Empties the owner's list. */
    async clear(owner: string): Promise<void> {
      await db.delete(s.compareItems).where(mine(owner));
    },

    /** At sign-in: the guest's list joins the customer's (products already there stay once). */
    async merge(fromOwner: string, toOwner: string, tx: Db = db): Promise<void> {
      await tx.execute(sql`insert into compare_items (owner, product_id, created_at)
        select ${toOwner}, product_id, created_at from compare_items where owner = ${fromOwner}
        on conflict (owner, product_id) do nothing`);
      await tx.delete(s.compareItems).where(eq(s.compareItems.owner, fromOwner));
    },

    /** The `compare-products` section: the count and the products, in the order they were added, named in the store view `view`. */
    async section(owner: string | null, view?: StoreViewCode) {
      const ids = owner ? await productIds(owner) : [];
      const tiles = await catalog.tilesByIds(ids, view);
      return {
        count: tiles.length,
        // "1 item", "3 items": in the language of the view the call names.
        countCaption: itemsCount(pageLocale(), tiles.length),
        listUrl: COMPARE_PAGE_PATH,
        items: tiles.map((tile) => ({ id: tile.id, product_url: tile.url, name: tile.name })),
      };
    },

    /** The compare page's products with the attributes they are compared by (three queries, whatever the count). */
    async page(owner: string | null, view: StoreViewCode = 'default'): Promise<CompareProduct[]> {
      const ids = owner ? await productIds(owner) : [];
      if (ids.length === 0) return [];
      const [tiles, details, options, own, names] = await Promise.all([
        catalog.tilesByIds(ids, view),
        db.select({ id: s.products.id, sku: s.products.sku, description: s.products.description }).from(s.products).where(inArray(s.products.id, ids)),
        db
          .select({ productId: s.productIndexEav.productId, code: s.attributes.code, optionId: s.attributeOptions.id, label: s.attributeOptions.label })
          .from(s.productIndexEav)
          .innerJoin(s.attributes, eq(s.attributes.id, s.productIndexEav.attributeId))
          .innerJoin(s.attributeOptions, eq(s.attributeOptions.id, s.productIndexEav.optionId))
          .where(inArray(s.productIndexEav.productId, ids))
          .orderBy(asc(s.attributeOptions.position)),
        catalog.content.products(view, ids),
        catalog.content.attributeLabels(view),
      ]);
      const byId = new Map(details.map((row) => [row.id, row]));
      const labels = (productId: number, code: string) =>
        options
          .filter((row) => row.productId === productId && row.code === code)
          .map((row) => names.option(row.optionId, row.label))
          .join(', ');
      return tiles.map((product) => ({
        product,
        sku: byId.get(product.id)?.sku ?? product.sku,
        description: storedHtml(orDefault(own.get(product.id)?.description, byId.get(product.id)?.description ?? '')),
        colors: labels(product.id, 'color'),
        sizes: labels(product.id, 'size'),
      }));
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;
