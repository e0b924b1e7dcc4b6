import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { FormMessageArea } from '@shop/ui/forms';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Switch } from '@shop/ui/switch';
import { Textarea } from '@shop/ui/textarea';
import { SCOPE_LABELS, type FieldScope } from '../model';

/** What an HTML field's help says. */
export const HTML_HELP = 'HTML. Scripts, styles and event handlers are removed when it is saved.';

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** A line of help under the field. */
  description?: string;
  /** Where the value is kept ('[GLOBAL]', '[STORE VIEW]'), shown beside the label as Magento's admin does. */
  scope?: FieldScope;
}

/** A field's scope label beside its label. */
export function ScopeLabel({ scope }: { scope: FieldScope | undefined }) {
  return scope ? <span className="text-xs font-normal text-neutral-700">{SCOPE_LABELS[scope]}</span> : null;
}

/** A form field's label (inside its `FormItem`) with its scope label beside it. */
export function ScopedLabel({ label, required = false, scope }: { label: string; required?: boolean; scope: FieldScope | undefined }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <FormLabel required={required}>{label}</FormLabel>
      <ScopeLabel scope={scope} />
    </div>
  );
}

/** A text field of a back-office form: its label, the kit's Input (or Textarea), its help and its rule's message under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
  description,
  scope,
  multiline = false,
  ...input
}: FieldProps<T> & { multiline?: boolean } & Pick<React.ComponentProps<'input'>, 'type' | 'inputMode' | 'className' | 'autoCapitalize' | 'spellCheck'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <ScopedLabel label={label} required={required} scope={scope} />
          <FormControl>{multiline ? <Textarea {...field} rows={12} className="font-mono text-sm" /> : <Input {...field} {...input} />}</FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** An on/off setting of a back-office form ("Enable Product"): the kit's Switch. */
export function SwitchField<T extends FieldValues>({ control, name, label, scope }: Omit<FieldProps<T>, 'required' | 'description'>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex-row flex-wrap items-center gap-x-2">
          <FormControl>
            <Switch label={label} checked={field.value === true} onCheckedChange={field.onChange} name={field.name} onBlur={field.onBlur} />
          </FormControl>
          <ScopeLabel scope={scope} />
        </FormItem>
      )}
    />
  );
}

/** The head of a back-office edit form: its message area and the Save button, at the end of the line. */
export function FormHead({ message, onClear, submitting }: { message: ComponentProps<typeof FormMessageArea>['message']; onClear: () => void; submitting: boolean }) {
  return (
    <>
      <FormMessageArea message={message} onClear={onClear} />
      <div className="flex justify-end">
        <Button type="submit" loading={submitting}>
          Save
        </Button>
      </div>
    </>
  );
}
