import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';
import { Slot } from '../../lib/slot';

export const badgeVariants = cva(
  'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold leading-5',
  {
    variants: {
      tone: {
        neutral: 'border-neutral-300 bg-neutral-100 text-neutral-800',
        info: 'border-notice-600 bg-notice-50 text-notice-700',
        success: 'border-success-600 bg-success-50 text-success-700',
        warning: 'border-warning-600 bg-warning-50 text-warning-700',
        danger: 'border-danger-600 bg-danger-50 text-danger-700',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

type BadgeVariants = VariantProps<typeof badgeVariants>;

export type BadgeProps = React.ComponentProps<'span'> &
  AsChildProps & {
    /**
     * The colour of the status: `neutral` (closed, draft), `info` (processing), `success`
     * (complete, approved), `warning` (pending, on hold), `danger` (canceled, not approved). It only
     * supports the text, which must name the status itself.
     * @default 'neutral'
     */
    tone?: BadgeVariants['tone'];
  };

/**
 * A short status label, as the back office's grids show an order's ("Pending", "Processing",
 * "Complete", "Canceled", "Closed") or a review's ("Pending", "Approved", "Not Approved").
 *
 * **When to use**: the state of a record in a list or a heading. Not for actions (use a `Button`) nor
 * for news about something that just happened (use `Messages` or a toast). Keep the text to a word or two.
 *
 * **Accessibility**: plain text in a `<span>`, no role of its own: the status is read as part of the
 * row or heading it sits in. The tone is never the only signal (WCAG 1.4.1): the text says the
 * status, and each tone's text reaches 4.5:1 on its fill in light and dark. Keyboard: none; it is not
 * focusable (wrap it in a link or button with `asChild` if it must act).
 */
export function Badge({ className, tone = 'neutral', asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return <Comp data-slot="badge" data-variant={tone} className={cn(badgeVariants({ tone }), className)} {...props} />;
}
