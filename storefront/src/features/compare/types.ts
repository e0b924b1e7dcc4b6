import type { ProductTileData } from '../catalog/types';

/** A product of the compare page: its tile and the rows it is compared by. */
export interface CompareProduct {
  product: ProductTileData;
  sku: string;
  /** The product's description (HTML: shown through the sanitizer). */
  description: string;
  /** Colours and sizes it comes in ("Black, Blue"); empty when it has none. */
  colors: string;
  sizes: string;
}
