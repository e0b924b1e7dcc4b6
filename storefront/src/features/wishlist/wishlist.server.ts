import { t } from '@shop/ui/i18n';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { StoreViewCode } from '../store-views/model';
import type { WishlistItem } from './types';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import { escapeHtml } from '../../../server/lib/html';
import type { ShopServices } from '../../../server/feature';
import type { CartOwner } from '../cart/model';
import { noLongerAvailable } from '../cart/api';
import type { SessionRecord } from '../../../server/services/sessions.server';

type CartService = ShopServices['carts'];
type CatalogService = ShopServices['catalog'];

export interface WishlistServiceOptions {
  db: Db;
  catalog: Pick<CatalogService, 'tilesByIds' | 'content'>;
  carts: Pick<CartService, 'add'>;
}

/** What a wish-list item's Add to Cart came to. */
export type WishlistToCartResult =
  | { kind: 'added'; productName: string }
  | { kind: 'not_found' }
  | { kind: 'needs_options'; productUrl: string }
  | { kind: 'refused'; productName: string; message: string };

/** The notice of an added product (Luma's words). */
export const addedToWishlist = (name: string) => t('%1 has been added to your Wish List.', escapeHtml(name));

/**
 * The customers' wish lists (issue 13 item 5). Every read and change names the owner as well as
 * the item's id (`WHERE customer_id = <session customer> AND id = ?`): another customer's item is
 * indistinguishable from one that does not exist, and nothing is changed.
 */
export function createWishlistService({ db, catalog, carts }: WishlistServiceOptions) {
  const mine = (customerId: number, itemId: number) => and(eq(s.wishlistItems.customerId, customerId), eq(s.wishlistItems.id, itemId));

  async function itemRow(customerId: number, itemId: number, tx: Db = db) {
    const [row] = await tx.select().from(s.wishlistItems).where(mine(customerId, itemId));
    return row ?? null;
  }

  /** Adds a product (again: one more of it); null when there is no such visible product. */
  async function add(customerId: number, productId: number, tx: Db = db, view: StoreViewCode = 'default'): Promise<{ productName: string } | null> {
    const [product] = await tx.select({ name: s.products.name, visibility: s.products.visibility }).from(s.products).where(eq(s.products.id, productId));
    if (!product || product.visibility === s.Visibility.notVisible) return null;
    await tx
      .insert(s.wishlistItems)
      .values({ customerId, productId, qty: 1 })
      .onConflictDoUpdate({ target: [s.wishlistItems.customerId, s.wishlistItems.productId], set: { qty: sql`${s.wishlistItems.qty} + 1` } });
    return { productName: await catalog.content.inTransaction(tx).name(view, productId, product.name) };
  }

  /** One item through the cart's own add (its quantity, stock and line rules); added, it leaves the list. */
  async function toCart(customerId: number, owner: CartOwner, itemId: number, view: StoreViewCode = 'default'): Promise<WishlistToCartResult> {
    const row = await itemRow(customerId, itemId);
    if (!row) return { kind: 'not_found' };
    const result = await carts.add(owner, { productId: row.productId, qty: row.qty, superAttribute: {} });
    const [product] = await db.select({ name: s.products.name }).from(s.products).where(eq(s.products.id, row.productId));
    const productName = await catalog.content.name(view, row.productId, product?.name ?? '');
    switch (result.kind) {
      case 'added':
        await db.delete(s.wishlistItems).where(mine(customerId, itemId));
        return { kind: 'added', productName };
      case 'needs_options':
        return { kind: 'needs_options', productUrl: result.productUrl };
      case 'not_found':
        return { kind: 'refused', productName, message: noLongerAvailable() };
      case 'bad_options':
      case 'unavailable':
      case 'rejected':
        return { kind: 'refused', productName, message: result.message };
    }
  }

  return {
    /** The customer's items, oldest first, with their products as tiles (price, image, stock), named in the store view `view`. */
    async items(customerId: number, view?: StoreViewCode): Promise<WishlistItem[]> {
      const rows = await db.select().from(s.wishlistItems).where(eq(s.wishlistItems.customerId, customerId)).orderBy(asc(s.wishlistItems.addedAt), asc(s.wishlistItems.id));
      const tiles = new Map((await catalog.tilesByIds(rows.map((row) => row.productId), view)).map((tile) => [tile.id, tile]));
      return rows.flatMap((row) => {
        const product = tiles.get(row.productId);
        return product ? [{ id: row.id, qty: row.qty, description: row.description, product }] : [];
      });
    },

    /** How many items the customer's wish list holds (the `wishlist` section's counter). */
    async count(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(s.wishlistItems).where(eq(s.wishlistItems.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    item: itemRow,
    add,

    /**
     * Sets the quantity and comment of the listed items: all of them, or (when one is not the
     * customer's) none, answering false.
     */
    async update(customerId: number, changes: readonly { id: number; qty: number; description: string }[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(changes.map((change) => change.id))];
        const owned = await tx
          .select({ id: s.wishlistItems.id })
          .from(s.wishlistItems)
          .where(and(eq(s.wishlistItems.customerId, customerId), inArray(s.wishlistItems.id, ids)))
          .for('update');
        if (owned.length !== ids.length) return false;
        for (const change of changes) {
          await tx.update(s.wishlistItems).set({ qty: change.qty, description: change.description.trim() }).where(mine(customerId, change.id));
        }
        return true;
      });
    },

    /** Removes one of the customer's items; false when it is not theirs (nothing changes). */
    async remove(customerId: number, itemId: number): Promise<boolean> {
      const removed = await db.delete(s.wishlistItems).where(mine(customerId, itemId)).returning({ id: s.wishlistItems.id });
      return removed.length > 0;
    },

    toCart,

    /** Every item through {@link toCart}, oldest first. */
    async allToCart(customerId: number, owner: CartOwner, view: StoreViewCode = 'default'): Promise<WishlistToCartResult[]> {
      const rows = await db.select({ id: s.wishlistItems.id }).from(s.wishlistItems).where(eq(s.wishlistItems.customerId, customerId)).orderBy(asc(s.wishlistItems.addedAt), asc(s.wishlistItems.id));
      const results: WishlistToCartResult[] = [];
      for (const row of rows) results.push(await toCart(customerId, owner, row.id, view));
      return results;
    },

    /** Remembers a guest's Add to Wish List in their session, for after they sign in. */
    async rememberForSignIn(sessionId: string, productId: number): Promise<void> {
      await db
        .update(s.sessions)
        .set({ data: sql`${s.sessions.data} || ${JSON.stringify({ wishlistPending: productId })}::jsonb` })
        .where(eq(s.sessions.id, sessionId));
    },

    /**
     * At sign-in (inside its transaction): the product a guest wanted in the wish list before
     * signing in is added now. Answers the notice to show (naming it in the view signed in from), or null.
     */
    async addRemembered(tx: Db, previous: SessionRecord | null | undefined, customerId: number, view: StoreViewCode = 'default'): Promise<string | null> {
      const productId = previous?.data.wishlistPending;
      if (typeof productId !== 'number') return null;
      const added = await add(customerId, productId, tx, view);
      return added ? addedToWishlist(added.productName) : null;
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
