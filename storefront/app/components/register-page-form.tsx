import { sameOriginUrl } from '@shop/ui/form-post';
import { register } from '../../src/features/customer/api';
import { CustomerRegisterForm } from '../../src/features/customer/components/register-form';
import { readFormKey } from '../../src/features/form-key/dom';
import { useShopRuntime } from '../lib/shop-runtime';

/** The registration form with the shop's account creation call and password rules. */
export function RegisterPageForm() {
  const runtime = useShopRuntime();
  return (
    <CustomerRegisterForm
      register={async (request) => register((await runtime.services()).http, runtime.settings.urls.createAccount, request, readFormKey())}
      onSuccess={(response) => window.location.assign(sameOriginUrl(response.redirectUrl, window.location.href) ?? '/')}
      // The rules the server checks, from the page settings (the reset-password page uses them too).
      passwordRules={runtime.settings.customerPassword}
    />
  );
}
