import { Outlet, useLocation } from 'react-router';
import { NotFound } from '../components/not-found';
import { requireCustomer } from '../lib/account.server';
import { AccountNavigation } from '../../src/features/account/components/account-navigation';
import { accountMenu, type AccountNavItem } from '../../src/lib/account-menu';
import type { Route } from './+types/account-layout';

// Every capability's entries of the side navigation (`src/features/<capability>/account-menu.ts`).
const navigation = accountMenu(Object.values(import.meta.glob<AccountNavItem[]>('../../src/features/*/account-menu.ts', { eager: true, import: 'default' })));

/** Every account page is private: never stored by a browser or a shared cache. */
export const accountHeaders = { 'Cache-Control': 'private, no-store, max-age=0' } as const;

export function headers() {
  return accountHeaders;
}

/** The guard of the whole area: a guest goes to sign in and comes back here afterwards. */
export async function loader(args: Route.LoaderArgs) {
  await requireCustomer(args);
  return null;
}

/** An order or address that is not the customer's: the same page as any unknown address, inside the area. */
export function ErrorBoundary() {
  return <NotFound />;
}

/**
 * The account area (Luma's customer account layout): the side navigation beside (on phones,
 * above) the page. Each page's loader reads its customer's records on the server (ADR 0010).
 */
export default function AccountLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-10">
      <AccountNavigation items={navigation} pathname={pathname} />
      <div className="flex min-w-0 flex-1 flex-col gap-8">
        <Outlet />
      </div>
    </div>
  );
}
