import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { AppFrame, type AppFrameNavSection } from '@shop/ui/app-frame';
import { Button } from '@shop/ui/button';
import { StaffClientProvider } from '../../../src/features/admin/hooks';
import { SignOutForm } from '../../../src/features/admin/components/sign-out-form';
import { STAFF_ROLES } from '../../../src/features/admin/permissions';
import { STORE_NAME } from '../../../src/config/constants';
import { ADMIN_MENU_SECTIONS } from '../../../src/lib/admin-menu';
import type { loader as rootLoader } from '../../root';
import { requireStaff, staffMenu } from '../../lib/staff.server';
import type { Route } from './+types/frame';

/** Every page inside: a signed-in member of staff (both factors), the menu their role allows. */
export async function loader(args: Route.LoaderArgs) {
  const { access, formKey } = await requireStaff(args);
  const { member } = access;
  return {
    member: { name: `${member.firstname} ${member.lastname}`, username: member.username, role: STAFF_ROLES[member.role].label },
    formKey,
    menu: staffMenu(access.can).map(({ section, label, to }) => ({ section, label, to })),
  };
}

/** Sign Out, which works before the page hydrates too (`SignOutForm`). */
function SignOutButton({ formKey }: { formKey: string }) {
  return (
    <SignOutForm formKey={formKey}>
      <Button type="submit" nativeSubmit variant="outline" size="sm">
        Sign Out
      </Button>
    </SignOutForm>
  );
}

/** The menu item a page belongs to: the longest menu address its path starts with (an order's view is under Orders). */
function currentItem(pathname: string, menu: readonly { to: string }[]): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return menu
    .filter((entry) => path === entry.to || (entry.to !== '/admin' && path.startsWith(`${entry.to}/`)))
    .toSorted((a, b) => b.to.length - a.to.length)[0]?.to;
}

/** The staff frame (the kit's AppFrame): the menu, the signed-in member of staff and Sign Out, the page. */
export default function AdminFrame({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const { member, menu, formKey } = loaderData;
  const { pathname } = useLocation();
  const navigation: AppFrameNavSection[] = ADMIN_MENU_SECTIONS.filter((section) => menu.some((entry) => entry.section === section)).map((section) => ({
    label: section === 'Dashboard' ? undefined : section,
    items: menu.filter((entry) => entry.section === section).map((entry) => ({ label: entry.label, href: entry.to })),
  }));
  return (
    <StaffClientProvider value={{ baseUrl, formKey }}>
      <AppFrame
        productName={
          <>
            <span className="hidden sm:inline">{STORE_NAME} · </span>Admin
          </>
        }
        navigation={navigation}
        currentHref={currentItem(pathname, menu)}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
        mainId="maincontent"
        actions={
          <>
            <span className="hidden text-sm sm:inline">
              {member.name} <span className="text-neutral-700">({member.role})</span>
            </span>
            <SignOutButton formKey={formKey} />
          </>
        }
      >
        <Outlet />
      </AppFrame>
    </StaffClientProvider>
  );
}
