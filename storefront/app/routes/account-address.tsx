import { lazy, Suspense } from 'react';
import { t } from '@shop/ui/i18n';
import { idOf, notFound, requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { useShopCall } from '../lib/shop-call';
import type { Route } from './+types/account-address';

export { headers } from './account-layout';

// The form (react-hook-form, the kit's address rules) hydrates from its own chunk; the server renders it in place.
const AddressEditForm = lazy(() => import('../../src/features/account/components/address-edit-form').then((module) => ({ default: module.AddressEditForm })));

/** /customer/address/new and /customer/address/edit/id/N (one of the customer's addresses, else 404). */
export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  if (args.params.id === undefined) {
    // A new address starts with the customer's name, as Luma's does.
    const profile = await account.profile();
    return { address: null, name: { firstname: profile?.firstname ?? '', lastname: profile?.lastname ?? '' } };
  }
  const id = idOf(args.params.id);
  const address = id === null ? null : await account.address(id);
  if (!address) notFound();
  return { address, name: null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(loaderData?.address ? t('Edit Address') : t('Add New Address'));
}

/** Add New Address / Edit Address: the address book's form. */
export default function AccountAddress({ loaderData }: Route.ComponentProps) {
  const { address, name } = loaderData;
  const saveAddress = useShopCall(() => import('../../src/features/account/contract'), 'saveAddress', { refusalIsAnswer: true });
  return (
    <>
      <h1 className="text-3xl font-bold">{address ? t('Edit Address') : t('Add New Address')}</h1>
      <Suspense fallback={<div className="min-h-[48rem]" />}>
        <AddressEditForm address={address ?? undefined} name={name ?? undefined} save={saveAddress} />
      </Suspense>
    </>
  );
}
