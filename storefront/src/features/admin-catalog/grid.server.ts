import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toMinor } from '@shop/ui/money';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { ProductGridItem, ProductGridQuery } from './model';
import { catalogDisabledProducts } from './schema.server';

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Catalog › Products: a page of products (configurable children included, as Magento lists them)
 * matching a keyword in the name (trigram index) or SKU, a type and a status, in one sort, and how
 * many match.
 */
export async function productsGrid(db: Db, query: ProductGridQuery): Promise<{ rows: ProductGridItem[]; total: number }> {
  const p = s.products;
  const d = catalogDisabledProducts;
  const filters: SQL[] = [];
  if (query.search) filters.push(or(ilike(p.name, likePattern(query.search)), ilike(p.sku, likePattern(query.search)))!);
  if (query.type) filters.push(eq(p.type, query.type));
  if (query.status) filters.push(query.status === 'disabled' ? isNotNull(d.productId) : isNull(d.productId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = { id: p.id, name: p.name, sku: p.sku, price: p.price, qty: p.qty }[query.sort];
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: p.id,
        image: p.image,
        name: p.name,
        sku: p.sku,
        type: p.type,
        price: p.price,
        qty: p.qty,
        visibility: sql<number>`coalesce(${d.visibility}, ${p.visibility})`,
        disabled: sql<boolean>`${d.productId} is not null`,
      })
      .from(p)
      .leftJoin(d, eq(d.productId, p.id))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), asc(p.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    query.status ? db.select({ n: count() }).from(p).leftJoin(d, eq(d.productId, p.id)).where(where) : db.select({ n: count() }).from(p).where(where),
  ]);
  return {
    rows: page.map((row) => ({
      id: row.id,
      image: row.image,
      name: row.name,
      sku: row.sku,
      type: row.type,
      price: toMinor(row.price),
      qty: row.type === 'configurable' ? null : row.qty,
      visibility: Number(row.visibility),
      status: row.disabled ? 'disabled' : 'enabled',
    })),
    total: counted?.n ?? 0,
  };
}
