import type { ReactNode } from 'react';
import { STORE_NAME } from '../../src/config/constants';

/** The back office's pages before sign-in: the shop's name and one card in the middle of the screen. */
export function AdminEntryPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="maincontent" className="flex min-h-screen items-start justify-center bg-neutral-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow-md sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{STORE_NAME} · Admin</p>
        <h1 className="mt-2 mb-6 text-2xl font-bold text-neutral-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
