import { useEffect, useRef, useState } from 'react';
import type { ContactFormValues } from '@shop/ui/validation';
import { ContactForm, type ContactFormStatus } from '@shop/ui/forms';
import { getClock } from '@shop/ui/clock';
import { submitContactForm } from '../model';

export interface CustomerServiceContactFormProps {
  /** Sends the fields as `formData` (call 7); resolves to the answer's success. */
  send: (formData: ContactFormValues) => Promise<boolean>;
  /** Prefilled values (a signed-in customer's name). */
  defaults?: Partial<Record<'name' | 'email', string>>;
  className?: string;
}

/**
 * The customer-service widget's contact form: the kit's `ContactForm`, submitted the shop's
 * way (SPEC.md §4, §5): checked 200 ms after the submit, sent with loading on, and the
 * success or error status shown on the form for 4 s (an error shows no text, SPEC.md §8).
 */
export function CustomerServiceContactForm({ send, defaults, className }: CustomerServiceContactFormProps) {
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);

  return (
    <ContactForm
      className={className}
      defaultValues={defaults}
      status={status}
      onSubmitRequest={({ validate, focusFirstInvalid }) => {
        if (status === 'validating' || status === 'loading') return;
        cancel.current?.();
        cancel.current = submitContactForm({ clock: getClock(), validate, focusFirstInvalid, send, onStatus: setStatus });
      }}
    />
  );
}
