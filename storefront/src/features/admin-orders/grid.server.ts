import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { OrderGridItem, OrderGridQuery } from './model';

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's orders grid (Sales › Orders): a page of orders matching a keyword (order
 * number, e-mail or name, through the trigram index on `orders_search_idx`'s expression), a
 * status and a purchase-date range (whole days, UTC), in one sort, and how many match.
 */
export async function ordersGrid(db: Db, query: OrderGridQuery): Promise<{ rows: OrderGridItem[]; total: number }> {
  const billing = sql`${s.orderAddresses.firstname} || ' ' || ${s.orderAddresses.lastname}`;
  const filters: SQL[] = [];
  if (query.search) filters.push(sql`${searchText} like ${likePattern(query.search)}`);
  if (query.status) filters.push(eq(s.orders.status, query.status));
  if (query.from) filters.push(gte(s.orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(s.orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = {
    increment_id: s.orders.incrementId,
    created_at: s.orders.createdAt,
    billing_name: billing,
    grand_total: s.orders.grandTotal,
    status: s.orders.status,
  }[query.sort];
  const order = query.dir === 'asc' ? asc(column) : desc(column);
  const [page, [counted]] = await Promise.all([
    db
      .select({
        id: s.orders.id,
        incrementId: s.orders.incrementId,
        createdAt: s.orders.createdAt,
        billingName: sql<string>`coalesce(${billing}, '')`,
        email: s.orders.customerEmail,
        grandTotal: s.orders.grandTotal,
        currency: s.orders.currency,
        status: s.orders.status,
      })
      .from(s.orders)
      .leftJoin(s.orderAddresses, and(eq(s.orderAddresses.orderId, s.orders.id), eq(s.orderAddresses.addressType, 'billing')))
      .where(where)
      .orderBy(order, desc(s.orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(s.orders).where(where),
  ]);
  return {
    rows: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.n ?? 0,
  };
}

/** What the keyword is matched against: the expression of the trigram index `orders_search_idx`. */
const searchText = sql`lower(${s.orders.incrementId} || ' ' || ${s.orders.customerEmail} || ' ' || ${s.orders.customerFirstname} || ' ' || ${s.orders.customerLastname})`;
