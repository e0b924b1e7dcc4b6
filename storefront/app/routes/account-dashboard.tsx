import { t } from '@shop/ui/i18n';
import { requireCustomer } from '../lib/account.server';
import { noindexMeta } from '../lib/meta';
import { ReorderButton } from '../components/reorder-button';
import { AccountBox, accountLink as link } from '../../src/features/account/components/account-box';
import { AccountSection } from '../../src/features/account/components/account-section';
import { OrdersTable } from '../../src/features/account/components/orders-table';
import { accountPaths } from '../../src/features/account/paths';
import { AddressBlock } from '../../src/lib/address-block';
import type { Route } from './+types/account-dashboard';
import { useViewPath } from '../../src/features/store-views/hooks';

export { headers } from './account-layout';

export async function loader(args: Route.LoaderArgs) {
  const account = await requireCustomer(args);
  const [profile, addresses, recentOrders] = await Promise.all([account.profile(), account.addresses(), account.recentOrders()]);
  if (!profile) throw new Error('The signed-in customer has no account');
  return {
    profile,
    defaultBilling: addresses.find((address) => address.is_default_billing) ?? null,
    defaultShipping: addresses.find((address) => address.is_default_shipping) ?? null,
    recentOrders,
  };
}

export function meta() {
  return noindexMeta(t('My Account'));
}

/** /customer/account: Luma's account dashboard. */
export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  const inView = useViewPath();
  const { profile, defaultBilling, defaultShipping, recentOrders } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">{t('My Account')}</h1>

      <AccountSection id="account-info" title={t('Account Information')}>
        <div className="grid gap-4 md:grid-cols-2">
          <AccountBox title={t('Contact Information')}>
            <p>
              <span className="block">
                {profile.firstname} {profile.lastname}
              </span>
              <span className="block break-all">{profile.email}</span>
            </p>
            <p className="flex flex-wrap gap-4">
              <a className={link} href={inView(accountPaths.edit)} aria-label={t('Edit Contact Information')}>
                {t('Edit')}
              </a>
              <a className={link} href={inView(`${accountPaths.edit}?changepass=1`)}>
                {t('Change Password')}
              </a>
            </p>
          </AccountBox>
        </div>
      </AccountSection>

      <AccountSection
        id="account-addresses"
        title={t('Address Book')}
        action={
          <a className={`${link} text-sm`} href={inView(accountPaths.addressBook)}>
            {t('Manage Addresses')}
          </a>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          {[
            { title: t('Default Billing Address'), edit: t('Edit Default Billing Address'), address: defaultBilling, none: t('You have not set a default billing address.') },
            { title: t('Default Shipping Address'), edit: t('Edit Default Shipping Address'), address: defaultShipping, none: t('You have not set a default shipping address.') },
          ].map(({ title, edit, address, none }) => (
            <AccountBox key={title} title={title}>
              {address ? <AddressBlock className="text-neutral-800" lines={address.lines} /> : <p className="text-neutral-700">{none}</p>}
              <p>
                <a className={link} href={inView(address ? accountPaths.editAddress(address.id) : accountPaths.newAddress)} aria-label={edit}>
                  {t('Edit Address')}
                </a>
              </p>
            </AccountBox>
          ))}
        </div>
      </AccountSection>

      <AccountSection
        id="account-orders"
        title={t('Recent Orders')}
        action={
          recentOrders.length > 0 ? (
            <a className={`${link} text-sm`} href={inView(accountPaths.orders)} aria-label={t('View All Orders')}>
              {t('View All')}
            </a>
          ) : null
        }
      >
        {recentOrders.length > 0 ? (
          <OrdersTable
            orders={recentOrders}
            caption={t('Recent Orders')}
            reorder={(order) => <ReorderButton orderId={order.id} aria-label={t('Reorder %1', order.incrementId)} />}
          />
        ) : (
          <p className="text-neutral-700">{t('You have placed no orders.')}</p>
        )}
      </AccountSection>
    </>
  );
}
