import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { CustomerGridItem, CustomerGridQuery, CustomerGroupOption } from './model';

/** Escapes LIKE's wildcards in a searched text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fullName = sql<string>`${s.customers.firstname} || ' ' || ${s.customers.lastname}`;
const orderCount = sql<number>`(select count(*)::int from ${s.orders} where ${s.orders.customerId} = ${s.customers.id})`;

/** The customer groups (the grid's filter, the view's account information). */
export async function customerGroups(db: Db): Promise<CustomerGroupOption[]> {
  const rows = await db.select().from(s.customerGroups).orderBy(asc(s.customerGroups.id));
  return rows.map((row) => ({ value: String(row.id), label: row.code }));
}

/**
 * Customers › All Customers (Magento's customer grid): a page of customers matching a keyword
 * (name or e-mail) and a group, in one sort, with each one's number of orders, and how many match.
 */
export async function customersGrid(db: Db, query: CustomerGridQuery): Promise<{ rows: CustomerGridItem[]; total: number }> {
  const filters: SQL[] = [];
  if (query.search) filters.push(sql`lower(${fullName} || ' ' || ${s.customers.email}) like ${likePattern(query.search)}`);
  if (query.group !== null) filters.push(eq(s.customers.groupId, query.group));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const column = {
    name: sql`lower(${fullName})`,
    email: sql`lower(${s.customers.email})`,
    group: s.customerGroups.code,
    created_at: s.customers.createdAt,
    orders: orderCount,
  }[query.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: s.customers.id, name: fullName, email: s.customers.email, group: s.customerGroups.code, createdAt: s.customers.createdAt, orders: orderCount })
      .from(s.customers)
      .innerJoin(s.customerGroups, eq(s.customerGroups.id, s.customers.groupId))
      .where(where)
      .orderBy(query.dir === 'asc' ? asc(column) : desc(column), desc(s.customers.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(s.customers).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total: counted?.n ?? 0 };
}

/** A customer as the back office's read-only view shows them: account, address book, orders (newest first); null when unknown. */
export async function customerView(db: Db, id: number) {
  const [customer] = await db
    .select({
      id: s.customers.id,
      firstname: s.customers.firstname,
      lastname: s.customers.lastname,
      email: s.customers.email,
      group: s.customerGroups.code,
      dob: s.customers.dob,
      createdAt: s.customers.createdAt,
    })
    .from(s.customers)
    .innerJoin(s.customerGroups, eq(s.customerGroups.id, s.customers.groupId))
    .where(eq(s.customers.id, id));
  if (!customer) return null;
  const [addresses, orders] = await Promise.all([
    db.select().from(s.customerAddresses).where(eq(s.customerAddresses.customerId, id)).orderBy(asc(s.customerAddresses.id)),
    db
      .select({
        id: s.orders.id,
        incrementId: s.orders.incrementId,
        createdAt: s.orders.createdAt,
        status: s.orders.status,
        grandTotal: s.orders.grandTotal,
        currency: s.orders.currency,
      })
      .from(s.orders)
      .where(eq(s.orders.customerId, id))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id)),
  ]);
  return {
    customer: { ...customer, createdAt: customer.createdAt.toISOString() },
    addresses: addresses.map((address) => ({
      id: address.id,
      name: `${address.firstname} ${address.lastname}`,
      street: address.street,
      city: address.city,
      region: address.region,
      postcode: address.postcode,
      countryId: address.countryId,
      telephone: address.telephone,
      isDefaultBilling: address.isDefaultBilling,
      isDefaultShipping: address.isDefaultShipping,
    })),
    orders: orders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}

