import type { ReactNode } from 'react';

/** The title of a part of a checkout step (Shipping Address, Shipping Methods, Payment Method), ruled off below. */
export function StepTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="border-b border-neutral-300 pb-2 text-2xl font-semibold">
      {children}
    </h2>
  );
}
