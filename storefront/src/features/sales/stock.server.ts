import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { reindexListingPrices } from '../../../server/services/price-index.server';
import type { OrderItemRow } from './order-state.server';

/** What a stock return changed, for the catalogue's change feed after the commit. */
export interface StockReturn {
  productIds: number[];
  /** Some product was sold out and is buyable again: the listings that hid it change. */
  cameBack: boolean;
}

/**
 * Puts units of order lines back into stock (a cancellation, a credit memo's "Return to Stock"),
 * on the transaction of the action: the line's stock product (a configurable's child, as checkout
 * took it) gains the units, and one that sold out by quantity is in stock again (one set out of stock
 * by hand with units left stays out). Listing prices are re-indexed as checkout does when it takes them.
 */
export async function returnStock(tx: Db, units: readonly { row: OrderItemRow; qty: number }[]): Promise<StockReturn> {
  const byProduct = new Map<number, number>();
  for (const { row, qty } of units) {
    const productId = row.childProductId ?? row.productId;
    if (productId === null || qty <= 0) continue;
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + qty);
  }
  const productIds = [...byProduct.keys()].sort((a, b) => a - b);
  if (productIds.length === 0) return { productIds, cameBack: false };
  // Locked in id order, as checkout locks them, so the two never wait on each other in a circle.
  const before = await tx.select({ id: s.products.id, isInStock: s.products.isInStock }).from(s.products).where(inArray(s.products.id, productIds)).orderBy(s.products.id).for('update');
  let cameBack = false;
  for (const productId of productIds) {
    const qty = byProduct.get(productId)!;
    const [after] = await tx
      .update(s.products)
      .set({ qty: sql`${s.products.qty} + ${qty}`, isInStock: sql`case when ${s.products.qty} <= 0 and ${s.products.qty} + ${qty} > 0 then true else ${s.products.isInStock} end` })
      .where(eq(s.products.id, productId))
      .returning({ isInStock: s.products.isInStock });
    if (after?.isInStock && before.find((row) => row.id === productId)?.isInStock === false) cameBack = true;
  }
  await reindexListingPrices(tx, productIds);
  return { productIds, cameBack };
}
