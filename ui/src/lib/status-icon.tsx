import type * as React from 'react';
import { cn } from './cn';

/** The kinds of news the kit's message parts tell apart. */
export type StatusKind = 'success' | 'notice' | 'warning' | 'error';

const marks: Record<StatusKind, React.ReactNode> = {
  success: <path d="m6.5 10.5 2.5 2.5 4.5-5.5" />,
  notice: (
    <>
      <path d="M10 9v5" />
      <path d="M10 6.2v.1" />
    </>
  ),
  warning: (
    <>
      <path d="M10 7.5v3.5" />
      <path d="M10 13.7v.1" />
    </>
  ),
  error: <path d="m7.5 7.5 5 5m0-5-5 5" />,
};

/**
 * The icon of a message's kind (a tick, an "i", a "!" in a triangle, a cross), drawn in the text
 * colour: with it the kind shows by shape as well as colour (WCAG 1.4.1). Decorative: the text says it.
 */
export function StatusIcon({ kind, className, 'data-slot': slot }: { kind: StatusKind; className?: string; 'data-slot': string }) {
  return (
    <svg
      data-slot={slot}
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={cn('mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-2', className)}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'warning' ? <path d="M10 2.8 18 17H2Z" /> : <circle cx="10" cy="10" r="8" />}
      {marks[kind]}
    </svg>
  );
}
