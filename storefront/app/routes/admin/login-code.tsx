import { redirect } from 'react-router';
import { CodeForm } from '../../../src/features/admin/components/code-form';
import { StaffClientProvider } from '../../../src/features/admin/hooks';
import { adminPaths } from '../../../src/features/admin/paths';
import { staffHeaders, staffPage } from '../../lib/staff.server';
import { AdminEntryPage } from '../../components/admin-entry-page';
import type { Route } from './+types/login-code';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

export const meta: Route.MetaFunction = () => [{ title: 'Two-factor authentication · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

/** The code step of a session that has the password only. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn, pending } = await staffPage(args);
  if (signedIn) throw redirect(adminPaths.home, { headers: staffHeaders });
  if (!pending) throw redirect(adminPaths.signIn, { headers: staffHeaders });
  return pending;
}

export default function AdminCode({ loaderData }: Route.ComponentProps) {
  const { baseUrl } = useRouteLoaderData<typeof rootLoader>('root')!.settings;
  return (
    <StaffClientProvider value={{ baseUrl, formKey: loaderData.formKey }}>
      <AdminEntryPage title={loaderData.enrol ? 'Set up two-factor authentication' : 'Two-factor authentication'}>
        <CodeForm enrol={loaderData.enrol} formKey={loaderData.formKey} />
      </AdminEntryPage>
    </StaffClientProvider>
  );
}
