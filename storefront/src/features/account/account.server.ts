import { and, asc, count, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { StoreViewCode } from '../store-views/model';
import { CARD_TYPES, type Address, type CardTypeCode } from '@shop/ui/validation';
import type { AccountAddress, AccountProfile, AddressLines, OrderPage, OrderSummary, OrderView } from './types';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { addressRow, savedAsAddress } from '../../../server/db/address-rows';
import type { ShopServices } from '../../../server/feature';
import { addressLines } from '../../lib/address';
import { pageLocale } from '../../lib/page-locale';
import { pageCount } from '../catalog/model';
import type { OutgoingMail } from '../mail/mail';
import { queueMail } from '../mail/outbox.server';

type OrderService = ShopServices['orders'];
type SalesService = ShopServices['sales'];
type WishlistService = ShopServices['wishlist'];

/** How many orders the dashboard's Recent Orders shows. */
export const RECENT_ORDERS = 5;

export interface AccountServiceOptions {
  db: Db;
  orders: OrderService;
  wishlist: Pick<WishlistService, 'items'>;
  /** The order's invoices, shipments and credit memos as a customer may see them. */
  sales: Pick<SalesService, 'documentsForCustomer'>;
}

type OrderAddressRow = typeof s.orderAddresses.$inferSelect;

/** An order as a row of My Orders. */
const summaryOf = (order: typeof s.orders.$inferSelect, shipping: OrderAddressRow | null | undefined): OrderSummary => ({
  id: order.id,
  incrementId: order.incrementId,
  createdAt: order.createdAt.toISOString(),
  shipTo: shipping ? `${shipping.firstname} ${shipping.lastname}` : '',
  grandTotal: order.grandTotal,
  currency: order.currency,
  status: order.status,
});

const orderAddress = (row: OrderAddressRow | undefined): AddressLines | null => (row ? addressLines(savedAsAddress(row), pageLocale()) : null);

/**
 * What an account page may read: every query names the owner (`customer_id = <the session's
 * customer>`) as well as the record's id, so a customer can never read another's order or
 * address, whatever id the address bar holds. Built per request for the signed-in customer only
 * (server/context.ts `accountContext`); state changes go through the account contracts.
 */
export function createAccountService({ db, orders, wishlist, sales }: AccountServiceOptions) {
  async function summaries(customerId: number, limit: number, offset: number): Promise<OrderSummary[]> {
    const found = await db
      .select({ order: s.orders, shipping: s.orderAddresses })
      .from(s.orders)
      .leftJoin(s.orderAddresses, and(eq(s.orderAddresses.orderId, s.orders.id), eq(s.orderAddresses.addressType, 'shipping')))
      .where(eq(s.orders.customerId, customerId))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
      .limit(limit)
      .offset(offset);
    return found.map(({ order, shipping }) => summaryOf(order, shipping));
  }

  /** One order with everything its page shows (My Account's order view, Orders and Returns'), or null. */
  async function orderView(which: SQL): Promise<OrderView | null> {
    const [order] = await db.select().from(s.orders).where(which);
    if (!order) return null;
    const [items, addresses, payments, history] = await Promise.all([
      db.select().from(s.orderItems).where(eq(s.orderItems.orderId, order.id)).orderBy(asc(s.orderItems.id)),
      db.select().from(s.orderAddresses).where(eq(s.orderAddresses.orderId, order.id)),
      db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, order.id)),
      db.select().from(s.orderStatusHistory).where(eq(s.orderStatusHistory.orderId, order.id)).orderBy(desc(s.orderStatusHistory.createdAt), desc(s.orderStatusHistory.id)),
    ]);
    const shipping = addresses.find((row) => row.addressType === 'shipping');
    const payment = payments[0];
    const cardName = payment?.ccType && payment.ccType in CARD_TYPES ? CARD_TYPES[payment.ccType as CardTypeCode].name : null;
    return {
      ...summaryOf(order, shipping),
      items: items.map((item) => ({ id: item.id, name: item.name, sku: item.sku, options: item.options, price: item.price, qty: item.qty, rowTotal: item.rowTotal })),
      subtotal: order.subtotal,
      shippingAmount: order.shippingAmount,
      taxAmount: order.taxAmount,
      discountAmount: order.discountAmount,
      couponCode: order.couponCode,
      shippingDescription: order.shippingDescription,
      shippingAddress: orderAddress(shipping),
      billingAddress: orderAddress(addresses.find((row) => row.addressType === 'billing')),
      payment: payment ? { title: cardName ? 'Credit Card' : payment.method, ccType: cardName, ccLast4: payment.ccLast4 } : null,
      history: history.map((entry) => ({ status: entry.status, createdAt: entry.createdAt.toISOString() })),
    };
  }

  /** The reads of one signed-in customer. */
  function reader(customerId: number) {
    return {
      customerId,

      async profile(): Promise<AccountProfile | null> {
        const [row] = await db.select().from(s.customers).where(eq(s.customers.id, customerId));
        return row ? { id: row.id, firstname: row.firstname, lastname: row.lastname, email: row.email, dob: row.dob ?? null } : null;
      },

      /** The address book, defaults first. */
      async addresses(): Promise<AccountAddress[]> {
        return (await orders.addressesOf(customerId)).map((address) => ({ ...address, lines: addressLines(address, pageLocale()) }));
      },

      /** One saved address of this customer, or null (another customer's is null too). */
      async address(addressId: number): Promise<AccountAddress | null> {
        const [row] = await db
          .select()
          .from(s.customerAddresses)
          .where(and(eq(s.customerAddresses.id, addressId), eq(s.customerAddresses.customerId, customerId)));
        if (!row) return null;
        const address = savedAsAddress(row);
        return { id: row.id, ...address, is_default_billing: row.isDefaultBilling, is_default_shipping: row.isDefaultShipping, lines: addressLines(address, pageLocale()) };
      },

      /** My Wish List: this customer's items with their products, named in the page's store view. */
      wishlist(view?: StoreViewCode) {
        return wishlist.items(customerId, view);
      },

      recentOrders(): Promise<OrderSummary[]> {
        return summaries(customerId, RECENT_ORDERS, 0);
      },

      /** A page of the orders, newest first (`page` from 1; past the last page: the last one). */
      async orders(page: number, limit: number): Promise<OrderPage> {
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(s.orders).where(eq(s.orders.customerId, customerId));
        const last = pageCount(Number(total), limit);
        const current = Math.min(Math.max(1, page), last);
        return { orders: await summaries(customerId, limit, (current - 1) * limit), total: Number(total), page: current, limit };
      },

      /** One order of this customer with everything its page shows, or null. */
      order(orderId: number): Promise<OrderView | null> {
        return orderView(and(eq(s.orders.id, orderId), eq(s.orders.customerId, customerId))!);
      },

      /** The invoices, shipments (with tracking numbers) and credit memos of one of this customer's orders, or null. */
      orderDocuments(orderId: number) {
        return sales.documentsForCustomer(orderId, customerId);
      },

      /** The lines of one of this customer's orders (for Reorder), or null. */
      async orderLines(orderId: number) {
        const [order] = await db
          .select({ id: s.orders.id })
          .from(s.orders)
          .where(and(eq(s.orders.id, orderId), eq(s.orders.customerId, customerId)));
        if (!order) return null;
        return db.select().from(s.orderItems).where(inArray(s.orderItems.orderId, [order.id])).orderBy(asc(s.orderItems.id));
      },
    };
  }

  /** Serialises the address book changes of one customer (and orders, which lock the same row). */
  const lockCustomer = (tx: Db, customerId: number) => tx.execute(sql`select id from customers where id = ${customerId} for update`);

  return {
    reader,

    /**
     * A guest's order as Orders and Returns shows it, with its documents, or null: only an order
     * placed without an account (the lookup found it and the `guest-view` cookie holds it).
     */
    async guestOrder(orderId: number): Promise<{ order: OrderView; documents: NonNullable<Awaited<ReturnType<SalesService['documentsForCustomer']>>> } | null> {
      const [order, documents] = await Promise.all([
        orderView(and(eq(s.orders.id, orderId), isNull(s.orders.customerId), eq(s.orders.isGuest, true))!),
        sales.documentsForCustomer(orderId, null),
      ]);
      return order && documents ? { order, documents } : null;
    },

    /**
     * Writes Account Information inside `tx` (checked before: the current password, the new
     * e-mail free, the new password's rules): names, date of birth, and the new e-mail and
     * password hash when given. A new password or a new e-mail ends every other session of the
     * customer (all but `keepSessionId`) and uses up the reset links not yet used: whoever holds
     * one of them, or a session signed in before, would otherwise keep the account after its owner
     * moved it to another address. `notice`, the mail of a changed e-mail or password (rendered
     * before the transaction, to the address the account had), is queued with the change.
     */
    async saveInformation(
      tx: Db,
      customerId: number,
      change: { firstname: string; lastname: string; dob: string | null; email?: string; passwordHash?: string; keepSessionId?: string },
      notice?: OutgoingMail,
    ): Promise<void> {
      await lockCustomer(tx, customerId);
      const [before] = await tx.select().from(s.customers).where(eq(s.customers.id, customerId));
      if (!before) return;
      const emailChanged = change.email !== undefined && change.email !== before.email;
      await tx
        .update(s.customers)
        .set({
          firstname: change.firstname,
          lastname: change.lastname,
          dob: change.dob,
          ...(emailChanged ? { email: change.email } : {}),
          ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
        })
        .where(eq(s.customers.id, customerId));
      if (change.passwordHash || emailChanged) {
        const owned = eq(s.sessions.customerId, customerId);
        await tx.delete(s.sessions).where(change.keepSessionId ? and(owned, ne(s.sessions.id, change.keepSessionId)) : owned);
        await tx.update(s.passwordResetTokens).set({ usedAt: sql`now()` }).where(and(eq(s.passwordResetTokens.customerId, customerId), sql`used_at is null`));
      }
      if (notice) await queueMail(tx, notice);
    },

    /**
     * Saves a new address, or changes one of the customer's (`id`); `false` when `id` is not one
     * of theirs (nothing changes). A ticked default moves to this address; an unticked one stays
     * where it is (an address stops being the default only when another becomes it). The first
     * address of a book becomes both defaults.
     */
    async saveAddress(customerId: number, input: { id?: number; address: Address; defaultBilling: boolean; defaultShipping: boolean }): Promise<number | null> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const mine = eq(s.customerAddresses.customerId, customerId);
        const existing = await tx.select({ id: s.customerAddresses.id }).from(s.customerAddresses).where(mine);
        if (input.id !== undefined && !existing.some((row) => row.id === input.id)) return null;
        const first = existing.length === 0;
        const billing = input.defaultBilling || first;
        const shipping = input.defaultShipping || first;
        if (billing) await tx.update(s.customerAddresses).set({ isDefaultBilling: false }).where(and(mine, eq(s.customerAddresses.isDefaultBilling, true)));
        if (shipping) await tx.update(s.customerAddresses).set({ isDefaultShipping: false }).where(and(mine, eq(s.customerAddresses.isDefaultShipping, true)));
        const flags = { ...(billing ? { isDefaultBilling: true } : {}), ...(shipping ? { isDefaultShipping: true } : {}) };
        if (input.id !== undefined) {
          await tx
            .update(s.customerAddresses)
            .set({ ...addressRow(input.address), ...flags })
            .where(and(mine, eq(s.customerAddresses.id, input.id)));
          return input.id;
        }
        const [created] = await tx
          .insert(s.customerAddresses)
          .values({ customerId, ...addressRow(input.address), ...flags })
          .returning({ id: s.customerAddresses.id });
        return created!.id;
      });
    },

    /** Deletes one of the customer's addresses: 'not_found' for another's, 'default' for a default one. */
    async deleteAddress(customerId: number, addressId: number): Promise<'deleted' | 'not_found' | 'default'> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [row] = await tx
          .select()
          .from(s.customerAddresses)
          .where(and(eq(s.customerAddresses.id, addressId), eq(s.customerAddresses.customerId, customerId)));
        if (!row) return 'not_found';
        if (row.isDefaultBilling || row.isDefaultShipping) return 'default';
        await tx.delete(s.customerAddresses).where(and(eq(s.customerAddresses.id, addressId), eq(s.customerAddresses.customerId, customerId), ne(s.customerAddresses.isDefaultBilling, true)));
        return 'deleted';
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
/** What an account page's loader reads through: one customer's records only. */
export type AccountReader = ReturnType<AccountService['reader']>;
