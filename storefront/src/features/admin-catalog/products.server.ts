import { and, asc, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { toDecimalText, toMinor } from '@shop/ui/money';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { storedHtml } from '../../../server/lib/stored-html';
import { productUrl } from '../../../server/lib/urls';
import { relistProducts } from '../../../server/services/layered-index.server';
import { reindexListingPrices } from '../../../server/services/price-index.server';
import type { Shop } from '../../../server/shop';
import type { StoreViewCode } from '../store-views/model';
import type { ViewValuesData } from './model';
import { viewValuesData } from './model';
import { detailFieldName, VIEW_COLUMNS } from './view-fields';
import type { ProductChildStock, ProductEditData, ProductSaveInput } from './model';
import { catalogDisabledProducts, catalogSpecialPriceDates } from './schema.server';

/** A calendar day in UTC (`2026-11-29`). */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The special price that applies on `today`: the scheduled one within its days, else none. */
function specialOfDay(special: number | null, from: string | null, to: string | null, today: string): number | null {
  if (special === null) return null;
  if ((from && today < from) || (to && today > to)) return null;
  return special;
}

/** What a product's edit page shows: its fields, its status, its special price's dates and its (children's) stock. */
export async function productForEdit(db: Db, id: number): Promise<ProductEditData | null> {
  const [row] = await db
    .select({ product: s.products, disabled: catalogDisabledProducts.productId, dates: catalogSpecialPriceDates })
    .from(s.products)
    .leftJoin(catalogDisabledProducts, eq(catalogDisabledProducts.productId, s.products.id))
    .leftJoin(catalogSpecialPriceDates, eq(catalogSpecialPriceDates.productId, s.products.id))
    .where(eq(s.products.id, id));
  if (!row) return null;
  const { product, dates } = row;
  return {
    id: product.id,
    sku: product.sku,
    type: product.type,
    url: productUrl(product.urlKey),
    name: product.name,
    description: product.description,
    details: product.details,
    price: product.price,
    specialPrice: dates?.specialPrice ?? product.specialPrice,
    specialFromDate: dates?.fromDate ?? null,
    specialToDate: dates?.toDate ?? null,
    status: row.disabled === null ? 'enabled' : 'disabled',
    stock: product.type === 'simple' ? { qty: product.qty, isInStock: product.isInStock } : null,
    children: product.type === 'configurable' ? await childrenOf(db, product.id) : [],
  };
}

/** A product's edit page in a store view's scope: its own values and the view's (ADR 0041). */
export async function productInView(shop: Shop, id: number, view: StoreViewCode): Promise<ViewValuesData> {
  const [row] = await shop.db
    .select({ name: s.products.name, shortDescription: s.products.shortDescription, description: s.products.description, urlKey: s.products.urlKey, details: s.products.details })
    .from(s.products)
    .where(eq(s.products.id, id));
  const own = (await shop.catalog.content.products(view, [id])).get(id) ?? null;
  const values = viewValuesData(VIEW_COLUMNS, row ?? {}, own);
  // Each detail's label and value, by its position among the product's details (the form's field names).
  Object.entries(row?.details ?? {}).forEach(([label, value], index) => {
    const inView = own?.details?.[label];
    values.defaults[detailFieldName(index, 'label')] = label;
    values.defaults[detailFieldName(index, 'value')] = value;
    values.own[detailFieldName(index, 'label')] = inView?.label ?? null;
    values.own[detailFieldName(index, 'value')] = inView?.value ?? null;
  });
  return values;
}

/** A configurable product's children with their options ('Red / M') and stock, in their options' order. */
async function childrenOf(db: Db, parentId: number): Promise<ProductChildStock[]> {
  const rows = await db
    .select({
      id: s.products.id,
      sku: s.products.sku,
      qty: s.products.qty,
      isInStock: s.products.isInStock,
      options: sql<string>`coalesce((select string_agg(o.label, ' / ' order by a.id) from ${s.productAttributeValues} v
        join ${s.attributeOptions} o on o.id = v.option_id join ${s.attributes} a on a.id = v.attribute_id where v.product_id = products.id), '')`,
      rank: sql<string>`coalesce((select string_agg(lpad(o.position::text, 6, '0'), ',' order by a.id) from ${s.productAttributeValues} v
        join ${s.attributeOptions} o on o.id = v.option_id join ${s.attributes} a on a.id = v.attribute_id where v.product_id = products.id), '')`,
    })
    .from(s.products)
    .where(eq(s.products.parentId, parentId))
    .orderBy(asc(s.products.id));
  return rows.toSorted((a, b) => a.rank.localeCompare(b.rank) || a.id - b.id).map(({ rank: _rank, ...child }) => child);
}

/** Why a save was refused. */
export class ProductSaveRefused extends Error {}

type Fields = Record<string, unknown>;

/** The fields of `after` that differ from `before`, both sides. */
function changes(before: Fields, after: Fields): { before: Fields; after: Fields } | null {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (changed.length === 0) return null;
  return { before: Object.fromEntries(changed.map((key) => [key, before[key]])), after: Object.fromEntries(changed.map((key) => [key, after[key]])) };
}

const money = (decimal: string | null) => (decimal === null ? null : toDecimalText(toMinor(decimal)));

/**
 * Saves a product's edit page in one transaction: its name, description (sanitized as stored
 * HTML), price, special price with its dates, status and stock (a configurable product's
 * children's). The price index and the layered-navigation index follow; the audit log gets the
 * changed fields before and after. Answers what changed (null: nothing), and which products.
 */
export async function saveProduct(
  shop: Shop,
  id: number,
  input: ProductSaveInput,
  audit: (entry: { before: Fields; after: Fields }, tx: Db) => Promise<void>,
): Promise<{ name: string; productIds: number[]; listings: boolean } | null> {
  const today = dayOf(shop.clock.now());
  const result = await shop.db.transaction(async (tx) => {
    const current = await productForEdit(tx, id);
    if (!current) throw new ProductSaveRefused('This product no longer exists.');
    const [row] = await tx.select({ visibility: s.products.visibility }).from(s.products).where(eq(s.products.id, id));
    const hasDates = input.special_price !== null && (input.special_from_date !== null || input.special_to_date !== null);
    const before: Fields = {
      name: current.name,
      description: current.description,
      price: money(current.price),
      special_price: money(current.specialPrice),
      special_from_date: current.specialFromDate,
      special_to_date: current.specialToDate,
      status: current.status,
    };
    const after: Fields = {
      name: input.name.trim(),
      description: storedHtml(input.description),
      price: toDecimalText(input.price),
      special_price: input.special_price === null ? null : toDecimalText(input.special_price),
      special_from_date: hasDates ? input.special_from_date : null,
      special_to_date: hasDates ? input.special_to_date : null,
      status: input.status ? 'enabled' : 'disabled',
    };
    if (current.stock) {
      if (!input.stock) throw new ProductSaveRefused('Enter the quantity of this product.');
      before.qty = current.stock.qty;
      before.is_in_stock = current.stock.isInStock;
      after.qty = input.stock.qty;
      after.is_in_stock = input.stock.is_in_stock;
    }
    const childChanges: { id: number; qty: number; isInStock: boolean }[] = [];
    for (const stock of input.children ?? []) {
      const child = current.children.find((candidate) => candidate.id === stock.id);
      if (!child) throw new ProductSaveRefused(`Product ${stock.id} is not an option of this product.`);
      if (child.qty === stock.qty && child.isInStock === stock.is_in_stock) continue;
      childChanges.push({ id: child.id, qty: stock.qty, isInStock: stock.is_in_stock });
      before[`${child.sku}.qty`] = child.qty;
      before[`${child.sku}.is_in_stock`] = child.isInStock;
      after[`${child.sku}.qty`] = stock.qty;
      after[`${child.sku}.is_in_stock`] = stock.is_in_stock;
    }
    const changed = changes(before, after);
    if (!changed) return null;

    const scheduled = input.special_price;
    const special = hasDates ? specialOfDay(scheduled, input.special_from_date, input.special_to_date, today) : scheduled;
    await tx
      .update(s.products)
      .set({
        name: after.name as string,
        description: after.description as string,
        price: toDecimalText(input.price),
        specialPrice: special === null ? null : toDecimalText(special),
        ...(input.stock && current.stock ? { qty: input.stock.qty, isInStock: input.stock.is_in_stock } : {}),
      })
      .where(eq(s.products.id, id));
    await tx.delete(catalogSpecialPriceDates).where(eq(catalogSpecialPriceDates.productId, id));
    if (hasDates && scheduled !== null)
      await tx.insert(catalogSpecialPriceDates).values({ productId: id, specialPrice: toDecimalText(scheduled), fromDate: input.special_from_date, toDate: input.special_to_date });
    for (const child of childChanges) await tx.update(s.products).set({ qty: child.qty, isInStock: child.isInStock }).where(eq(s.products.id, child.id));
    const statusChanged = before.status !== after.status;
    if (statusChanged && !input.status) {
      await tx.insert(catalogDisabledProducts).values({ productId: id, visibility: row!.visibility });
      await tx.update(s.products).set({ visibility: s.Visibility.notVisible }).where(eq(s.products.id, id));
    } else if (statusChanged) {
      const [kept] = await tx.delete(catalogDisabledProducts).where(eq(catalogDisabledProducts.productId, id)).returning();
      await tx.update(s.products).set({ visibility: kept!.visibility }).where(eq(s.products.id, id));
    }
    const productIds = [id, ...childChanges.map((child) => child.id)];
    const priced = ['price', 'special_price', 'special_from_date', 'special_to_date', 'qty', 'is_in_stock'].some((key) => key in changed.after) || childChanges.length > 0;
    if (priced) await reindexListingPrices(tx, productIds);
    if (statusChanged) await relistProducts(tx, [id]);
    await audit(changed, tx);
    return { name: after.name as string, productIds, listings: priced || statusChanged || 'name' in changed.after };
  });
  if (result) await shop.catalogChanges.products(result.productIds, { listings: result.listings });
  return result;
}

/**
 * Sets each dated special price to what applies today (the catalogue's hourly check, and at
 * start): a special price whose first day came, or whose last day passed, moves the product's
 * final price; the price index and the pages showing it follow.
 */
export async function applySpecialPriceDates(shop: Shop): Promise<number[]> {
  const today = dayOf(shop.clock.now());
  const d = catalogSpecialPriceDates;
  const active = and(or(isNull(d.fromDate), lte(d.fromDate, today)), or(isNull(d.toDate), gte(d.toDate, today)));
  const moved = await shop.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: s.products.id, current: s.products.specialPrice, due: sql<string | null>`case when ${active} then ${d.specialPrice} end` })
      .from(d)
      .innerJoin(s.products, eq(s.products.id, d.productId))
      .where(isNotNull(d.productId));
    const changed = rows.filter((row) => money(row.current) !== money(row.due));
    for (const row of changed) await tx.update(s.products).set({ specialPrice: row.due }).where(eq(s.products.id, row.id));
    const ids = changed.map((row) => row.id);
    if (ids.length > 0) await reindexListingPrices(tx, ids);
    return ids;
  });
  if (moved.length > 0) await shop.catalogChanges.products(moved, { listings: true });
  return moved;
}

