import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Checkbox } from '@shop/ui/checkbox';
import type { FormFields } from '@shop/ui/form-post';
import { DescriptionList } from '@shop/ui/description-list';
import { Form, FormControl, FormDescription, FormField, FormItem, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Panel } from '@shop/ui/panel';
import { Select } from '@shop/ui/select';
import { Textarea } from '@shop/ui/textarea';
import type { StoreView } from '../../store-views/model';
import { useAdminEditForm } from '../hooks';
import { scopeViews, STORE_SCOPE_PARAM, USE_DEFAULT_VALUE, viewFormPost, viewFormSchema, type ViewFormValues, type ViewRules, type ViewValuesData } from '../model';
import { FormHead, ScopedLabel, ScopeLabel } from './fields';

export interface StoreScopeSwitcherProps {
  /** The view the form is scoped to, or null for the default scope. */
  view: StoreView | null;
  /** The default scope's name: Magento's "Default Values" (catalogue) or "All Store Views" (content). */
  defaultLabel: 'Default Values' | 'All Store Views';
}

/**
 * Magento's "Store View" scope switcher above an edit form: the default scope, then each store
 * view by its name. Choosing one reloads the page in that scope (`?store=fr`, the address's other
 * parameters kept): linkable, and the back button goes back to the previous scope. A native select:
 * the keyboard chooses with the arrows.
 */
export function StoreScopeSwitcher({ view, defaultLabel }: StoreScopeSwitcherProps) {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const options = [{ value: '', label: defaultLabel }, ...scopeViews.map((each) => ({ value: each.code, label: `${each.name} (${each.code})` }))];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Store View
      </label>
      <Select
        id={id}
        value={view?.code ?? ''}
        options={options}
        wrapperClassName="w-64 max-w-full"
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set(STORE_SCOPE_PARAM, event.target.value);
          else next.delete(STORE_SCOPE_PARAM);
          setParams(next, { preventScrollReset: true });
        }}
      />
    </div>
  );
}

/** A field a store view can have its own value of. */
export interface ViewField {
  /** The posted name (`url_key`). */
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  description?: string;
  /** The panel it is shown in. */
  section: string;
}

export interface ViewScopeFormProps extends ViewValuesData {
  id: number;
  /** The form's accessible name. */
  label: string;
  view: StoreView;
  fields: readonly ViewField[];
  rules: ViewRules;
  /** The scoped save's path. */
  path: string;
  /** Fields kept for every view, shown read-only with their scope label. */
  globals?: readonly { term: string; value: React.ReactNode }[];
  /** The default scope's name, which the note about the read-only fields refers to. */
  defaultLabel: StoreScopeSwitcherProps['defaultLabel'];
  /** What Save posts, from the fields' values (null: "Use Default Value"); by default those values as they are. */
  post?: (posted: Record<string, string | null>) => FormFields;
  onSaved?: () => void;
}

/** The form's first values: the view's own value where it has one, else the default's with "Use Default Value" checked. */
export function viewFormValues(id: number, view: StoreView, fields: readonly ViewField[], { defaults, own }: ViewValuesData): ViewFormValues {
  const hasOwn = (name: string) => own[name] !== null && own[name] !== undefined && own[name] !== '';
  return {
    id: String(id),
    store_view: view.code,
    values: Object.fromEntries(fields.map((field) => [field.name, hasOwn(field.name) ? own[field.name]! : (defaults[field.name] ?? '')])),
    use_default: Object.fromEntries(fields.map((field) => [field.name, !hasOwn(field.name)])),
  };
}

/**
 * An edit form in a store view's scope (Magento's admin with a store view chosen): each field the
 * view can translate with "Use Default Value" beside it (checked: the field is disabled and shows
 * the default's value, and the save stores none of the view's own; unchecked: the view's value,
 * checked by the same rules as the default save); the fields kept for every view read-only below.
 */
export function ViewScopeForm({ id, label, view, fields, rules, path, defaults, own, globals = [], defaultLabel, post = (posted) => posted, onSaved }: ViewScopeFormProps) {
  const { form, submit, message, clearMessage } = useAdminEditForm<ViewFormValues>({
    schema: viewFormSchema(rules),
    defaultValues: viewFormValues(id, view, fields, { defaults, own }),
    path,
    post: (values) => post(viewFormPost(values)),
    onSaved,
  });
  const sections = [...new Set(fields.map((field) => field.section))];
  return (
    <Form {...form}>
      <form aria-label={label} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <FormHead message={message} onClear={clearMessage} submitting={form.formState.isSubmitting} />
        {sections.map((section) => (
          <Panel key={section} title={section}>
            <div className="flex max-w-2xl flex-col gap-5">
              {fields
                .filter((field) => field.section === section)
                .map((field) => (
                  <ScopedField key={field.name} field={field} fallback={defaults[field.name] ?? ''} />
                ))}
            </div>
          </Panel>
        ))}
        {globals.length > 0 ? (
          <Panel title="Set for All Store Views">
            <p className="mb-4 text-sm text-neutral-700">
              These values are the same in every store view: change them in the {defaultLabel} scope.
            </p>
            <DescriptionList
              items={globals.map((item) => ({
                term: (
                  <span className="flex flex-wrap items-baseline gap-x-2">
                    {item.term} <ScopeLabel scope="global" />
                  </span>
                ),
                details: item.value,
              }))}
            />
          </Panel>
        ) : null}
      </form>
    </Form>
  );
}

