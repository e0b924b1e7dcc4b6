import { lazy, Suspense } from 'react';
import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { useShopRuntime } from '../lib/shop-runtime';
import { useShopCall } from '../lib/shop-call';
import type { Route } from './+types/account-edit';

export { headers } from './account-layout';

// The form (react-hook-form, the kit's rules) hydrates from its own chunk; the server renders it in place.
const AccountInformationForm = lazy(() => import('../../src/features/account/components/account-information-form').then((module) => ({ default: module.AccountInformationForm })));

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  const profile = await account.profile();
  if (!profile) throw new Error('The signed-in customer has no account');
  return { profile, changePassword: new URL(args.request.url).searchParams.get('changepass') === '1' };
}

export function meta() {
  return noindexMeta(t('Edit Account Information'));
}

/** /customer/account/edit: Account Information (names, date of birth, e-mail, password). */
export default function AccountEdit({ loaderData }: Route.ComponentProps) {
  const { settings } = useShopRuntime();
  const editAccount = useShopCall(() => import('../../src/features/account/contract'), 'editAccount', { refusalIsAnswer: true });
  return (
    <>
      <h1 className="text-3xl font-bold">{t('Edit Account Information')}</h1>
      <Suspense fallback={<div className="min-h-[36rem]" />}>
        <AccountInformationForm profile={loaderData.profile} changePassword={loaderData.changePassword} passwordRules={settings.customerPassword} save={editAccount} />
      </Suspense>
    </>
  );
}
