import { HTML_HELP, ViewScopeForm, type ViewField } from '../../admin-catalog/index';
import type { ViewValuesData } from '../../admin-catalog/model';
import type { CmsPageEditData } from '../../cms/model';
import type { StoreView } from '../../store-views/model';
import { blockViewRules, cmsPageViewRules, type BlockEditData } from '../model';
import { cmsPageViewSave, contentBlockViewSave } from '../staff-contract';

const PAGE_VIEW_FIELDS: readonly ViewField[] = [
  { name: 'title', label: 'Page Title', required: true, section: 'Page Information' },
  { name: 'content_heading', label: 'Content Heading', section: 'Content' },
  { name: 'content', label: 'Content', multiline: true, description: HTML_HELP, section: 'Content' },
  { name: 'url_key', label: 'URL Key', required: true, description: "The page's address in this store view: lowercase letters, digits and hyphens.", section: 'Search Engine Optimization' },
  { name: 'meta_title', label: 'Meta Title', section: 'Search Engine Optimization' },
  { name: 'meta_description', label: 'Meta Description', multiline: true, section: 'Search Engine Optimization' },
];

const BLOCK_VIEW_FIELDS: readonly ViewField[] = [{ name: 'content', label: 'Content', multiline: true, description: HTML_HELP, section: 'Content' }];

const enabled = (on: boolean) => (on ? 'Yes' : 'No');

/** A CMS page's form in a store view's scope: its texts and address in the view; whether it is enabled read-only. */
export function CmsPageViewForm({ page, view, values, onSaved }: { page: CmsPageEditData & { id: number }; view: StoreView; values: ViewValuesData; onSaved?: () => void }) {
  return (
    <ViewScopeForm
      id={page.id}
      label={`Edit page ${page.title} in ${view.name}`}
      view={view}
      fields={PAGE_VIEW_FIELDS}
      rules={cmsPageViewRules}
      path={cmsPageViewSave.path}
      {...values}
      defaultLabel="All Store Views"
      globals={[{ term: 'Enable Page', value: enabled(page.isActive) }]}
      onSaved={onSaved}
    />
  );
}

/** A CMS block's form in a store view's scope: its content in the view; its title, identifier and whether it is enabled read-only. */
export function BlockViewForm({ block, view, values, onSaved }: { block: BlockEditData; view: StoreView; values: ViewValuesData; onSaved?: () => void }) {
  return (
    <ViewScopeForm
      id={block.id}
      label={`Edit block ${block.title} in ${view.name}`}
      view={view}
      fields={BLOCK_VIEW_FIELDS}
      rules={blockViewRules}
      path={contentBlockViewSave.path}
      {...values}
      defaultLabel="All Store Views"
      globals={[
        { term: 'Enable Block', value: enabled(block.isActive) },
        { term: 'Block Title', value: block.title },
        { term: 'Identifier', value: <span className="break-all">{block.identifier}</span> },
      ]}
      onSaved={onSaved}
    />
  );
}
