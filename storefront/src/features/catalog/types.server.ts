// The catalogue's public shapes (what createCatalogService's methods take and answer), and the listing rules its parts share.
import type { SuggestionBasis } from './related.server';
import { MAX_LISTING_PAGE, pageCount } from './model';
import type { ProductTabId } from '../../../server/lib/urls';
import type { StoreViewCode } from '../store-views/model';
import type {
  Breadcrumb,
  LayeredFilters,
  LayeredNavigationData,
  ListingData,
  ProductDetailData,
  ProductTileData,
  SortDirection,
  SortField,
} from './types';

export interface CategoryNode {
  id: number;
  name: string;
  urlPath: string;
  url: string;
  level: number;
  description: string;
  children: CategoryNode[];
}

/** A product as a grid or list shows it (the shape the pages render). */
export type ProductTile = ProductTileData;

export interface ListingOptions {
  /** 1-based page. @default 1 */
  page?: number;
  /** Products per page, one of 12, 24, 36. @default 12 */
  limit?: number;
  /** @default 'position' (relevance for search) */
  sort?: SortField;
  /** @default 'asc' */
  dir?: SortDirection;
  /** Layered-navigation filters (checked by their rules; unknown options are ignored). @default {} */
  filters?: LayeredFilters;
}

export type Listing = ListingData;

/** A page's address in each store view, without the view's prefix (`{ default: '/women.html', fr: '/femmes.html' }`): its alternates. */
export type ViewAlternates = Partial<Record<StoreViewCode, string>>;

export interface CategoryPage extends Listing {
  category: Omit<CategoryNode, 'children'>;
  /** The category's address in each view. */
  alternates: ViewAlternates;
  children: Omit<CategoryNode, 'children'>[];
  breadcrumbs: Breadcrumb[];
  sort: SortField;
  dir: SortDirection;
  sortOptions: { value: SortField; label: string }[];
  limitOptions: number[];
  /** "Shop By": Color, Size and Price with their counts, and the filters in force. */
  layered: LayeredNavigationData;
}

export interface SearchPage extends Listing {
  query: string;
  /** The known term searched instead when the query itself matched nothing (a typo). */
  correctedQuery?: string;
  /** "Shop By": Category, Color, Size and Price with their counts, and the filters in force. */
  layered: LayeredNavigationData;
}

/** The product page's data, with the server's narrower stock text and tab ids. */
export interface ProductDetail extends ProductDetailData {
  stockStatus: 'In stock' | 'Out of stock';
  /** The product's address in each view (its URL key there, else the default's). */
  alternates: ViewAlternates;
  /** The view's meta title and description ('' for none: the page uses the name and short description). */
  metaTitle: string;
  metaDescription: string;
  tabs: { id: ProductTabId; title: string; url: string }[];
  /** What the page's carousels are chosen by (`related.forProduct`), from this read of the product; for the server only (the page's loader does not send it). */
  suggestionBasis: SuggestionBasis;
}

/** One entry of products-render-info. */
export type ProductRenderInfo = {
  id: number;
  name: string;
  sku: string;
  type: string;
  url: string;
  is_salable: '1' | '0';
  store_id: number;
  currency_code: string;
  images: { url: string; code: string; height: number; width: number; label: string; resized_width: number; resized_height: number }[];
  add_to_cart_button: { url: string; required_options: boolean; post_data: string };
  /** The platform's price block: amounts in the store currency's major unit, and their markup. */
  price_info: {
    final_price: number;
    regular_price: number;
    minimal_price: number;
    max_price: number;
    minimal_regular_price: number;
    max_regular_price: number;
    special_price: number | null;
    formatted_prices: { final_price: string; regular_price: string; minimal_price: string; max_price: string; minimal_regular_price: string; max_regular_price: string; special_price: string | null };
  };
  extension_attributes: { review_html: string; wishlist_button: Record<string, never> };
};

export interface Suggestion {
  title: string;
  num_results: number;
}

export const LIMIT_OPTIONS = [12, 24, 36];

/** A listing's page size: one of LIMIT_OPTIONS, else 12. */
export function listingLimit(limit: number | undefined): number {
  return LIMIT_OPTIONS.includes(limit ?? 12) ? (limit ?? 12) : 12;
}

/** A listing's page number brought into 1…MAX_LISTING_PAGE (a caller's NaN or 2^53 never reaches an offset). */
export function listingPage(page: number | undefined): number {
  return page === undefined || Number.isNaN(page) ? 1 : Math.min(Math.max(Math.trunc(page), 1), MAX_LISTING_PAGE);
}

export function pageOf(total: number, page: number, limit: number) {
  return { total, page, limit, pages: pageCount(total, limit) };
}
