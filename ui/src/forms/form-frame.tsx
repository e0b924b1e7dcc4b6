import { useRef } from 'react';
import type * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../components/button';
import { Form } from '../components/form-field';
import { useFocusAfterSubmit, type UseFocusAfterSubmitOptions } from '../hooks/use-focus-after-submit';
import { mergeRefs } from './form-elements';
import { FormMessageArea, type FormStatusMessage } from './form-message-area';

export type FormFrameProps<Values extends FieldValues, Submitted> = Omit<React.ComponentProps<'form'>, 'children'> & {
  /** The form's react-hook-form, handed to the field parts inside. */
  form: UseFormReturn<Values, unknown, Submitted>;
  /** The form's `data-slot`; its message area is `<slot>-messages`. */
  slot: string;
  /** Whether the form's request runs: when it ends, focus is placed on purpose (`useFocusAfterSubmit`). */
  submitting: boolean;
  /** Where focus goes then when no field is invalid. @default back where it was */
  focusTarget?: UseFocusAfterSubmitOptions['target'];
  /** The message area above the fields; none while `undefined` (`null` is an empty area). */
  message?: FormStatusMessage | null;
  /** Called when the shopper clicks the message area. */
  onMessageClear?: () => void;
  /** Classes of the message area. */
  messageClassName?: string;
  children: React.ReactNode;
};

/**
 * The frame of the kit's ready-made forms (internal): the `<form>` with its react-hook-form
 * given to the fields, the browser's own validation off (the rules' messages speak), focus kept
 * in place across each request, and the message area above the fields when the form has one.
 */
export function FormFrame<Values extends FieldValues, Submitted>({
  form,
  slot,
  submitting,
  focusTarget,
  message,
  onMessageClear,
  messageClassName,
  ref,
  children,
  ...props
}: FormFrameProps<Values, Submitted>) {
  const formRef = useRef<HTMLFormElement | null>(null);
  useFocusAfterSubmit({ formRef, submitting, target: focusTarget });
  return (
    <Form {...form}>
      <form ref={mergeRefs(formRef, ref)} data-slot={slot} noValidate {...props}>
        {message !== undefined ? (
          <FormMessageArea data-slot={`${slot}-messages`} message={message} onClear={onMessageClear} className={messageClassName} />
        ) : null}
        {children}
      </form>
    </Form>
  );
}

/** The row of a form's submit button, which shows progress while `loading`, and what stands beside it. */
export function FormSubmitRow({
  label,
  loading,
  className,
  children,
}: {
  label: string;
  loading: boolean;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Button type="submit" loading={loading}>
        {label}
      </Button>
      {children}
    </div>
  );
}
