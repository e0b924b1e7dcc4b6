// Stores › Attributes › Product (issue 31, ADR 0041): an attribute's label and its options' labels
// in each store view, as Magento's attribute editor has them ("Manage Labels", and a column per
// store view in "Manage Options"); an empty label is the attribute's (option's) own.
import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import type { StoreViewCode } from '../store-views/model';
import { idField, scopeViews } from './model';

/** The back office's addresses of the product attributes. */
export const ATTRIBUTE_PATHS = {
  grid: '/admin/catalog/product_attribute',
  edit: (id: number) => `/admin/catalog/product_attribute/edit/${id}`,
} as const;

/** The longest label of an attribute or an option in a view (as a product's name). */
export const ATTRIBUTE_LABEL_MAX = 255;

/** The most options a save may name (an attribute's, which the server checks). */
const OPTIONS_MAX = 1000;

/** A label in a view: empty, null or left out is the attribute's (option's) own. */
const viewLabel = z
  .union([z.null(), ruleSchema(['validate-length', { maxLength: ATTRIBUTE_LABEL_MAX }])])
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** A label per store view besides the default (`labels[fr]`); another view's code is a 400. */
const viewLabels = z
  .object(Object.fromEntries(scopeViews.map((view) => [view.code, viewLabel])) as Record<StoreViewCode, typeof viewLabel>)
  .partial()
  .strict();

/** What Save sends: the attribute's id, its label per view, and each option's (`options[12][fr]`), by option id. */
export const attributeSaveSchema = z.object({
  id: idField,
  labels: viewLabels.default({}),
  options: z
    .record(z.string().regex(/^\d{1,9}$/, 'An option is named by its id.'), viewLabels)
    .refine((options) => Object.keys(options).length <= OPTIONS_MAX, `An attribute has at most ${OPTIONS_MAX} options.`)
    .default({}),
});

/** The labels of one thing per view (null or left out: its own). */
export type ViewLabels = Partial<Record<StoreViewCode, string | null>>;

/** One row of Stores › Attributes › Product. */
export interface AttributeGridItem {
  id: number;
  code: string;
  label: string;
  options: number;
}

/** What an attribute's edit page shows and edits. */
export interface AttributeEditData {
  id: number;
  code: string;
  /** The default's label (the attribute's own). */
  label: string;
  labels: ViewLabels;
  options: { id: number; label: string; swatch: string | null; labels: ViewLabels }[];
}

/** The edit form's values: each view's text, empty for the default's. */
export interface AttributeFormValues {
  id: string;
  labels: Record<string, string>;
  options: Record<string, Record<string, string>>;
}

/** The browser's check, with the server's rule for each label. */
export const attributeFormSchema = z.object({
  id: z.string(),
  labels: z.record(z.string(), ruleSchema(['validate-length', { maxLength: ATTRIBUTE_LABEL_MAX }])),
  options: z.record(z.string(), z.record(z.string(), ruleSchema(['validate-length', { maxLength: ATTRIBUTE_LABEL_MAX }]))),
});

/** The form's first values from the attribute's labels. */
export function attributeFormValues(attribute: AttributeEditData): AttributeFormValues {
  const texts = (labels: ViewLabels) => Object.fromEntries(scopeViews.map((view) => [view.code, labels[view.code] ?? '']));
  return {
    id: String(attribute.id),
    labels: texts(attribute.labels),
    options: Object.fromEntries(attribute.options.map((option) => [`o${option.id}`, texts(option.labels)])),
  };
}

/** What Save posts: empty labels left out (the attribute's own), options by their ids. */
export function attributeFormPost(values: AttributeFormValues) {
  const posted = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).map(([view, label]) => [view, label.trim() === '' ? null : label]));
  return {
    id: values.id,
    labels: posted(values.labels),
    options: Object.fromEntries(Object.entries(values.options).map(([key, labels]) => [key.slice(1), posted(labels)])),
  };
}

/** What Save answers. */
export const ATTRIBUTE_SAVED = 'You saved the product attribute.';
export const attributeSavedSchema = z.object({ message: z.string() });
