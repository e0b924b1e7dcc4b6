import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../components/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../components/form-field';
import { Input } from '../components/input';
import { t } from '../i18n';
import { cn } from '../lib/cn';
import { contactSchema, type ContactFormValues } from '../validation';

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
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>{t('Name')}</FormLabel>
              <FormControl>
                <Input autoComplete="name" aria-required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>{t('Email')}</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" trim aria-required {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="telephone"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('Phone Number')}</FormLabel>
              <FormControl>
                <Input type="tel" autoComplete="tel" {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel required>{t('What’s on your mind?')}</FormLabel>
              <FormControl>
                <textarea data-slot="contact-form-comment" rows={5} aria-required className={COMMENT_CLASSES} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Submit')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
