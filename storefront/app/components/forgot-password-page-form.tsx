import { requestPasswordReset } from '../../src/features/customer/api';
import { ForgotPasswordForm } from '../../src/features/customer/components/forgot-password-form';
import { useShopRuntime } from '../lib/shop-runtime';

/** The forgot-password form with the shop's reset call. */
export function ForgotPasswordPageForm() {
  const runtime = useShopRuntime();
  return (
    <ForgotPasswordForm
      requestReset={async (email) => requestPasswordReset((await runtime.services()).http, email)}
    />
  );
}
