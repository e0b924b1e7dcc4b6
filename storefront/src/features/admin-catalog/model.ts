import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';
import { toMinor } from '@shop/ui/money';
import { ruleSchema } from '@shop/ui/validation';

/** Product types as Magento's admin names them. */
export const PRODUCT_TYPE_LABELS = { simple: 'Simple Product', configurable: 'Configurable Product' } as const;
export type ProductTypeCode = keyof typeof PRODUCT_TYPE_LABELS;

/** Visibility as the platform numbers and names it. */
export const VISIBILITY_LABELS: Record<number, string> = { 1: 'Not Visible Individually', 2: 'Catalog', 3: 'Search', 4: 'Catalog, Search' };

/** Magento's product status. */
export const PRODUCT_STATUS_LABELS = { enabled: 'Enabled', disabled: 'Disabled' } as const;
export type ProductStatus = keyof typeof PRODUCT_STATUS_LABELS;

/** One row of Catalog › Products, as its page sends it. */
export interface ProductGridItem {
  id: number;
  image: string;
  name: string;
  sku: string;
  type: ProductTypeCode;
  /** Minor units. */
  price: number;
  /** Null for a configurable product (its children carry the stock). */
  qty: number | null;
  visibility: number;
  status: ProductStatus;
}

export const PRODUCT_GRID_SORTS = ['id', 'name', 'sku', 'price', 'qty'] as const;
export type ProductGridSort = (typeof PRODUCT_GRID_SORTS)[number];

export interface ProductGridQuery {
  search: string;
  type: ProductTypeCode | null;
  status: ProductStatus | null;
  sort: ProductGridSort;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_PRODUCT_GRID_QUERY: ProductGridQuery = { search: '', type: null, status: null, sort: 'id', dir: 'asc', page: 1, limit: 20 };

const gridFields = {
  ...GRID_FIELDS,
  type: z.enum(['simple', 'configurable']),
  status: z.enum(['enabled', 'disabled']),
  sort: z.enum(PRODUCT_GRID_SORTS),
};

/** The grid's query from an address's parameters; one that does not parse stays at its default. */
export const productGridQuery = (params: URLSearchParams) => gridQueryFrom(params, gridFields, DEFAULT_PRODUCT_GRID_QUERY);

/** The address parameters of a grid query (its defaults left out). */
export const productGridParams = (query: ProductGridQuery) => gridParamsOf(query, DEFAULT_PRODUCT_GRID_QUERY);

/** The largest quantity a stock field takes. */
const MAX_QTY = 99_999_999;

/** A price field: required, 0 or greater, at most what a price column holds (numeric(12,2)); read exactly as minor units. */
const priceField = ruleSchema('required-entry', 'validate-zero-or-greater', ['validate-number-range', { max: '9999999999.99' }]).transform((text) => toMinor(text));

/** An optional price: empty is none. */
const optionalPriceField = z
  .string()
  .optional()
  .transform((text) => text?.trim() ?? '')
  .pipe(z.union([z.literal('').transform(() => null), priceField]));

/** A whole quantity, 0 or greater. */
const qtyField = ruleSchema('required-entry', 'validate-digits', ['validate-number-range', { min: 0, max: MAX_QTY }]).transform(Number);

/** A record's id, as a form posts it (text) or JSON (a number). */
export const idField = z.union([z.string(), z.number()]).transform(Number).pipe(z.number().int().positive());

/** An on/off field: a switch's `1`/`0` (or `on`), or JSON's boolean. */
export const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on'])]).transform((value) => value === true || value === '1' || value === 'true' || value === 'on');

/** A calendar day (`2026-12-01`) or empty. */
const dayField = z
  .string()
  .optional()
  .transform((text) => text?.trim() ?? '')
  .refine((text) => text === '' || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))), { message: 'Please enter a valid date.' })
  .transform((text) => (text === '' ? null : text));

const stockFields = z.object({ qty: qtyField, is_in_stock: flag });

/** What Save sends for a product (form fields or JSON): the fields of its edit page. */
export const productSaveSchema = z
  .object({
    id: idField,
    name: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
    description: z.string().max(65_535).default(''),
    price: priceField,
    special_price: optionalPriceField,
    special_from_date: dayField,
    special_to_date: dayField,
    status: flag,
    /** A simple product's own stock. */
    stock: stockFields.optional(),
    /** A configurable product's children's stock (a form posts them as `children[0][id]`…). */
    children: z
      .preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value), z.array(stockFields.extend({ id: idField })).max(1000))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.special_from_date && value.special_to_date && value.special_to_date < value.special_from_date)
      context.addIssue({ code: 'custom', path: ['special_to_date'], message: 'Make sure the To Date is later than or the same as the From Date.' });
    if (value.special_price !== null && value.special_price > value.price)
      context.addIssue({ code: 'custom', path: ['special_price'], message: 'The Special Price should be lower than the Price.' });
  });

export type ProductSaveInput = z.output<typeof productSaveSchema>;
/** The edit page's fields as typed (what Save posts). */
export interface ProductFormValues {
  id: string;
  name: string;
  description: string;
  price: string;
  special_price: string;
  special_from_date: string;
  special_to_date: string;
  status: boolean;
  stock?: { qty: string; is_in_stock: string };
  children: { id: string; qty: string; is_in_stock: string }[];
}

/** A configurable product's child as its edit page shows it: its options and its stock. */
export interface ProductChildStock {
  id: number;
  sku: string;
  /** 'Red / M'. */
  options: string;
  qty: number;
  isInStock: boolean;
}

/** What a product's edit page shows and edits. */
export interface ProductEditData {
  id: number;
  sku: string;
  type: ProductTypeCode;
  url: string;
  name: string;
  description: string;
  /** Decimal text ('45.00'). */
  price: string;
  specialPrice: string | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  status: ProductStatus;
  stock: { qty: number; isInStock: boolean } | null;
  children: ProductChildStock[];
}

/** What Save answers. */
export const productSavedSchema = z.object({ message: z.string(), product: z.object({ id: z.number(), name: z.string() }) });

/** A category as the tree shows and edits it. */
export interface CategoryTreeItem {
  id: number;
  name: string;
  position: number;
  isActive: boolean;
  urlPath: string;
  children: CategoryTreeItem[];
}

/** What Save sends for a category. */
export const categorySaveSchema = z.object({
  id: idField,
  name: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
  position: ruleSchema('required-entry', 'validate-digits', ['validate-number-range', { min: 0, max: 100_000 }]).transform(Number),
  is_active: flag,
});
export type CategoryFormValues = z.input<typeof categorySaveSchema>;

export const categorySavedSchema = z.object({ message: z.string(), category: z.object({ id: z.number(), name: z.string() }) });
