import { Link, useRouteLoaderData } from 'react-router';
import { PageHeader } from '@shop/ui/page-header';
import { Panel } from '@shop/ui/panel';
import type { loader as frameLoader } from './frame';
import { ADMIN_MENU_SECTIONS } from '../../../src/lib/admin-menu';

export const meta = () => [{ title: 'Dashboard · Admin' }];

/** The back office's first page: where each of the member of staff's areas is. */
export default function AdminDashboard() {
  const { member, menu } = useRouteLoaderData<typeof frameLoader>('routes/admin/frame')!;
  const areas = ADMIN_MENU_SECTIONS.filter((section) => section !== 'Dashboard' && menu.some((entry) => entry.section === section));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Dashboard" meta={`Signed in as ${member.name} (${member.role})`} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {areas.map((section) => (
          <Panel key={section} title={section}>
            <ul className="flex flex-col gap-1">
              {menu
                .filter((entry) => entry.section === section)
                .map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to} className="text-brand-700 underline underline-offset-4">
                      {entry.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </Panel>
        ))}
      </div>
    </div>
  );
}
