import { redirect } from 'react-router';
import { SignInForm } from '../../../src/features/admin/components/sign-in-form';
import { adminPaths } from '../../../src/features/admin/paths';
import { staffHeaders, staffPage } from '../../lib/staff.server';
import { AdminEntryPage } from '../../components/admin-entry-page';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

/** A member of staff already signed in goes on to the back office; one half-way to the code step. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn, pending } = await staffPage(args);
  if (signedIn) throw redirect(adminPaths.home, { headers: staffHeaders });
  if (pending) throw redirect(adminPaths.code, { headers: staffHeaders });
  return null;
}

export default function AdminSignIn() {
  return (
    <AdminEntryPage title="Welcome, please sign in">
      <SignInForm />
    </AdminEntryPage>
  );
}
