import { HTML_HELP, recordViewForm, seoViewFields, yesNo, type ViewField } from '../../admin-catalog/index';
import type { CmsPageEditData } from '../../cms/model';
import { blockViewRules, cmsPageViewRules, type BlockEditData } from '../model';
import { cmsPageViewSave, contentBlockViewSave } from '../staff-contract';

const PAGE_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'title', label: 'Page Title', required: true, section: 'Page Information' },
  { name: 'content_heading', label: 'Content Heading', section: 'Content' },
  { name: 'content', label: 'Content', multiline: true, description: HTML_HELP, section: 'Content' },
  ...seoViewFields("The page's address in this store view: lowercase letters, digits and hyphens."),
];

const BLOCK_VIEW_FIELDS: readonly ViewField[] = [{ name: 'content', label: 'Content', multiline: true, description: HTML_HELP, section: 'Content' }];


/** A CMS page's form in a store view's scope: its texts and address in the view; whether it is enabled read-only. */
export const CmsPageViewForm = recordViewForm('page', {
  label: (page: CmsPageEditData & { id: number }, view) => `Edit page ${page.title} in ${view.name}`,
  fields: PAGE_VIEW_FIELDS,
  rules: cmsPageViewRules,
  path: cmsPageViewSave.path,
  defaultLabel: 'All Store Views',
  globals: (page) => [{ term: 'Enable Page', value: yesNo(page.isActive) }],
});

/** A CMS block's form in a store view's scope: its content in the view; its title, identifier and whether it is enabled read-only. */
export const BlockViewForm = recordViewForm('block', {
  label: (block: BlockEditData, view) => `Edit block ${block.title} in ${view.name}`,
  fields: BLOCK_VIEW_FIELDS,
  rules: blockViewRules,
  path: contentBlockViewSave.path,
  defaultLabel: 'All Store Views',
  globals: (block) => [
    { term: 'Enable Block', value: yesNo(block.isActive) },
    { term: 'Block Title', value: block.title },
    { term: 'Identifier', value: <span className="break-all">{block.identifier}</span> },
  ],
});
