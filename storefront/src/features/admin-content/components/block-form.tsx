import { Form } from '@shop/ui/form-field';
import { Panel } from '@shop/ui/panel';
import { FormHead, HTML_HELP, SwitchField, TextField } from '../../admin-catalog/index';
import { useAdminEditForm } from '../../admin-catalog/hooks';
import { contentBlockSave } from '../staff-contract';
import { blockSaveSchema, type BlockEditData, type BlockFormValues } from '../model';

export interface BlockFormProps {
  block: BlockEditData;
  onSaved?: () => void;
}

/** A CMS block's edit page (Magento's Content › Blocks › Edit): Enable Block, Block Title, Identifier, content (HTML). */
export function BlockForm({ block, onSaved }: BlockFormProps) {
  const { form, submit, message, clearMessage } = useAdminEditForm<BlockFormValues>({
    schema: blockSaveSchema,
    defaultValues: { id: String(block.id), title: block.title, identifier: block.identifier, content: block.content, is_active: block.isActive },
    path: contentBlockSave.path,
    post: (values) => ({ ...values, is_active: values.is_active ? '1' : '0' }),
    onSaved,
  });
  return (
    <Form {...form}>
      <form aria-label={`Edit block ${block.title}`} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormHead message={message} onClear={clearMessage} submitting={form.formState.isSubmitting} />
        <Panel title="Block Information">
          <div className="flex max-w-2xl flex-col gap-5">
            <SwitchField control={form.control} name="is_active" label="Enable Block" scope="global" />
            <TextField control={form.control} name="title" label="Block Title" required scope="global" />
            <TextField control={form.control} name="identifier" label="Identifier" required scope="global" autoCapitalize="none" spellCheck={false} />
          </div>
        </Panel>
        <Panel title="Content">
          <TextField control={form.control} name="content" label="Content" scope="storeView" multiline description={HTML_HELP} />
        </Panel>
      </form>
    </Form>
  );
}
