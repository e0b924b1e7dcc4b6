import { sameOriginUrl } from '@shop/ui/form-post';
import { useCallback } from 'react';
import { checkEmailAvailable, register } from '../../src/features/customer/api';
import { CustomerRegisterForm } from '../../src/features/customer/components/register-form';
import { useShopRuntime } from '../lib/shop-runtime';
import { CAPTCHA_FORMS } from '../../src/features/customer/captcha';
import { useFormCaptcha } from './login-page-form';
import { assignInView, useStoreField } from '../../src/features/store-views/hooks';

/** The registration form with the shop's account creation call, e-mail check (call 15), password rules and captcha. */
export function RegisterPageForm() {
  const runtime = useShopRuntime();
  const captcha = useFormCaptcha(CAPTCHA_FORMS.register);
  // The view registered in: the welcome mail links to its My Account page.
  const store = useStoreField();
  // One check for the page's life: it remembers the last address it asked about.
  const checkEmail = useCallback(
    async (email: string) => checkEmailAvailable((await runtime.services()).http, email),
    [runtime],
  );
  return (
    <CustomerRegisterForm
      register={async (request) => register((await runtime.services()).http, { ...request, ...store })}
      onSuccess={(response) => assignInView(sameOriginUrl(response.redirectUrl, window.location.href) ?? '/')}
      checkEmail={checkEmail}
      // The rules the server checks, from the page settings (the reset-password page uses them too).
      passwordRules={runtime.settings.customerPassword}
      captcha={captcha}
    />
  );
}
