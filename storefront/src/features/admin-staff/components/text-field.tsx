import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { Panel } from '@shop/ui/panel';

export interface TextFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  description?: string;
}

/** A labelled text input of a react-hook-form form, with its message. */
export function TextField<V extends FieldValues>({ control, name, label, required, type = 'text', autoComplete, description }: TextFieldProps<V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel required={required}>{label}</FormLabel>
          <FormControl>
            <Input {...field} value={(field.value as string | undefined) ?? ''} type={type} autoComplete={autoComplete} spellCheck={type === 'text' ? undefined : false} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Magento's "Current User Identity Verification": the acting member of staff's own password (`current_password`), needed to save. */
export function IdentityVerification<V extends FieldValues & { current_password: string }>({ control }: { control: Control<V> }) {
  return (
    <Panel title="Current User Identity Verification">
      <div className="max-w-md">
        <TextField control={control} name={'current_password' as FieldPath<V>} label="Your Password" type="password" required autoComplete="current-password" />
      </div>
    </Panel>
  );
}
