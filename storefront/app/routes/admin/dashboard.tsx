import { Link, useRouteLoaderData } from 'react-router';
import type { loader as frameLoader } from './frame';
import { ADMIN_MENU_SECTIONS } from '../../../src/lib/admin-menu';

export const meta = () => [{ title: 'Dashboard · Admin' }];

/** The back office's first page: where each of the member of staff's areas is. */
export default function AdminDashboard() {
  const { member, menu } = useRouteLoaderData<typeof frameLoader>('routes/admin/frame')!;
  const areas = ADMIN_MENU_SECTIONS.filter((section) => section !== 'Dashboard' && menu.some((entry) => entry.section === section));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p>Welcome, {member.name}.</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {areas.map((section) => (
          <section key={section} aria-labelledby={`area-${section}`} className="rounded-lg border border-neutral-200 bg-white p-4">
            <h2 id={`area-${section}`} className="font-semibold">
              {section}
            </h2>
            <ul className="mt-2 flex flex-col gap-1">
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
          </section>
        ))}
      </div>
    </div>
  );
}
