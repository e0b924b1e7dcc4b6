// The fields a product and a category have in a store view (ADR 0041), with the kit's rules the
// default save applies to the same fields, and the view tables' columns they are stored in.
import { z } from 'zod';
import { nameField, optionalText, urlKeyField, viewSaveSchema } from './model';

/** A view's description (HTML, sanitized when stored), as long as the default's may be. */
const html = z.string().max(65_535);

/** A product's fields in a view, as the form posts them. */
export const productViewRules = {
  name: nameField(),
  short_description: html,
  description: html,
  url_key: urlKeyField(255),
  meta_title: optionalText(255),
  meta_description: optionalText(1024),
};

/** A category's fields in a view. */
export const categoryViewRules = {
  name: nameField(),
  description: html,
  url_key: urlKeyField(255),
  meta_title: optionalText(255),
  meta_description: optionalText(1024),
};

/** The view table's column of each posted field. */
export const VIEW_COLUMNS = {
  name: 'name',
  short_description: 'shortDescription',
  description: 'description',
  url_key: 'urlKey',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
} as const;

/** The longest label or value of a product's detail in a view ("More Information"). */
export const DETAIL_MAX_LENGTH = 255;
/** The most details a product's view save may name. */
const DETAILS_MAX = 100;

/** A detail's label or value in a view: empty, null or left out is the default's. */
const detailText = z
  .union([z.null(), z.string().trim().max(DETAIL_MAX_LENGTH)])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A product's "More Information" details in a view, keyed by the default's label (a form posts
 * `details[Material][label]`): each one's label and value in the view, either null for the default's.
 */
const detailsField = z
  .record(z.string().max(DETAIL_MAX_LENGTH), z.object({ label: detailText, value: detailText }))
  .refine((details) => Object.keys(details).length <= DETAILS_MAX, `A product has at most ${DETAILS_MAX} details.`)
  .optional();

/** A detail's field names in the view form, by its position among the product's details (`detail_0_label`). */
export const detailFieldName = (index: number, part: 'label' | 'value') => `detail_${index}_${part}`;

/** The rule of a detail's field in the browser's check: required once "Use Default Value" is off. */
export const detailRule = nameField(DETAIL_MAX_LENGTH);

export const productViewSaveSchema = viewSaveSchema(productViewRules).extend({ details: detailsField });
export const categoryViewSaveSchema = viewSaveSchema(categoryViewRules);
export type ProductViewSaveInput = z.output<typeof productViewSaveSchema>;
