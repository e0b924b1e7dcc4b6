import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import { flag, idField } from '../admin-catalog/model';
import { optionalText, URL_KEY_EXISTS, urlKeyField, viewSaveSchema } from '../admin-catalog/model';

/** One row of Content › Blocks. */
export interface BlockGridItem {
  id: number;
  title: string;
  identifier: string;
  isActive: boolean;
}

/** What a block's edit page shows and edits. */
export interface BlockEditData {
  id: number;
  title: string;
  identifier: string;
  content: string;
  isActive: boolean;
}


/** What Save sends for a block (form fields or JSON). */
export const blockSaveSchema = z.object({
  id: idField,
  title: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
  identifier: ruleSchema('required-entry', 'validate-identifier', ['validate-length', { maxLength: 255 }]),
  content: z.string().max(2_000_000).default(''),
  is_active: flag,
});
export type BlockFormValues = z.input<typeof blockSaveSchema>;

export const blockSavedSchema = z.object({ message: z.string(), block: z.object({ id: z.number(), identifier: z.string() }) });

/** Magento's refusal of an identifier another block has. */
export const BLOCK_IDENTIFIER_TAKEN = 'A block identifier with the same properties already exists in the selected store.';


/** Magento's refusal of a URL key another page has. */
export const CMS_URL_KEY_TAKEN = 'A page URL key for specified store already exists.';
/** A URL key the catalogue or another shop page answers already. */
export const CMS_URL_KEY_RESERVED = URL_KEY_EXISTS;
export const CMS_PAGE_SAVED = 'You saved the page.';
export const CMS_PAGE_DELETED = 'You deleted the page.';
export const CMS_PAGE_GONE = 'This page no longer exists.';

const text = (max: number) => z.string().trim().max(max).default('');

/** What Save sends for a page (form fields or JSON); no id: a new page. */
export const cmsPageSaveSchema = z.object({
  id: z.preprocess((value) => (value === '' ? undefined : value), idField.optional()),
  title: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
  url_key: urlKeyField(100),
  content_heading: text(255),
  content: z.string().max(2_000_000).default(''),
  meta_title: text(255),
  meta_description: text(1024),
  is_active: flag,
});
export type CmsPageFormValues = z.input<typeof cmsPageSaveSchema>;

export const cmsPageSavedSchema = z.object({ message: z.string(), page: z.object({ id: z.number(), urlKey: z.string() }) });
export const cmsPageDeleteSchema = z.object({ id: idField });
export const cmsPageDeletedSchema = z.object({ message: z.string() });

/** A page's fields in a store view (ADR 0041), with the default save's rules. */
export const cmsPageViewRules = {
  title: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
  content_heading: optionalText(255),
  content: z.string().max(2_000_000),
  url_key: urlKeyField(100),
  meta_title: optionalText(255),
  meta_description: optionalText(1024),
};
export const cmsPageViewSaveSchema = viewSaveSchema(cmsPageViewRules);

/** The page view table's column of each posted field. */
export const CMS_PAGE_VIEW_COLUMNS = {
  title: 'title',
  content_heading: 'contentHeading',
  content: 'content',
  url_key: 'urlKey',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
} as const;

/** A block's field in a store view: its content (HTML). */
export const blockViewRules = { content: z.string().max(2_000_000) };
export const blockViewSaveSchema = viewSaveSchema(blockViewRules);
