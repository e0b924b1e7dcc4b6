import { t } from '@shop/ui/i18n';
import { useState } from 'react';
import { Button } from '@shop/ui/button';
import { Checkbox } from '@shop/ui/checkbox';
import { usePostThenNavigate, type NavigatingAnswer } from '../../../lib/post-then-navigate';

export interface NewsletterSubscriptionFormProps {
  /** Whether the customer is subscribed now. */
  subscribed: boolean;
  /** Saves the choice; a success answers where to go (this page again, with the message). */
  save: (subscribed: boolean) => Promise<NavigatingAnswer>;
  /** Goes to an address after a success. @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * My Account › Newsletter Subscriptions (Luma's): the "General Subscription" checkbox and Save.
 * The page comes back with "We have saved your subscription." or "We have removed your newsletter
 * subscription."; a refusal is shown here and announced.
 */
export function NewsletterSubscriptionForm({ subscribed, save, navigate }: NewsletterSubscriptionFormProps) {
  const [checked, setChecked] = useState(subscribed);
  const { post, pending, message } = usePostThenNavigate(navigate);
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void post(true, () => save(checked));
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 border-b border-neutral-200 pb-2 text-xl font-semibold text-neutral-900">{t('Subscription option')}</legend>
        <div className="flex items-center gap-3">
          <Checkbox id="newsletter-general" name="is_subscribed" value="1" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
          <label htmlFor="newsletter-general" className="text-neutral-900">
            {t('General Subscription')}
          </label>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <div>
          <Button type="submit" disabled={pending !== null}>
            {t('Save')}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-danger-700">
          {message ?? null}
        </p>
      </div>
    </form>
  );
}
