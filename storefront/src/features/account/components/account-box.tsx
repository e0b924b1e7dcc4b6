import type { ReactNode } from 'react';

/** An account page's text link (Edit, Change Password, Manage Addresses). */
export const accountLink = 'font-semibold text-brand-700 underline underline-offset-4';

/** The bordered box an account page shows one entry in (the contact information, an address). */
export const accountBox = 'flex flex-col gap-3 rounded-md border border-neutral-200 p-5';

/** An {@link accountBox} with its title. */
export function AccountBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={accountBox}>
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </div>
  );
}
