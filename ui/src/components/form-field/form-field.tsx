import { Label as LabelPrimitive } from 'radix-ui';
import { Slot, type SlotProps } from '../../lib/slot';
import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';
import type * as React from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';

/** Provides a react-hook-form `useForm()` result to the field parts below it. Renders no element. */
export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
}

const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/**
 * A react-hook-form `Controller`'s props (`rules`, `defaultValue`, `shouldUnregister`… are
 * documented by react-hook-form), with the three every field uses described here.
 */
export type FormFieldProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = ControllerProps<TFieldValues, TName> & {
  /** The field's path in the form's values, e.g. `'email'` or `'street.0'`; its error is looked up by it. */
  name: TName;
  /** The `control` of the form's `useForm()`; may be left out inside `<Form>`. */
  control?: ControllerProps<TFieldValues, TName>['control'];
  /** Draws the field from `{ field, fieldState }`: a `FormItem` with `FormLabel`, `FormControl` around the control (spread `field` on it), and `FormMessage`. */
  render: ControllerProps<TFieldValues, TName>['render'];
};

/**
 * One form field bound to react-hook-form (a `Controller`): its `render` draws a
 * `FormItem` with label, control, help and error message.
 *
 * **When to use**: every field of a form validated with react-hook-form and the kit's zod rules:
 * `FormField` > `FormItem` > `FormLabel`, `FormControl` around `Input`/`Select`/`Checkbox`…,
 * `FormDescription`, `FormMessage`.
 *
 * **Accessibility**: no widget pattern of its own: it wires a native form control to its label
 * (`htmlFor`/`id`), its help and error (`aria-describedby`, help first) and marks it `aria-invalid`
 * while it has an error; the message is announced when it appears. Keyboard: that of the control
 * inside; the label click focuses the control.
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: FormFieldProps<TFieldValues, TName>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (present: boolean) => void;
}

const FormItemContext = createContext<FormItemContextValue | null>(null);

/**
 * The ids and validation state of the field around the caller: what `FormLabel`,
 * `FormControl`, `FormDescription` and `FormMessage` use to wire themselves together.
 */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name ?? '' });
  if (!field || !item) throw new Error('Form field parts must be used inside <FormField> and <FormItem>');
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
    ...fieldState,
  };
}

/** The box around one field: label, control, help and message stacked. */
export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  const value = useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn('flex flex-col gap-1.5', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export type FormLabelProps = React.ComponentProps<typeof LabelPrimitive.Root> &
  AsChildProps & {
  /** Shows the required mark after the text (the control itself carries `required`/`aria-required`). @default false */
  required?: boolean;
};

/** The field's label, tied to its control; turns red while the field has an error. */
export function FormLabel({ className, required = false, children, ...props }: FormLabelProps) {
  const { error, formItemId } = useFormField();
  return (
    <LabelPrimitive.Root
      data-slot="form-label"
      data-error={!!error}
      htmlFor={formItemId}
      className={cn('text-sm font-semibold text-neutral-900 data-[error=true]:text-danger-600', className)}
      {...props}
    >
      {children}
      {required && (
        <span data-slot="form-label-required" aria-hidden="true" className="ms-0.5 text-danger-600">
          *
        </span>
      )}
    </LabelPrimitive.Root>
  );
}

/**
 * Wraps the one control of the field (Input, Select, Checkbox…) and gives it the id the
 * label points at, `aria-describedby` (help, then error) and `aria-invalid`.
 */
export function FormControl(props: SlotProps) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error?.message && formMessageId].filter(Boolean).join(' ');
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

/** Help text under the control, read out with it. */
export function FormDescription({ className, ref, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  // The control points at the help text only while it is in the document.
  const register = useCallback(
    (node: HTMLParagraphElement | null) => {
      setHasDescription(node !== null);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, setHasDescription],
  );
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      ref={register}
      className={cn('text-sm text-neutral-600', className)}
      {...props}
    />
  );
}

/** The field's error message (or `children` when there is none); renders nothing when empty. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error?.message ? String(error.message) : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('flex items-start gap-1.5 text-sm text-danger-600', className)}
      {...props}
    >
      {body}
    </p>
  );
}
