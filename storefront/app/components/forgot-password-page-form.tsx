import { requestPasswordReset } from '../../src/features/customer/api';
import { ForgotPasswordForm } from '../../src/features/customer/components/forgot-password-form';
import { useShopRuntime } from '../lib/shop-runtime';
import { useStoreField } from '../../src/features/store-views/hooks';

/** The forgot-password form with the shop's reset call. */
export function ForgotPasswordPageForm() {
  const runtime = useShopRuntime();
  const { store } = useStoreField();
  return (
    <ForgotPasswordForm
      requestReset={async (email) => requestPasswordReset((await runtime.services()).http, email, store)}
    />
  );
}
