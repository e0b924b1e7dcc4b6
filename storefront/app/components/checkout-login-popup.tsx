import { useRef } from 'react';
import { sameOriginUrl } from '@shop/ui/form-post';
import { t } from '@shop/ui/i18n';
import { AuthenticationPopup } from '../../src/features/checkout-entry/components/authentication-popup';
import { useShopRuntime } from '../lib/shop-runtime';
import { ShopLoginForm } from './login-page-form';
import { assignInView } from '../../src/features/store-views/hooks';

/**
 * The authentication popup of the checkout entry with the shop's login form (the login
 * page's): signing in goes on to checkout (or to the address the answer names).
 */
export function CheckoutLoginPopup({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { settings } = useShopRuntime();
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <AuthenticationPopup
      open={open}
      onOpenChange={onOpenChange}
      registerUrl={settings.registerUrl}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        emailRef.current?.focus();
      }}
    >
      <ShopLoginForm
        label={t('Checkout using your account')}
        context="checkout"
        emailRef={emailRef}
        onSuccess={(response) => assignInView(sameOriginUrl(response.redirectUrl, window.location.href) ?? settings.checkoutUrl)}
      />
    </AuthenticationPopup>
  );
}
