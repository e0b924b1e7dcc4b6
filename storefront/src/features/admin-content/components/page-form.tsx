import { Form } from '@shop/ui/form-field';
import { Panel } from '@shop/ui/panel';
import { FormHead, HTML_HELP, SwitchField, TextField } from '../../admin-catalog/index';
import { useAdminEditForm } from '../../admin-catalog/hooks';
import type { CmsPageEditData } from '../../cms/model';
import { cmsPageSave } from '../staff-contract';
import { cmsPageSaveSchema, type CmsPageFormValues } from '../model';

export interface CmsPageFormProps {
  page: CmsPageEditData;
  /** After a save, with the saved page's id (a new page's, to open its edit page). */
  onSaved?: (id: number) => void;
}

/** The fields of a page as the form holds them. */
function formValues(page: CmsPageEditData): CmsPageFormValues {
  return {
    ...(page.id === null ? {} : { id: String(page.id) }),
    title: page.title,
    url_key: page.urlKey,
    content_heading: page.contentHeading,
    content: page.content,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    is_active: page.isActive,
  };
}

/**
 * A CMS page's New/Edit form (Magento's Content › Pages › Edit): Enable Page and Page Title, the
 * Content section (heading and HTML) and Search Engine Optimization (URL Key, meta title and
 * description), saved with the admin form reload.
 */
export function CmsPageForm({ page, onSaved }: CmsPageFormProps) {
  const { form, submit, message, clearMessage } = useAdminEditForm<CmsPageFormValues>({
    schema: cmsPageSaveSchema,
    defaultValues: formValues(page),
    path: cmsPageSave.path,
    post: (values) => ({ ...values, is_active: values.is_active ? '1' : '0' }) as Record<string, string>,
    onSaved: (answer) => onSaved?.((answer as { page: { id: number } }).page.id),
  });
  return (
    <Form {...form}>
      <form id="cms-page-form" aria-label={page.id === null ? 'New Page' : `Edit page ${page.title}`} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormHead message={message} onClear={clearMessage} submitting={form.formState.isSubmitting} />
        <Panel title="Page Information">
          <div className="flex max-w-2xl flex-col gap-5">
            <SwitchField control={form.control} name="is_active" label="Enable Page" scope="global" />
            <TextField control={form.control} name="title" label="Page Title" required scope="storeView" />
          </div>
        </Panel>
        <Panel title="Content">
          <div className="flex flex-col gap-5">
            <TextField control={form.control} name="content_heading" label="Content Heading" scope="storeView" />
            <TextField control={form.control} name="content" label="Content" scope="storeView" multiline description={HTML_HELP} />
          </div>
        </Panel>
        <Panel title="Search Engine Optimization">
          <div className="flex max-w-2xl flex-col gap-5">
            <TextField
              control={form.control}
              name="url_key"
              label="URL Key"
              required
              scope="storeView"
              autoCapitalize="none"
              spellCheck={false}
              description="The page's address: lowercase letters, digits and hyphens (about-us is /about-us)."
            />
            <TextField control={form.control} name="meta_title" label="Meta Title" scope="storeView" />
            <TextField control={form.control} name="meta_description" label="Meta Description" scope="storeView" multiline />
          </div>
        </Panel>
      </form>
    </Form>
  );
}
