// Grid tiles and the prices they show: a product's own, a configurable product's from its buyable children.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TimeSource } from '@shop/ui/clock';
import { shownCurrency, shownPrice } from '../currency/api';
import type { Db } from '../../../server/db/database';
import { MemoryCache } from '../../../server/lib/memory-cache';
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

/** Most products whose tile rows are kept in memory (the least recently used dropped first). */
const KEPT_TILE_ROWS = 20_000;
/** Most unfiltered listing pages whose ids are kept in memory (a dozen to three dozen ids each). */
const KEPT_LISTING_PAGES = 5_000;

export interface TilesOptions {
  db: Db;
  currency: string;
  /** Measures the kept rows' age; without one nothing is kept (every tile is read). */
  clock?: TimeSource;
  /** Seconds a tile row or a listing page's ids stay kept (0: until forgotten). @default 60 */
  ttl?: number;
}

/**
 * Tiles of rows and by id, in the store's currency.
 *
 * A tile's row (its name, price, stock, a configurable product's children's prices) and an
 * unfiltered listing page's ids are kept in memory (ADR 0043): most renders show the same tiles
 * again, and reading them was most of a listing's database time (the children's prices are a
 * subquery per configurable product). Any catalogue purge drops all of them (`forget`, called by
 * the catalogue with every purge this process makes or hears), as ADR 0037's kept searches are: a
 * tile depends on its product, its children's prices and stock, and a page's ids on every
 * product of the category, and each such change is written with `catalogChanges`. What a read
 * started before a forgetting found is not kept. Prices are converted when shown, never kept.
 */
export function createTiles({ db, currency, clock, ttl = 60 }: TilesOptions) {
  const maxAgeMs = ttl * 1000;
  const rowsById = clock ? new MemoryCache<number, TileRow>({ maxEntries: KEPT_TILE_ROWS, maxAgeMs, clock }) : null;
  const listingPages = clock ? new MemoryCache<string, readonly number[]>({ maxEntries: KEPT_LISTING_PAGES, maxAgeMs, clock }) : null;
  // Counts every forgetting: what a read started before one found is not kept.
  let forgotten = 0;

  /** Grid tiles of rows, with their prices (a configurable product's from its children, read with its row). */
  function tiles(rows: readonly TileRow[]): ProductTile[] {
    return rows.map((row) => tile(row, priceOf(row, currency, childRange(row.childRange))));
  }

  /** Keeps rows read since `started` (a forgetting since then: not kept). */
  function keepRows(rows: readonly TileRow[], started: number) {
    if (!rowsById || started !== forgotten) return;
    for (const row of rows) rowsById.set(row.id, row);
  }

  /** The tile rows of products by id (kept ones from memory, the others read), by id. */
  async function rowsByIds(ids: readonly number[]): Promise<Map<number, TileRow>> {
    const found = new Map<number, TileRow>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const kept = rowsById?.get(id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const started = forgotten;
    const read = await db.select(tileColumns).from(s.products).where(inArray(s.products.id, missing));
    keepRows(read, started);
    for (const row of read) found.set(row.id, row);
    return found;
  }

  return {
    tiles,

    /** Grid tiles of products by id, in the order asked (unknown ids left out). */
    async tilesByIds(ids: readonly number[]): Promise<ProductTile[]> {
      if (ids.length === 0) return [];
      const byId = await rowsByIds(ids);
      return tiles(ids.flatMap((id) => byId.get(id) ?? []));
    },

    /**
     * The tiles of an unfiltered listing's page (`key` names the listing, its order and its page):
     * its ids from memory when kept, else from `readIds` (the page's ids, in order), then kept;
     * their rows as `tilesByIds` reads them. A filtered page is read whole every time (its key
     * space is every combination of filters).
     */
    async listingPage(key: string, readIds: () => Promise<number[]>): Promise<ProductTile[]> {
      let ids = listingPages?.get(key);
      if (!ids) {
        const started = forgotten;
        ids = await readIds();
        if (listingPages && started === forgotten) listingPages.set(key, ids);
      }
      const byId = await rowsByIds(ids);
      return tiles(ids.flatMap((id) => byId.get(id) ?? []));
    },

    /** The price ranges of the buyable children of the configurable products among `rows`, by parent id. */
    async childPriceRanges(rows: readonly { id: number; type: string }[]): Promise<Map<number, ChildPriceRange>> {
      const parents = rows.filter((row) => row.type === 'configurable').map((row) => row.id);
      if (parents.length === 0) return new Map();
      const found = await db.select({ id: s.products.id, childRange: tileColumns.childRange }).from(s.products).where(inArray(s.products.id, parents));
      return new Map(found.flatMap(({ id, childRange: text }) => (text ? [[id, childRange(text)!] as const] : [])));
    },

    /** Drops every kept tile row and listing page (a catalogue purge: see `createTiles`). */
    forget() {
      forgotten += 1;
      rowsById?.clear();
      listingPages?.clear();
    },
  };
}

export type Tiles = ReturnType<typeof createTiles>;
