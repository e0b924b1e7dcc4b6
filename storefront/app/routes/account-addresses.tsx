import { Button } from '@shop/ui/button';
import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { useShopCall } from '../lib/shop-call';
import { AccountActionButton } from '../../src/features/account/components/account-action-button';
import { AccountBox, accountBox, accountLink as link } from '../../src/features/account/components/account-box';
import { AccountSection } from '../../src/features/account/components/account-section';
import { accountPaths } from '../../src/features/account/paths';
import { AddressBlock } from '../../src/lib/address-block';
import type { Route } from './+types/account-addresses';
import { useViewPath } from '../../src/features/store-views/hooks';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  return { addresses: await account.addresses() };
}

export function meta() {
  return noindexMeta(t('Address Book'));
}

/** /customer/address: the default addresses, the other entries (Edit, Delete) and Add New Address. */
export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const inView = useViewPath();
  const { addresses } = loaderData;
  const deleteAddress = useShopCall(() => import('../../src/features/account/contract'), 'deleteAddress', { refusalIsAnswer: true });
  const billing = addresses.find((address) => address.is_default_billing);
  const shipping = addresses.find((address) => address.is_default_shipping);
  const others = addresses.filter((address) => !address.is_default_billing && !address.is_default_shipping);
  return (
    <>
      <h1 className="text-3xl font-bold">{t('Address Book')}</h1>
      <AccountSection id="default-addresses" title={t('Default Addresses')}>
        <div className="grid gap-4 md:grid-cols-2">
          {[
            { title: t('Default Billing Address'), address: billing, change: t('Change Billing Address'), none: t('You have no default billing address in your address book.') },
            { title: t('Default Shipping Address'), address: shipping, change: t('Change Shipping Address'), none: t('You have no default shipping address in your address book.') },
          ].map(({ title, address, change, none }) => (
            <AccountBox key={title} title={title}>
              {address ? (
                <>
                  <AddressBlock className="text-neutral-800" lines={address.lines} />
                  <p>
                    <a className={link} href={inView(accountPaths.editAddress(address.id))}>
                      {change}
                    </a>
                  </p>
                </>
              ) : (
                <p className="text-neutral-700">{none}</p>
              )}
            </AccountBox>
          ))}
        </div>
      </AccountSection>

      <AccountSection id="additional-addresses" title={t('Additional Address Entries')}>
        {others.length === 0 ? (
          <p className="text-neutral-700">{t('You have no other address entries in your address book.')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {others.map((address) => (
              <li key={address.id} className={accountBox} data-slot="address-entry">
                <AddressBlock className="text-neutral-800" lines={address.lines} />
                <p className="flex flex-wrap items-center gap-4">
                  <a className={link} href={inView(accountPaths.editAddress(address.id))} aria-label={t('Edit address %1', address.lines.slice(0, 2).join(', '))}>
                    {t('Edit Address')}
                  </a>
                  <AccountActionButton
                    action={() => deleteAddress({ id: address.id })}
                    confirm={t('Are you sure you want to delete this address?')}
                    aria-label={t('Delete address %1', address.lines.slice(0, 2).join(', '))}
                    className="h-auto px-0 text-base font-semibold"
                  >
                    {t('Delete Address')}
                  </AccountActionButton>
                </p>
              </li>
            ))}
          </ul>
        )}
      </AccountSection>

      <p>
        <Button asChild>
          <a href={inView(accountPaths.newAddress)}>{t('Add New Address')}</a>
        </Button>
      </p>
    </>
  );
}
