import { t } from '@shop/ui/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@shop/ui/button';
import { Input, requiredEmailInput } from '@shop/ui/input';

/** What Subscribe answers: whether it worked and the message to show. */
export interface SubscribeAnswer {
  success: boolean;
  message: string;
}

export interface NewsletterFormProps {
  /** Sends the address (the newsletter's subscribe call, with the page's form_key). */
  subscribe: (email: string) => Promise<SubscribeAnswer>;
  /**
   * Checks the address before it is sent: the message to show, or null. Loaded when first
   * submitted (the kit's e-mail rule), so the footer's first load carries no validation code.
   */
  check?: (email: string) => Promise<string | null>;
}

/** The kit's e-mail rule, loaded on the first submit: the same rule and message the server answers with. */
async function kitEmailCheck(email: string): Promise<string | null> {
  const { emailProblem } = await import('../email-check');
  return emailProblem(email);
}

type Shown = { kind: 'idle' } | { kind: 'invalid' | 'error' | 'success'; message: string };

/**
 * Luma's footer newsletter block: "Newsletter", the address field (labelled for screen readers,
 * its placeholder "Enter your email address") and Subscribe. The answer is shown under the field
 * and announced; a wrong address is marked on the field and focused. Light on the page's first
 * load: plain elements of the kit, the rule and the call load when the form is sent.
 */
export function NewsletterForm({ subscribe, check = kitEmailCheck }: NewsletterFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const messageId = `${id}-message`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = input.current?.value.trim() ?? '';
    setBusy(true);
    try {
      const problem = await check(email);
      if (problem) {
        setShown({ kind: 'invalid', message: problem });
        input.current?.focus();
        return;
      }
      const answer = await subscribe(email);
      setShown({ kind: answer.success ? 'success' : 'error', message: answer.message });
      if (answer.success && input.current) input.current.value = '';
    } catch {
      setShown({ kind: 'error', message: t('Something went wrong with the subscription.') });
    } finally {
      setBusy(false);
    }
  }

  const invalid = shown.kind === 'invalid';
  return (
    <section aria-labelledby={`${id}-heading`} data-slot="newsletter" className="w-full max-w-xl">
      <h2 id={`${id}-heading`} className="text-sm font-bold tracking-wide text-neutral-900 uppercase">
        {t('Newsletter')}
      </h2>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start" aria-busy={busy}>
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t('Sign Up for Our Newsletter:')}
          </label>
          <Input
            {...requiredEmailInput}
            ref={input}
            id={`${id}-email`}
            name="email"
            placeholder={t('Enter your email address')}
            aria-invalid={invalid || undefined}
            aria-describedby={shown.kind === 'idle' ? undefined : messageId}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('Subscribe')}
        </Button>
      </form>
      <p
        id={messageId}
        role="status"
        data-kind={shown.kind}
        className="mt-2 min-h-5 text-sm data-[kind=error]:text-danger-700 data-[kind=invalid]:text-danger-700 data-[kind=success]:text-success-700"
      >
        {shown.kind === 'idle' ? null : shown.message}
      </p>
    </section>
  );
}
