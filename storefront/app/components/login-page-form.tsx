import { LOGIN_REDIRECT_COOKIE } from '../../src/config/constants';
import { login } from '../../src/features/customer/api';
import { LoginForm } from '../../src/features/customer/components/login-form';
import { readFormKey } from '../../src/features/form-key/dom';
import { createCookieJar } from '../../src/lib/cookies';
import { useShopRuntime } from '../lib/shop-runtime';
import { useLoginCaptcha } from './checkout-login-popup';

/** Where to go after signing in: the answer's address, the login_redirect cookie, else home. */
function afterLogin(redirectUrl: string | undefined): string {
  const cookies = createCookieJar();
  const saved = cookies.get(LOGIN_REDIRECT_COOKIE);
  if (saved) cookies.remove(LOGIN_REDIRECT_COOKIE);
  return redirectUrl || (saved ? decodeURIComponent(saved) : '/');
}

/** The login page's form with the shop's login call and captcha. */
export function LoginPageForm() {
  const runtime = useShopRuntime();
  const captcha = useLoginCaptcha();
  return (
    <LoginForm
      forgotPasswordUrl={runtime.settings.forgotPasswordUrl}
      captcha={captcha}
      login={async (request) => login((await runtime.services()).http, runtime.settings.loginUrl, request, readFormKey())}
      onSuccess={(response) => window.location.assign(afterLogin(response.redirectUrl))}
    />
  );
}
