import type { ProductTabId } from './contract';
/** Catalogue shapes the pages render (what the server's catalogue service returns). */

import type { PictureImage } from '@shop/ui/gallery';
import type { ProductGallery } from '../product-images/model';

/** A product image: its fallback `src`, and the responsive sources where the page offers them. */
export type ProductImage = PictureImage;

/**
 * A product's price as the pages show it, in integer minor units of `currency`. Public:
 * the same for every visitor, so it is rendered with the page.
 */
export interface ProductPriceData {
  /** What the shopper pays: the special price when there is one; for a configurable product, its lowest child's. */
  amount: number;
  /** The regular price when a special price lowers it (above `amount`). */
  regularAmount?: number;
  /** A configurable product whose children cost different amounts: shown "As low as". */
  asLowAs?: boolean;
  /** ISO 4217 code of the store's currency. */
  currency: string;
}

/** A product as a grid shows it. */
export interface ProductTileData {
  id: number;
  sku: string;
  name: string;
  url: string;
  type: 'simple' | 'configurable';
  image: ProductImage;
  isSalable: boolean;
  shortDescription: string;
  price: ProductPriceData;
}

export interface Breadcrumb {
  label: string;
  url: string;
}

/** One option of a super attribute (a colour or a size). */
export interface ConfigurableOption {
  id: number;
  label: string;
  /** #rrggbb for colours. */
  swatch: string | null;
  /** Children with this option that can be bought. */
  products: number[];
}

/** A super attribute of a configurable product. */
export interface ConfigurableAttribute {
  id: number;
  code: string;
  label: string;
  options: ConfigurableOption[];
}

/** A child product of a configurable product. */
export interface ConfigurableChild {
  id: number;
  sku: string;
  isSalable: boolean;
  /** attribute id → option id */
  attributes: Record<string, number>;
  image: ProductImage;
  /** What this child costs (minor units), and its regular price when a special price lowers it. */
  price: { amount: number; regularAmount?: number };
}

/** Everything a product page shows. */
export interface ProductDetailData extends ProductTileData {
  description: string;
  details: { label: string; value: string }[];
  stockStatus: string;
  qtyRules: { min: number; max: number; increments: number };
  breadcrumbs: Breadcrumb[];
  tabs: { id: ProductTabId; title: string; url: string }[];
  addToCartUrl: string;
  configurable: { attributes: ConfigurableAttribute[]; children: ConfigurableChild[] } | null;
  /** The images the gallery shows (a configurable product's by colour too). */
  gallery: ProductGallery;
}

/** A page of products with its paging. */
export interface ListingData {
  items: ProductTileData[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

export type SortField = 'position' | 'name' | 'price';
export type SortDirection = 'asc' | 'desc';

/** The product page's carousels below the fold: "Related Products" and the upsells. */
export interface ProductSuggestions {
  related: ProductTileData[];
  upsell: ProductTileData[];
}

/** The query parameters of layered navigation ("Shop By"), stable names shared with the page cache. */
export type FilterParam = 'cat' | 'color' | 'size' | 'price';

/** A price range of the price filter, in whole units of the store currency: `to` excluded, none for "and above". */
export interface PriceRange {
  from: number;
  to?: number;
}

/** The filters a listing address asks for (each already checked; unknown ones are left out). */
export interface LayeredFilters {
  cat?: number;
  color?: number;
  size?: number;
  price?: PriceRange;
}

/** One choice of a "Shop By" group: its parameter value, what it says and how many products it leaves. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
  /** #rrggbb for colour options. */
  swatch?: string | null;
  /** A price option's range: its label is written in the page's language when shown. */
  price?: PricedRange;
}

/** A price range with the currency it is counted in (a price filter's option or value). */
export interface PricedRange {
  range: PriceRange;
  currency: string;
}

/** A "Shop By" group (Category, Color, Size, Price) with the options that match something. */
export interface FilterGroup {
  param: FilterParam;
  label: string;
  options: FilterOption[];
}

/** A filter in force, listed under "Now Shopping by". */
export interface ActiveFilter {
  param: FilterParam;
  /** The group's name ("Color"). */
  label: string;
  /** The chosen option's text ("Red", "$50.00 - $59.99"). */
  valueLabel: string;
  /** A price filter's range: its label is written in the page's language when shown. */
  price?: PricedRange;
}

/** Layered navigation of a listing: the groups still to choose from and the filters in force. */
export interface LayeredNavigationData {
  groups: FilterGroup[];
  active: ActiveFilter[];
}

/** A product's "More Information" details in a store view: by the default's label, the view's label and value (null: the default's). ADR 0041. */
export type ViewDetails = Record<string, { label: string | null; value: string | null }>;
