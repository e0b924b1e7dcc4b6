import { isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import { StaffClientProvider } from '../../../src/features/admin/hooks';
import { adminPaths } from '../../../src/features/admin/paths';
import type { loader as rootLoader } from '../../root';
import { staffHeaders } from '../../lib/staff.server';
import type { Route } from './+types/area';

export function headers() {
  return staffHeaders;
}

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

/**
 * The back office (`/admin`, issue 27): its pages are private and never cached; nothing here or
 * below is part of a storefront page's code. The sign-in pages sit directly under it, every other
 * page inside the staff frame (`frame.tsx`).
 */
export default function AdminArea() {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  return (
    <StaffClientProvider value={{ baseUrl, formKey: null }}>
      <Outlet />
    </StaffClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page not found' : status === 403 ? 'Access denied' : 'Something went wrong.';
  const text = status === 403 && isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : null;
  return (
    <main id="maincontent" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {text ? <p className="mt-2 text-neutral-700">{text}</p> : null}
      <p className="mt-2">
        <a className="text-brand-700 underline" href={adminPaths.home}>
          Go to the dashboard
        </a>
      </p>
    </main>
  );
}
