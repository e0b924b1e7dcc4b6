import { Button } from '@shop/ui/button';
import { Input } from '@shop/ui/input';
import { emailFieldSchema } from '@shop/ui/validation';
import { useId, useState, type FormEvent } from 'react';

/** A consumer's own form on the kit's parts: its email rule and message come from @shop/ui/validation. */
export function NewsletterForm() {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = emailFieldSchema().safeParse(new FormData(event.currentTarget).get('email'));
    setError(result.success ? null : (result.error.issues[0]?.message ?? null));
    setSubscribed(result.success ? result.data : null);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter">
      <label htmlFor={`${id}-email`}>Email</label>
      <Input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && <p id={`${id}-error`}>{error}</p>}
      <Button type="submit">Subscribe</Button>
      <p role="status">{subscribed && `Subscribed: ${subscribed}`}</p>
    </form>
  );
}