/** A yes/no setting as the read-only "[GLOBAL]" list shows it. */
export const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** The fields of Magento's "Search Engine Optimization" panel a store view has its own of (products, categories, CMS pages), with the URL key's help. */
export function seoViewFields(urlKeyHelp: string): readonly ViewField[] {
  const section = 'Search Engine Optimization';
  return [
    { name: 'url_key', label: 'URL Key', required: true, description: urlKeyHelp, section },
    { name: 'meta_title', label: 'Meta Title', section },
    { name: 'meta_description', label: 'Meta Description', multiline: true, section },
  ];
}

/** What a kind of record's form in a store view's scope is made of; the record's name and read-only fields come from the record. */
interface RecordViewFormSpec<R extends { id: number }> extends Pick<ViewScopeFormProps, 'fields' | 'rules' | 'path' | 'defaultLabel'> {
  /** The form's accessible name ("Edit Aero Tee in Français"). */
  label: (record: R, view: StoreView) => string;
  /** The record's fields kept for every view, shown read-only. */
  globals: (record: R) => NonNullable<ViewScopeFormProps['globals']>;
  /** Fields of the record's own after `fields` (a product's details), with their rules and what they post as. */
  recordFields?: (record: R) => { fields: readonly ViewField[]; rules: ViewRules; post: NonNullable<ViewScopeFormProps['post']> };
}

/** A record's form in a view's scope as its edit page renders it: the record under its own prop's name (`product`), the view, its values, what to do once saved. */
type RecordViewFormProps<K extends string, R> = Record<K, R> & { view: StoreView; values: ViewValuesData; onSaved?: () => void };

/**
 * The form of one kind of record (a product, a category, a CMS page, a block) in a store view's
 * scope: a {@link ViewScopeForm} with that kind's fields, rules, save and read-only fields, taking
 * the record as its prop `key`.
 */
export function recordViewForm<K extends string, R extends { id: number }>(key: K, spec: RecordViewFormSpec<R>) {
  const { label, globals, recordFields, ...form } = spec;
  return function RecordViewForm(props: RecordViewFormProps<K, R>) {
    const record = (props as Record<K, R>)[key];
    const { view, values, onSaved } = props;
    const own = recordFields?.(record);
    return (
      <ViewScopeForm
        id={record.id}
        label={label(record, view)}
        view={view}
        {...form}
        {...(own ? { fields: [...form.fields, ...own.fields], rules: { ...form.rules, ...own.rules }, post: own.post } : {})}
        {...values}
        globals={globals(record)}
        onSaved={onSaved}
      />
    );
  };
}

/** One translatable field with its "Use Default Value" checkbox, inside a {@link ViewScopeForm}. */
function ScopedField({ field, fallback }: { field: ViewField; fallback: string }) {
  const checkboxId = useId();
  return (
    <FormField<ViewFormValues, `use_default.${string}`>
      name={`use_default.${field.name}`}
      render={({ field: useDefault }) => (
        <FormField<ViewFormValues, `values.${string}`>
          name={`values.${field.name}`}
          render={({ field: input }) => {
            const disabled = useDefault.value === true;
            return (
              <FormItem>
                <ScopedLabel label={field.label} required={field.required === true && !disabled} scope="storeView" />
                <FormControl>
                  {field.multiline ? (
                    <Textarea {...input} disabled={disabled} rows={8} className="font-mono text-sm" />
                  ) : (
                    <Input {...input} disabled={disabled} autoCapitalize={field.name === 'url_key' ? 'none' : undefined} spellCheck={field.name === 'url_key' ? false : undefined} />
                  )}
                </FormControl>
                {field.description ? <FormDescription>{field.description}</FormDescription> : null}
                <FormMessage />
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={checkboxId}
                    checked={disabled}
                    onBlur={useDefault.onBlur}
                    onCheckedChange={(checked) => {
                      useDefault.onChange(checked === true);
                      // Checked: the field shows the default's value again (and no error of the view's value).
                      if (checked === true) input.onChange(fallback);
                    }}
                  />
                  <label htmlFor={checkboxId} className="text-sm">
                    {USE_DEFAULT_VALUE}
                  </label>
                </div>
              </FormItem>
            );
          }}
        />
      )}
    />
  );
}
