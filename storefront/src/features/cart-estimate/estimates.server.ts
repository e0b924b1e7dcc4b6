import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/database';
import * as s from '../../../server/db/schema';
import type { CartOwner } from '../cart/model';
import type { TimeSource } from '@shop/ui/clock';
import type { ProductTileData } from '../catalog/types';
import type { ShopServices } from '../../../server/feature';
import type { RememberedEstimate, ShippingEstimateChoice } from './contract';
import { cartShippingEstimates } from './schema.server';

/** How many of the cart's products "More Choices" draws from (each costs the related products' two reads). */
export const CROSS_SELL_SOURCES = 3;

/** How many products "More Choices" offers at most. */
export const CROSS_SELL_LIMIT = 8;

/** The owner's cart id, or null without a cart. Read through the owner only: never a cart id from the request. */
async function cartIdOf(db: Db, owner: CartOwner): Promise<number | null> {
  const [cart] = await db
    .select({ id: s.carts.id })
    .from(s.carts)
    .where(owner.customerId !== null ? eq(s.carts.customerId, owner.customerId) : eq(s.carts.sessionId, owner.sessionId));
  return cart?.id ?? null;
}

/**
 * The cart page's estimate kept with the cart, and its "More Choices": the related products of
 * what is in the cart (the product page's, from `related`), none already in it, none that cannot be bought.
 */
export function createCartEstimateService({ db, clock, related }: { db: Db; clock: TimeSource; related: Pick<ShopServices['related'], 'forProduct'> }) {
  return {
    /** Keeps the destination and method with the owner's cart; false without a cart. */
    async remember(owner: CartOwner, estimate: RememberedEstimate): Promise<boolean> {
      const cartId = await cartIdOf(db, owner);
      if (cartId === null) return false;
      const values = {
        countryId: estimate.country_id.toUpperCase(),
        regionCode: estimate.region_code?.trim().toUpperCase() || null,
        region: estimate.region?.trim() ?? '',
        postcode: estimate.postcode?.trim() ?? '',
        shippingMethod: estimate.shipping_method || null,
        updatedAt: new Date(clock.now()),
      };
      await db.insert(cartShippingEstimates).values({ cartId, ...values }).onConflictDoUpdate({ target: cartShippingEstimates.cartId, set: values });
      return true;
    },

    /** What the owner's cart keeps of the last estimate, or null. */
    async recall(owner: CartOwner): Promise<ShippingEstimateChoice | null> {
      const cartId = await cartIdOf(db, owner);
      if (cartId === null) return null;
      const [row] = await db.select().from(cartShippingEstimates).where(eq(cartShippingEstimates.cartId, cartId));
      if (!row) return null;
      return { country_id: row.countryId, region_code: row.regionCode ?? '', region: row.region, postcode: row.postcode, shipping_method: row.shippingMethod };
    },

    /** "More Choices" for the owner's cart: up to `CROSS_SELL_LIMIT` products, the first lines' related products first. */
    async crossSell(owner: CartOwner): Promise<ProductTileData[]> {
      const cartId = await cartIdOf(db, owner);
      if (cartId === null) return [];
      const lines = await db.select({ productId: s.cartItems.productId, childProductId: s.cartItems.childProductId }).from(s.cartItems).where(eq(s.cartItems.cartId, cartId)).orderBy(s.cartItems.id);
      const inCart = new Set(lines.flatMap((line) => [line.productId, ...(line.childProductId ? [line.childProductId] : [])]));
      const sources = [...new Set(lines.map((line) => line.productId))].slice(0, CROSS_SELL_SOURCES);
      if (sources.length === 0) return [];
      const bases = await db
        .select({ id: s.products.id, categoryId: s.products.categoryId, rootCategoryId: s.products.rootCategoryId, listingPrice: s.products.listingPrice })
        .from(s.products)
        .where(inArray(s.products.id, sources));
      const ordered = sources.flatMap((id) => bases.filter((basis) => basis.id === id));
      const lists = await Promise.all(ordered.map((basis) => related.forProduct(basis)));
      const chosen = new Map<number, ProductTileData>();
      for (const tile of lists.flatMap((list) => list.related)) {
        if (!inCart.has(tile.id) && tile.isSalable && !chosen.has(tile.id)) chosen.set(tile.id, tile);
      }
      return [...chosen.values()].slice(0, CROSS_SELL_LIMIT);
    },
  };
}

export type CartEstimateService = ReturnType<typeof createCartEstimateService>;
