import { NavLink, Outlet, useRouteLoaderData } from 'react-router';
import { Button } from '@shop/ui/button';
import { StaffClientProvider, useStaffCall } from '../../../src/features/admin/hooks';
import { STAFF_ROLES } from '../../../src/features/admin/permissions';
import { staffSignOut } from '../../../src/features/admin/staff-contract';
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

function SignOutButton() {
  const signOut = useStaffCall(staffSignOut);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        const result = await signOut({});
        if (result.ok) window.location.assign(result.answer.location);
      }}
    >
      Sign Out
    </Button>
  );
}

/** The staff frame: the menu, the signed-in member of staff and Sign Out, the page. */
export default function AdminFrame({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  const { member, menu, formKey } = loaderData;
  return (
    <StaffClientProvider value={{ baseUrl, formKey }}>
      <div className="flex min-h-screen flex-col bg-neutral-50">
        <a href="#maincontent" className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-popover focus:rounded-md focus:bg-brand-700 focus:px-4 focus:py-3 focus:text-white">
          Skip to Content
        </a>
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 bg-white px-4 py-3">
          <p className="font-semibold">{STORE_NAME} · Admin</p>
          <div className="flex items-center gap-3 text-sm">
            <span>
              {member.name} <span className="text-neutral-600">({member.role})</span>
            </span>
            <SignOutButton />
          </div>
        </header>
        <div className="flex flex-1 flex-col lg:flex-row">
          <nav aria-label="Admin menu" className="border-b border-neutral-200 bg-white p-4 lg:w-60 lg:border-e lg:border-b-0">
            {ADMIN_MENU_SECTIONS.filter((section) => menu.some((entry) => entry.section === section)).map((section) => (
              <div key={section} className="mb-3">
                <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{section}</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 lg:flex-col">
                  {menu
                    .filter((entry) => entry.section === section)
                    .map((entry) => (
                      <li key={entry.to}>
                        <NavLink end to={entry.to} className="block py-1 text-brand-700 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900">
                          {entry.label}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </nav>
          <main id="maincontent" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none lg:p-6">
            <Outlet />
          </main>
        </div>
      </div>
    </StaffClientProvider>
  );
}
