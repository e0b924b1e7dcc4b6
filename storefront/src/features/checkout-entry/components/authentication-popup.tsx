import { t } from '@shop/ui/i18n';
import type { ReactNode } from 'react';
import { Button } from '@shop/ui/button';
import { Modal } from '@shop/ui/modal';

/** Benefits listed under 'Checkout as a new customer' (SPEC.md §2), in the page's language. */
const newCustomerBenefits = () => [t('See order and shipping status'), t('Track order history'), t('Check out faster')];

export interface AuthenticationPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Create an Account' link. */
  registerUrl: string;
  /** The login form of the right block. */
  children: ReactNode;
  /** Called on open: focus the username field. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * The authentication popup at checkout (SPEC.md §2): 'Checkout as a new customer' with
 * its benefits and 'Create an Account', and 'Checkout using your account' with the
 * login form. Opened from the proceed-to-checkout trigger; loaded on demand.
 */
export function AuthenticationPopup({ open, onOpenChange, registerUrl, children, onOpenAutoFocus }: AuthenticationPopupProps) {
  return (
    <Modal
      layout="popup"
      title={t('Sign in to check out')}
      open={open}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={onOpenAutoFocus}
      className="max-w-3xl"
    >
      <div data-slot="authentication-popup" className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="auth-new-customer" className="flex flex-col gap-4 md:border-e md:border-neutral-200 md:pe-8">
          <h3 id="auth-new-customer" className="text-lg font-bold">
            {t('Checkout as a new customer')}
          </h3>
          <p className="text-neutral-700">{t('Creating an account has many benefits:')}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5 text-neutral-800">
            {newCustomerBenefits().map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Button asChild variant="secondary" className="self-start">
            <a href={registerUrl}>{t('Create an Account')}</a>
          </Button>
        </section>
        <section aria-labelledby="auth-customer" className="flex flex-col gap-4">
          <h3 id="auth-customer" className="text-lg font-bold">
            {t('Checkout using your account')}
          </h3>
          {children}
        </section>
      </div>
    </Modal>
  );
}
