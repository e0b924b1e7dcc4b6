import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@shop/ui/button';
import { Form } from '@shop/ui/form-field';
import { t } from '@shop/ui/i18n';
import { FormMessageArea, FormRow, type FormStatusMessage } from '@shop/ui/forms';
import { Input } from '@shop/ui/input';
import { createResetPasswordSchema, type CustomerPasswordOptions, type ResetPasswordFormValues } from '@shop/ui/validation';
import { CHECKOUT_TEXTS, type CreateAccountAnswer, type LastOrder } from '../model';
import { useFocusMessageAfterSubmit } from '../../../lib/focus-message';
import { useViewPath } from '../../store-views/hooks';

export interface CheckoutSuccessProps {
  /** The order just placed; null when this session placed none. */
  order: LastOrder | null;
  /** Where Continue Shopping leads. @default '/' */
  continueUrl?: string;
  /** The store's password rules for the account offered to a guest. */
  passwordRules: CustomerPasswordOptions;
  /** Creates the account from the order (a guest's). */
  onCreateAccount: (values: ResetPasswordFormValues) => Promise<CreateAccountAnswer>;
}

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The success page's "Create an Account" box, named by its heading. */
function AccountOfferSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="checkout-success-account" className="flex max-w-md flex-col gap-4 rounded-lg border border-neutral-300 p-5">
      <h2 id="checkout-success-account" className="text-xl font-bold">
        {t('Create an Account')}
      </h2>
      {children}
    </section>
  );
}

/** A guest's offer to keep the order in a new account: a password and its confirmation. */
function CreateAccountFromOrder({ order, passwordRules, onCreateAccount }: Required<Pick<CheckoutSuccessProps, 'passwordRules' | 'onCreateAccount'>> & { order: LastOrder }) {
  const schema = useMemo(() => createResetPasswordSchema(passwordRules), [passwordRules]);
  const form = useForm<ResetPasswordFormValues>({ resolver: zodResolver(schema), defaultValues: { password: '', password_confirmation: '' } });
  const [message, setMessage] = useState<FormStatusMessage | null>(null);
  const [created, setCreated] = useState(false);
  const formRef = useFocusMessageAfterSubmit({ submitting: form.formState.isSubmitting });

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const answer = await onCreateAccount(values);
    setMessage({ type: answer.success ? 'success' : 'error', text: answer.message });
    if (answer.success) setCreated(true);
  });

  return (
    <AccountOfferSection>
      <p className="text-neutral-700">
        {t('You can track your order status by creating an account.')} {t('Email Address:')} <span className="font-semibold break-all text-neutral-900">{order.email}</span>
      </p>
      <Form {...form}>
        <form ref={formRef} aria-labelledby="checkout-success-account" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormMessageArea message={message} onClear={() => setMessage(null)} />
          {created ? null : (
            <>
              <FormRow control={form.control} name="password" label={t('Password')} required>
                {(field) => <Input type="password" autoComplete="new-password" aria-required {...field} />}
              </FormRow>
              <FormRow control={form.control} name="password_confirmation" label={t('Confirm Password')} required>
                {(field) => <Input type="password" autoComplete="new-password" aria-required {...field} />}
              </FormRow>
              <div>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('Create an Account')}
                </Button>
              </div>
            </>
          )}
        </form>
      </Form>
    </AccountOfferSection>
  );
}

/**
 * The success page's content (Magento's checkout/onepage/success): the thanks, the order
 * number, the confirmation e-mail note and Continue Shopping; a guest is offered an account.
 */
export function CheckoutSuccess({ order, continueUrl = '/', passwordRules, onCreateAccount }: CheckoutSuccessProps) {
  const inView = useViewPath();
  if (!order) {
    return (
      <div data-slot="checkout-success" data-state="empty" className="flex flex-col items-start gap-4">
        <p className="text-lg">{CHECKOUT_TEXTS.noOrder}</p>
        <a href={inView(continueUrl)} className={linkClass}>
          {t('Continue Shopping')}
        </a>
      </div>
    );
  }
  // 'Your order number is: %1.' with the number in bold.
  const [numberBefore, numberAfter] = CHECKOUT_TEXTS.orderNumber.split('%1');
  return (
    <div data-slot="checkout-success" data-state="order" className="flex flex-col items-start gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-lg">
          {numberBefore}
          <span className="font-bold">{order.increment_id}</span>
          {numberAfter}
        </p>
        <p>{CHECKOUT_TEXTS.emailConfirmation}</p>
      </div>
      <Button asChild>
        <a href={inView(continueUrl)}>{t('Continue Shopping')}</a>
      </Button>
      {order.can_create_account ? (
        <CreateAccountFromOrder order={order} passwordRules={passwordRules} onCreateAccount={onCreateAccount} />
      ) : order.create_account_note ? (
        // The offer ended (its minutes after Place Order are over): said where the form was.
        <AccountOfferSection>
          <p className="text-neutral-700">{order.create_account_note}</p>
        </AccountOfferSection>
      ) : null}
    </div>
  );
}
