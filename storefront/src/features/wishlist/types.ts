import type { ProductTileData } from '../catalog/types';

/** An item of My Wish List as the page receives it. */
export interface WishlistItem {
  id: number;
  qty: number;
  /** The customer's comment. */
  description: string;
  product: ProductTileData;
}
