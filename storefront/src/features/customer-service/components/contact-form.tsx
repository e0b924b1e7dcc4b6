import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactFormValues } from '@shop/ui/validation';
import { Button } from '@shop/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@shop/ui/form-field';
import { Input } from '@shop/ui/input';
import { cn } from '@shop/ui/cn';
import { getClock } from '../../../lib/clock';
import { submitContactForm, type ContactStatus } from '../model';

export interface ContactFormProps {
  /** Sends the fields (call 7); resolves to the answer's success. */
  send: (formData: Record<string, string>) => Promise<boolean>;
  /** Prefilled values (a signed-in customer's name). */
  defaults?: Partial<Record<'name' | 'email', string>>;
  className?: string;
}

type Field = keyof ContactFormValues;

const textareaClasses =
  'block min-h-24 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base text-neutral-900 focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus aria-invalid:border-danger-600';

/**
 * The customer-service contact form: name, e-mail, telephone and the message, checked
 * 200 ms after the submit and sent as `formData`; the success or error status shows on
 * the form for 4 s (an error shows no text, SPEC.md §8).
 */
export function ContactForm({ send, defaults, className }: ContactFormProps) {
  const [status, setStatus] = useState<ContactStatus>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const cancel = useRef<(() => void) | null>(null);
  const form = useForm<ContactFormValues>({
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', telephone: '', comment: '' },
  });

  useEffect(() => () => cancel.current?.(), []);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'validating' || status === 'loading') return;
    cancel.current?.();
    let firstInvalid: Field | undefined;
    cancel.current = submitContactForm<ContactFormValues>({
      clock: getClock(),
      values: () => form.getValues(),
      validate: (values) => {
        form.clearErrors();
        const result = contactSchema.safeParse(values);
        if (result.success) return true;
        firstInvalid = undefined;
        for (const issue of result.error.issues) {
          const name = issue.path[0] as Field;
          firstInvalid ??= name;
          form.setError(name, { type: 'validate', message: issue.message });
        }
        return false;
      },
      focusFirstInvalid: ({ scroll }) => {
        const element = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
        if (!(element instanceof HTMLElement)) return;
        if (scroll) element.scrollIntoView({ block: 'center' });
        element.focus({ preventScroll: !scroll });
      },
      send: (values) => send(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value ?? '')]))),
      onStatus: (next) => {
        setStatus(next);
        if (next === 'success') form.reset({ ...form.getValues(), comment: '' });
      },
    });
  };

  const field = (name: Field, label: string, input: { type?: string; autoComplete?: string; required?: boolean; multiline?: boolean }) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: props }) => (
        <FormItem>
          <FormLabel required={input.required}>{label}</FormLabel>
          <FormControl>
            {input.multiline ? (
              <textarea {...props} value={props.value ?? ''} rows={4} aria-required={input.required} className={textareaClasses} />
            ) : (
              <Input {...props} value={props.value ?? ''} type={input.type ?? 'text'} autoComplete={input.autoComplete} trim={name === 'email'} aria-required={input.required} />
            )}
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form
        ref={formRef}
        aria-label="Contact Us"
        noValidate
        onSubmit={onSubmit}
        data-slot="contact-form"
        data-status={status}
        aria-busy={status === 'loading' || undefined}
        className={cn(
          'flex flex-col gap-4 rounded-md transition-shadow duration-fade',
          status === 'success' && 'ring-2 ring-success-600 ring-offset-4',
          status === 'error' && 'ring-2 ring-danger-600 ring-offset-4',
          className,
        )}
      >
        {field('name', 'Name', { autoComplete: 'name', required: true })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email', required: true })}
        {field('telephone', 'Phone Number', { type: 'tel', autoComplete: 'tel' })}
        {field('comment', "What's on your mind?", { required: true, multiline: true })}
        <div className="flex items-center gap-3">
          <Button type="submit" loading={status === 'loading'}>
            Submit
          </Button>
          <span role="status" className={status === 'success' ? 'text-sm font-semibold text-success-700' : 'sr-only'}>
            {status === 'success' ? 'Thank you. Your message was sent.' : status === 'error' ? 'Your message could not be sent.' : ''}
          </span>
        </div>
      </form>
    </Form>
  );
}
