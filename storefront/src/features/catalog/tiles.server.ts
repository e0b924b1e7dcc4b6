// Grid tiles and the prices they show: a product's own, a configurable product's from its buyable children.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { shownCurrency, shownPrice } from '../currency/api';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { productUrl } from '../../../server/lib/urls';
import { responsiveImage, TILE_WIDTHS } from '../product-images/model';
import { isBuyableChild } from '../../../server/services/price-index.server';
import type { ProductImage, ProductPriceData } from './types';
import type { ProductTile } from './types.server';

export type ProductRow = typeof s.products.$inferSelect;

const child = alias(s.products, 'c');

/**
 * A configurable product's buyable children's prices as one text, `minFinal maxFinal minRegular`
 * (null for another type or without buyable children), read with the product's row: a grid reads
 * its tiles in one statement (products_parent_idx finds the children).
 */
function childRangeOf(product: { id: SQL | AnyPgColumn; type: SQL | AnyPgColumn }): SQL<string | null> {
  return sql<string | null>`case when ${product.type} = 'configurable' then (
      select min(${child.finalPrice})::text || ' ' || max(${child.finalPrice})::text || ' ' || min(${child.price})::text
      from ${s.products} ${child} where ${child.parentId} = ${product.id} and ${isBuyableChild(child)}) end`;
}

/** A column of products named with its table (a single-table select names its columns bare, which a subquery's own table would shadow). */
const qualified = (column: AnyPgColumn) => sql`${s.products}.${sql.identifier(column.name)}`;

/** The columns of a grid tile's row (exported for the plan test: catalog-plans.server.test.ts). */
export const tileColumns = {
  childRange: childRangeOf({ id: qualified(s.products.id), type: qualified(s.products.type) }),
  id: s.products.id,
  sku: s.products.sku,
  name: s.products.name,
  urlKey: s.products.urlKey,
  type: s.products.type,
  image: s.products.image,
  isInStock: s.products.isInStock,
  shortDescription: s.products.shortDescription,
  price: s.products.price,
  finalPrice: s.products.finalPrice,
};

/** A product's own price columns (exact decimal text). */
export type PriceColumns = { price: string; finalPrice: string | null };

export type TileRow = PriceColumns & {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  type: 'simple' | 'configurable';
  image: string;
  isInStock: boolean;
  shortDescription: string;
  /** childRangeOf(): the children's prices of a configurable product. */
  childRange: string | null;
};

/** The prices of a configurable product's buyable children (exact decimal text). */
export interface ChildPriceRange {
  minFinal: string;
  maxFinal: string;
  minRegular: string;
}

/** A childRangeOf() value as its three prices (undefined for none). */
function childRange(text: string | null): ChildPriceRange | undefined {
  if (!text) return undefined;
  const [minFinal = '', maxFinal = '', minRegular = ''] = text.split(' ');
  return { minFinal, maxFinal, minRegular };
}

/** A tile's image: its renditions for a 240 px column (at 1×, 1.5× and 2×). */
export function image(file: string, alt: string): ProductImage {
  return responsiveImage(file, alt, TILE_WIDTHS, 240);
}

/** What a product costs by its own row, with its regular price when a special price lowers it. */
export function ownPrice(row: PriceColumns, currency: string): { amount: number; regularAmount?: number } {
  const regularAmount = shownPrice(row.price, currency);
  const amount = shownPrice(row.finalPrice ?? row.price, currency);
  return regularAmount > amount ? { amount, regularAmount } : { amount };
}

/**
 * A product's shown price: a configurable product's comes from its children (the lowest, "As
 * low as" when they differ, the lowest regular price struck through when it is higher).
 */
function priceOf(row: TileRow, currency: string, range: ChildPriceRange | undefined): ProductPriceData {
  if (row.type !== 'configurable' || !range) return { ...ownPrice(row, currency), currency: shownCurrency(currency) };
  const amount = shownPrice(range.minFinal, currency);
  const regular = shownPrice(range.minRegular, currency);
  return {
    amount,
    ...(regular > amount ? { regularAmount: regular } : {}),
    ...(shownPrice(range.maxFinal, currency) !== amount ? { asLowAs: true } : {}),
    currency: shownCurrency(currency),
  };
}

export function tile(row: Omit<TileRow, 'childRange'>, price: ProductPriceData): ProductTile {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    url: productUrl(row.urlKey),
    type: row.type,
    image: image(row.image, row.name),
    isSalable: row.isInStock,
    shortDescription: row.shortDescription,
    price,
  };
}

/** Tiles of rows and by id, in the store's currency. */
export function createTiles({ db, currency }: { db: Db; currency: string }) {
  /** Grid tiles of rows, with their prices (a configurable product's from its children, read with its row). */
  function tiles(rows: readonly TileRow[]): ProductTile[] {
    return rows.map((row) => tile(row, priceOf(row, currency, childRange(row.childRange))));
  }

  return {
    tiles,

    /** Grid tiles of products by id, in the order asked (unknown ids left out). */
    async tilesByIds(ids: readonly number[]): Promise<ProductTile[]> {
      if (ids.length === 0) return [];
      const found = tiles(await db.select(tileColumns).from(s.products).where(inArray(s.products.id, [...ids])));
      const byId = new Map(found.map((p) => [p.id, p]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The price ranges of the buyable children of the configurable products among `rows`, by parent id. */
    async childPriceRanges(rows: readonly { id: number; type: string }[]): Promise<Map<number, ChildPriceRange>> {
      const parents = rows.filter((row) => row.type === 'configurable').map((row) => row.id);
      if (parents.length === 0) return new Map();
      const found = await db.select({ id: s.products.id, childRange: tileColumns.childRange }).from(s.products).where(inArray(s.products.id, parents));
      return new Map(found.flatMap(({ id, childRange: text }) => (text ? [[id, childRange(text)!] as const] : [])));
    },
  };
}

export type Tiles = ReturnType<typeof createTiles>;
