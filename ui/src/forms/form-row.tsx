import type * as React from 'react';
import type { ControllerProps, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '../components/form-field';

export type FormRowProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<ControllerProps<TFieldValues, TName>, 'render'> & {
  /** The field's label. */
  label: React.ReactNode;
  /** Shows the required mark after the label (the control carries `aria-required` itself). @default false */
  required?: boolean;
  /** Classes of the label, e.g. `sr-only` where the control shows its own prompt. @default undefined */
  labelClassName?: string;
  /** Help text under the control, read out with it. @default undefined */
  description?: React.ReactNode;
  /** Classes of the row, e.g. a grid column span. @default undefined */
  className?: string;
  /** Draws the one control from react-hook-form's field (`name`, `value`, `onChange`, `onBlur`, `ref`). */
  children: (field: ControllerRenderProps<TFieldValues, TName>) => React.ReactElement;
};

/**
 * One labelled row of a form bound to react-hook-form: label, control, optional help text
 * and the error message, tied together by the field parts (`id`, `aria-describedby`,
 * `aria-invalid`).
 *
 * @example
 * <FormRow control={form.control} name="email" label={t('Email')} required>
 *   {(field) => <Input {...requiredEmailInput} {...field} />}
 * </FormRow>
 */
export function FormRow<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({
  label,
  required = false,
  labelClassName,
  description,
  className,
  children,
  ...controller
}: FormRowProps<TFieldValues, TName>) {
  return (
    <FormField
      {...controller}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel required={required} className={labelClassName}>
            {label}
          </FormLabel>
          <FormControl>{children(field)}</FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
