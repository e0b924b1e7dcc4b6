import { Badge } from '@shop/ui/badge';
import { Button } from '@shop/ui/button';
import { Form } from '@shop/ui/form-field';
import { FormMessageArea } from '@shop/ui/forms';
import { Panel } from '@shop/ui/panel';
import { useAdminEditForm } from '../hooks';
import { catalogCategorySave } from '../staff-contract';
import { SwitchField, TextField } from './fields';
import { categorySaveSchema, type CategoryFormValues, type CategoryTreeItem } from '../model';

export interface CategoryTreeProps {
  tree: readonly CategoryTreeItem[];
  selectedId: number | null;
  /** The address that selects a category. */
  selectUrl: (id: number) => string;
  renderLink: (props: { href: string; className: string; 'aria-current'?: 'page'; children: React.ReactNode }) => React.ReactNode;
}

/** The category tree (two levels) of Catalog › Categories: each category a link that opens it beside the tree. */
export function CategoryTree({ tree, selectedId, selectUrl, renderLink }: CategoryTreeProps) {
  const item = (category: CategoryTreeItem) =>
    renderLink({
      href: selectUrl(category.id),
      className: `flex items-center gap-2 rounded px-2 py-1 underline-offset-4 hover:underline ${category.id === selectedId ? 'bg-brand-50 font-semibold text-brand-800' : 'text-brand-700'}`,
      ...(category.id === selectedId ? { 'aria-current': 'page' as const } : {}),
      children: (
        <>
          <span>{category.name}</span>
          {category.isActive ? null : <Badge tone="neutral">Disabled</Badge>}
        </>
      ),
    });
  return (
    <nav aria-label="Categories">
      <ul className="flex flex-col gap-1">
        {tree.map((root) => (
          <li key={root.id}>
            {item(root)}
            {root.children.length > 0 ? (
              <ul className="ms-4 flex flex-col gap-1 border-s border-neutral-300 ps-2">
                {root.children.map((child) => (
                  <li key={child.id}>{item(child)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface CategoryFormProps {
  category: CategoryTreeItem;
  onSaved?: () => void;
}

/** A category's edit form: Enable Category, Category Name, Position; saved with the admin form reload. */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const { form, submit, message, clearMessage } = useAdminEditForm<CategoryFormValues>({
    schema: categorySaveSchema,
    defaultValues: { id: String(category.id), name: category.name, position: String(category.position), is_active: category.isActive },
    path: catalogCategorySave.path,
    post: (values) => ({ ...values, is_active: values.is_active ? '1' : '0' }),
    onSaved,
  });
  return (
    <Panel title={category.name}>
      <Form {...form}>
        <form aria-label={`Edit category ${category.name}`} noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-5">
          <FormMessageArea message={message} onClear={clearMessage} />
          <SwitchField control={form.control} name="is_active" label="Enable Category" scope="global" />
          <TextField control={form.control} name="name" label="Category Name" required scope="storeView" />
          <TextField control={form.control} name="position" label="Position" required scope="global" inputMode="numeric" className="max-w-32" />
          <Button type="submit" className="self-start" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </form>
      </Form>
    </Panel>
  );
}
