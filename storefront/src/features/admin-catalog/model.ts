import { z } from 'zod';
import { GRID_FIELDS, gridParamsOf, gridQueryFrom } from '../../lib/admin-grid';
import { toMinor } from '@shop/ui/money';
import { ruleSchema } from '@shop/ui/validation';
import { defaultView, storeViews, type StoreView, type StoreViewCode } from '../store-views/model';

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
  /** Its "More Information" details (label → value), in the default's words. */
  details: Record<string, string>;
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

// The back office's "Store View" scope (issue 31 item 3, ADR 0041), as Magento's admin has it: an
// edit form opens in the default scope or in a store view's (`?store=fr`); in a view, each field
// the view can translate shows the view's value or the default's, with "Use Default Value" beside it.

/** The address parameter that names the form's scope (`?store=fr`); absent: the default scope. */
export const STORE_SCOPE_PARAM = 'store';

/** The views a form can be scoped to besides the default (the default's values are the record's own). */
export const scopeViews: readonly StoreView[] = storeViews.filter((view) => view.code !== defaultView.code);

/** The view an address's parameters scope a form to, or null for the default scope (an unknown code too). */
export function scopeOf(params: URLSearchParams): StoreView | null {
  const code = params.get(STORE_SCOPE_PARAM);
  return scopeViews.find((view) => view.code === code) ?? null;
}

/** Where a field's value is kept, as Magento labels it beside the field. */
export const SCOPE_LABELS = { global: '[GLOBAL]', storeView: '[STORE VIEW]' } as const;
export type FieldScope = keyof typeof SCOPE_LABELS;

export const USE_DEFAULT_VALUE = 'Use Default Value';

/** Magento's refusal of a URL key the shop answers already (another record's, or one of its own pages). */
export const URL_KEY_EXISTS = 'The value specified in the URL Key field would generate a URL that already exists.';

/** A URL key: one path segment of lowercase letters, digits and hyphens. */
const URL_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_KEY_INVALID = 'Please use only lowercase letters (a-z), numbers (0-9) or hyphens (-) in the URL Key, without spaces, slashes or dots.';

/** A required URL key field of at most `maxLength` characters. */
export const urlKeyField = (maxLength: number) =>
  ruleSchema('required-entry', 'validate-identifier', ['validate-length', { maxLength }]).refine((key) => URL_KEY_PATTERN.test(key.trim()), URL_KEY_INVALID);

/** A required one-line text (a name, a title). */
export const nameField = (maxLength = 255) => ruleSchema('required-entry', ['validate-length', { maxLength }]);

/** An optional text (empty is none), trimmed. */
export const optionalText = (maxLength: number) => z.string().trim().max(maxLength);

/**
 * A view's code other than the default's, as a scoped save names it (`store_view`: a call's `store`
 * asks for answers in that view's language, ADR 0039, and the back office stays English); another
 * value is a 400.
 */
const viewScopeField = z.enum(scopeViews.map((view) => view.code) as [StoreViewCode, ...StoreViewCode[]]);

/** The kit's rules of a form's translatable fields, by posted name. */
export type ViewRules = Record<string, z.ZodType<string | null, string>>;

/**
 * What a save in a view scope sends (form fields or JSON): the record's id, the view, and each
 * field's value in the view, checked by its rule; a field left out (or JSON's null) is "Use
 * Default Value", and so is an optional field left empty: it answers null, which the view's row
 * stores as no value of its own.
 */
export function viewSaveSchema<R extends ViewRules>(rules: R) {
  const fields = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      z
        .union([z.null(), rule])
        .optional()
        .transform((value) => (value === undefined || value === '' ? null : value)),
    ]),
  ) as unknown as { [Name in keyof R]: z.ZodType<string | null, string | null | undefined> };
  return z.object({ id: idField, store_view: viewScopeField, ...fields });
}

/** A form's values in a view scope: each field's text, and which fields use the default's value. */
export interface ViewFormValues {
  id: string;
  store_view: string;
  values: Record<string, string>;
  use_default: Record<string, boolean>;
}

/**
 * The browser's check of a view-scoped form with the same rules the server applies: each field
 * that does not use the default's value must pass its rule (its message under the field).
 */
export function viewFormSchema(rules: ViewRules) {
  return z
    .object({ id: z.string(), store_view: z.string(), values: z.record(z.string(), z.string()), use_default: z.record(z.string(), z.boolean()) })
    .superRefine((form, context) => {
      for (const [name, rule] of Object.entries(rules)) {
        if (form.use_default[name]) continue;
        const result = rule.safeParse(form.values[name] ?? '');
        if (!result.success) context.addIssue({ code: 'custom', path: ['values', name], message: result.error.issues[0]?.message ?? 'Please enter a valid value.' });
      }
    });
}

/** What a scoped save posts: the fields not using the default's value (the others left out: null). */
export function viewFormPost(values: ViewFormValues): Record<string, string | null> {
  return {
    id: values.id,
    store_view: values.store_view,
    ...Object.fromEntries(Object.entries(values.values).map(([name, value]) => [name, values.use_default[name] ? null : value])),
  };
}

/** What a scoped save answers (the default save's message). */
export const viewSavedSchema = z.object({ message: z.string() });

/** What a form in a view scope starts from, by posted name: each field's default value, and the view's own (null: "Use Default Value"). */
export interface ViewValuesData {
  defaults: Record<string, string>;
  own: Record<string, string | null>;
}

type ViewValues = Record<string, string | null>;

/**
 * A scoped save's posted fields as the view table's columns (`columns`: field → column), each
 * null for "Use Default Value".
 */
export function viewColumns<Column extends string>(input: object, columns: Record<string, Column>): Record<Column, string | null> {
  const posted = input as Partial<ViewValues>;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, posted[field] ?? null])) as Record<Column, string | null>;
}

/**
 * What a scoped save changes, as the audit log records it: the changed columns before and after,
 * each named with its view (`fr.name`, as the product save names a child's `sku.qty`); null when
 * nothing changes. `before`: the view's own row (null: none).
 */
const own = (value: string | null | undefined) => (value === undefined || value === null || value === '' ? null : value);

export function viewChanges(view: StoreViewCode, row: object | null, after: ViewValues): { before: ViewValues; after: ViewValues } | null {
  const before = row as Partial<ViewValues> | null;
  const changed = Object.keys(after).filter((column) => own(before?.[column]) !== own(after[column]));
  if (changed.length === 0) return null;
  const named = (values: Partial<ViewValues> | null) => Object.fromEntries(changed.map((column) => [`${view}.${column}`, own(values?.[column])]));
  return { before: named(before), after: named(after) };
}

/**
 * A view-scoped form's first values by posted name (`columns`: field → column): the record's own
 * values (`defaults`, by column; a column it lacks is empty) and the view's row (null: none).
 */
export function viewValuesData(columns: Record<string, string>, defaults: object, own: object | null): ViewValuesData {
  const byColumn = (values: object | null, column: string) => (values as Record<string, string | null | undefined> | null)?.[column];
  return {
    defaults: Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, byColumn(defaults, column) ?? ''])),
    own: Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, byColumn(own, column) ?? null])),
  };
}
