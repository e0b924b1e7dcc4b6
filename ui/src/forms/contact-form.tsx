import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../components/button';
import { Form } from '../components/form-field';
import { Input } from '../components/input';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { contactSchema, type ContactFormValues } from '../validation';
import { FormRow } from './form-row';

export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with the valid values (the shop posts them as `formData`); 'Submit' shows progress until it settles. */
  onContact: (values: ContactFormValues) => void | Promise<void>;
  /** Values to start with. @default empty */
  defaultValues?: Partial<ContactFormValues>;
};

// The kit has no multi-line text field yet; this one matches the Input's look.
const COMMENT_CLASSES =
  'block min-h-32 w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 py-2 text-base text-neutral-900 transition-colors duration-fast hover:border-neutral-700 focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-100 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600';

/**
 * The customer service contact form: 'Name', 'Email' and the comment are required, the
 * email must be valid, and 'Phone Number' is optional but must be a phone number when typed.
 */
export function ContactForm({ onContact, defaultValues, className, ...props }: ContactFormProps) {
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', telephone: '', comment: '', ...defaultValues },
  });
  return (
    <Form {...form}>
      <form
        data-slot="contact-form"
        noValidate
        onSubmit={form.handleSubmit((values) => onContact(values))}
        className={cn('flex w-full max-w-md flex-col gap-5', className)}
        {...props}
      >
        <FormRow control={form.control} name="name" label={t('Name')} required>
          {(field) => <Input autoComplete="name" aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="email" label={t('Email')} required>
          {(field) => <Input type="email" autoComplete="email" trim aria-required {...field} />}
        </FormRow>
        <FormRow control={form.control} name="telephone" label={t('Phone Number')}>
          {(field) => <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ''} />}
        </FormRow>
        <FormRow control={form.control} name="comment" label={t('What’s on your mind?')} required>
          {(field) => (
            <textarea data-slot="contact-form-comment" rows={5} aria-required className={COMMENT_CLASSES} {...field} />
          )}
        </FormRow>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Submit')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
