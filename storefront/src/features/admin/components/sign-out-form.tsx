import type { ReactNode } from 'react';
import { useStaffCall } from '../hooks';
import { staffSignOut } from '../staff-contract';

/**
 * Ends the session (Sign Out, and Cancel on the two-factor step): a form that posts itself, form_key
 * included, to the sign-out call and lands on the sign-in page, so a press before the page hydrates
 * still signs out; once hydrated, the call is made and the page follows its answer. Its button is
 * its child, or sits in another form and names this one (`id`, the button's `form`).
 */
export function SignOutForm({ formKey, id, children }: { formKey: string; id?: string; children?: ReactNode }) {
  const signOut = useStaffCall(staffSignOut);
  return (
    <form
      id={id}
      method="post"
      action={staffSignOut.path}
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await signOut({});
        if (result.ok) window.location.assign(result.answer.location);
      }}
    >
      <input type="hidden" name="form_key" value={formKey} />
      {children}
    </form>
  );
}
