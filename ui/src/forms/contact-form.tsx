import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Input, requiredEmailInput } from '../components/input';
import { Textarea } from '../components/textarea';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { contactSchema, type ContactFormValues } from '../validation';
import { mergeRefs, namedControl } from './form-elements';
import { FormFrame, FormSubmitRow } from './form-frame';
import { FormRow } from './form-row';

/**
 * The contact form's feedback state, shown on the form and kept as its `data-status`:
 * 'validating' between a submit and its check, 'loading' while the message is sent, then
 * 'success' or 'error' for as long as the caller shows it.
 */
export type ContactFormStatus = 'idle' | 'validating' | 'loading' | 'success' | 'error';

/** What `onSubmitRequest` gets to run the submit itself. */
export interface ContactFormControls {
  /** Checks the fields now and shows their messages; resolves to the valid values, or null. */
  validate: () => Promise<ContactFormValues | null>;
  /** Focuses the first invalid field; with `scroll` it is first scrolled to the middle of the view. */
  focusFirstInvalid: (options: { scroll: boolean }) => void;
}

/** How the form is sent: through `onContact`, or by the caller itself through `onSubmitRequest`. */
type ContactFormSubmitProps =
  | {
      /** Called with the valid values (the shop posts them as `formData`); 'Submit' shows progress until it settles. */
      onContact: (values: ContactFormValues) => void | Promise<void>;
      onSubmitRequest?: never;
    }
  | {
      onContact?: never;
      /**
       * Called on every submit instead of checking the fields at once: the caller validates
       * when it wants, focuses the first invalid field and sends, showing its progress through
       * `status`.
       */
      onSubmitRequest: (controls: ContactFormControls) => void;
    };

export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> &
  ContactFormSubmitProps & {
    /**
     * The feedback state to show: a ring and a message after a success, a ring (and a message
     * for screen readers only, SPEC.md §8) after an error, progress on 'Submit' while loading.
     * After a success the comment is cleared for the next message.
     * @default 'loading' while `onContact` runs, else 'idle'
     */
    status?: ContactFormStatus;
    /** Values to start with, e.g. a signed-in customer's name. @default empty */
    defaultValues?: Partial<ContactFormValues>;
    /** The form's accessible name. @default t('Contact Us') */
    'aria-label'?: string;
  };

/** The fields in the order they are shown: the first invalid one takes focus. */
const CONTACT_FIELDS = ['name', 'email', 'telephone', 'comment'] as const satisfies ReadonlyArray<keyof ContactFormValues>;

const STATUS_TEXTS: Partial<Record<ContactFormStatus, string>> = {
  success: 'Thank you. Your message was sent.',
  error: 'Your message could not be sent.',
};

/**
 * The customer service contact form: 'Name', 'Email' and the comment are required, the
 * email must be valid, and 'Phone Number' is optional but must be a phone number when typed.
 * Its feedback state shows as a ring around the form and a message next to 'Submit'.
 */
export function ContactForm({
  onContact,
  onSubmitRequest,
  status,
  defaultValues,
  'aria-label': ariaLabel = t('Contact Us'),
  className,
  ref,
  ...props
}: ContactFormProps) {
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', telephone: '', comment: '', ...defaultValues },
    // A caller that runs the submit itself decides how the first invalid field is reached.
    shouldFocusError: !onSubmitRequest,
  });
  const formRef = useRef<HTMLFormElement | null>(null);
  const loading = status ? status === 'loading' : form.formState.isSubmitting;
  const shownStatus: ContactFormStatus = status ?? (loading ? 'loading' : 'idle');

  useEffect(() => {
    if (status === 'success') form.reset({ ...form.getValues(), comment: '' });
  }, [status, form]);

  const controls: ContactFormControls = {
    validate: () =>
      new Promise((resolve) => {
        void form.handleSubmit(resolve, () => resolve(null))();
      }),
    focusFirstInvalid: ({ scroll }) => {
      const name = CONTACT_FIELDS.find((field) => form.getFieldState(field).invalid);
      const control = name && formRef.current ? namedControl(formRef.current, name) : null;
      if (!control) return;
      // jsdom has no scrollIntoView.
      if (scroll) control.scrollIntoView?.({ block: 'center' });
      control.focus({ preventScroll: true });
    },
  };

  const submit: React.FormEventHandler<HTMLFormElement> = onSubmitRequest
    ? (event) => {
        event.preventDefault();
        onSubmitRequest(controls);
      }
    : form.handleSubmit((values) => onContact?.(values));

  const statusText = STATUS_TEXTS[shownStatus];
  return (
    <FormFrame
      form={form}
      slot="contact-form"
      submitting={loading}
      ref={mergeRefs(formRef, ref)}
      data-status={shownStatus}
      aria-label={ariaLabel}
      aria-busy={loading || undefined}
      onSubmit={submit}
      className={cn(
        'flex w-full max-w-md flex-col gap-5 rounded-md transition-shadow duration-fade',
        shownStatus === 'success' && 'ring-2 ring-success-600 ring-offset-4',
        shownStatus === 'error' && 'ring-2 ring-danger-600 ring-offset-4',
        className,
      )}
      {...props}
    >
      <FormRow control={form.control} name="name" label={t('Name')} required>
        {(field) => <Input autoComplete="name" aria-required {...field} />}
      </FormRow>
      <FormRow control={form.control} name="email" label={t('Email')} required>
        {(field) => <Input {...requiredEmailInput} {...field} />}
      </FormRow>
      <FormRow control={form.control} name="telephone" label={t('Phone Number')}>
        {(field) => <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ''} />}
      </FormRow>
      <FormRow control={form.control} name="comment" label={t("What's on your mind?")} required>
        {(field) => <Textarea rows={5} aria-required {...field} />}
      </FormRow>
      <FormSubmitRow label={t('Submit')} loading={loading} className="flex flex-wrap items-center gap-3">
        {/* Always in the page, so the live region exists before its first message. */}
        <span
          data-slot="contact-form-status"
          role="status"
          className={shownStatus === 'success' ? 'text-sm font-semibold text-success-700' : 'sr-only'}
        >
          {statusText ? t(statusText) : null}
        </span>
      </FormSubmitRow>
    </FormFrame>
  );
}
