import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../src/components/button/button';
import { Form, FormControl, FormField, FormItem, FormMessage } from '../src/components/form-field/form-field';
import { Switch } from '../src/components/switch/switch';

// A story-and-test rule: the back office's own schema will live in its feature.
const productStatusSchema = z
  .object({ enabled: z.boolean(), visible: z.boolean() })
  .refine(({ enabled, visible }) => enabled || !visible, {
    path: ['visible'],
    message: 'Enable the product before showing it on the storefront.',
  });

export type ProductStatus = z.infer<typeof productStatusSchema>;

export interface ProductStatusFormProps {
  /** The switches' values on first render. */
  defaultValues?: ProductStatus;
  /** Disables both switches (the form's `disabled`). */
  disabled?: boolean;
  /** Called with the values once the form is submitted valid. */
  onSubmitValid?: (values: ProductStatus) => void;
}

/**
 * A product's "Enable Product" and "Visible on Storefront" switches in a react-hook-form form,
 * each bound through the kit's field parts as a Checkbox is (`checked`/`onCheckedChange` from the
 * field, the switch inside `FormControl`, `FormMessage` under it), with a Save button: the Switch's
 * stories and tests both use it.
 */
export function ProductStatusForm({
  defaultValues = { enabled: false, visible: false },
  disabled,
  onSubmitValid = () => undefined,
}: ProductStatusFormProps) {
  const form = useForm({ resolver: zodResolver(productStatusSchema), defaultValues, disabled });
  const switches = [
    { name: 'enabled', label: 'Enable Product', description: 'A disabled product cannot be bought.' },
    { name: 'visible', label: 'Visible on Storefront', description: 'Shown in the catalogue and in search.' },
  ] as const;
  return (
    <Form {...form}>
      <form aria-label="Product status" className="flex max-w-md flex-col gap-4" noValidate onSubmit={form.handleSubmit(onSubmitValid)}>
        {switches.map(({ name, label, description }) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem>
                <FormControl>
                  <Switch
                    label={label}
                    description={description}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={field.disabled}
                    ref={field.ref}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <Button type="submit" className="self-start" disabled={disabled}>
          Save
        </Button>
      </form>
    </Form>
  );
}
