import type { ReactNode } from 'react';

/**
 * A titled section of an account page (Luma's "block" with its underlined title): the heading
 * names the section for assistive technology (`aria-labelledby`), and an optional link such as
 * "Manage Addresses" or "View All" sits at the heading's end.
 */
export function AccountSection({
  id,
  title,
  action,
  compact = false,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: string;
  /** A link beside the title; pass `null` to keep the title's layout when there is none yet. */
  action?: ReactNode;
  /** Tighter spacing between the title and the content. @default false */
  compact?: boolean;
  children: ReactNode;
}) {
  const withAction = action !== undefined;
  return (
    <section aria-labelledby={id} className={`flex flex-col ${compact ? 'gap-3' : 'gap-4'}`}>
      <h2
        id={id}
        className={`border-b border-neutral-300 pb-2 text-xl font-bold${withAction ? ' flex flex-wrap items-baseline justify-between gap-2' : ''}`}
      >
        {withAction ? (
          <>
            <span>{title}</span>
            {action}
          </>
        ) : (
          title
        )}
      </h2>
      {children}
    </section>
  );
}
