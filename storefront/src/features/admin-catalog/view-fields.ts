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

export const productViewSaveSchema = viewSaveSchema(productViewRules);
export const categoryViewSaveSchema = viewSaveSchema(categoryViewRules);
