import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useMemo, useState } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';

/** The loading mask's default text (SPEC.md §2 "Loading mask"). */
export const LOADER_TEXT_WAIT = 'Please wait...';
/** The loading mask's other text (SPEC.md §2 "Loading mask"). */
export const LOADER_TEXT_LOADING = 'Loading...';

export interface LoaderCounter {
  /** How many pieces of work are pending. */
  count: number;
  /** True while `count` is above 0: show the mask. */
  isLoading: boolean;
  /** One more piece of work has started. */
  show: () => void;
  /** One piece of work has ended; the count never goes below 0. */
  hide: () => void;
  /** Forgets all pending work. */
  reset: () => void;
  /** Counts a promise while it is pending and hands back its result. */
  track: <T>(work: Promise<T>) => Promise<T>;
}

/**
 * The loader's counter (SPEC.md §4 "Loader"): every `show()` is matched by a `hide()`,
 * and the mask stays while any work is pending, however the calls interleave.
 */
export function useLoader(initialCount = 0): LoaderCounter {
  const [count, setCount] = useState(initialCount);
  const show = useCallback(() => setCount((current) => current + 1), []);
  const hide = useCallback(() => setCount((current) => Math.max(0, current - 1)), []);
  const reset = useCallback(() => setCount(0), []);
  const track = useCallback(
    async <T,>(work: Promise<T>) => {
      show();
      try {
        return await work;
      } finally {
        hide();
      }
    },
    [show, hide],
  );
  return useMemo(
    () => ({ count, isLoading: count > 0, show, hide, reset, track }),
    [count, show, hide, reset, track],
  );
}

export const loaderVariants = cva('flex items-center justify-center', {
  variants: {
    variant: {
      /** Covers the nearest positioned ancestor (give it `relative`). */
      overlay: 'absolute inset-0 z-overlay rounded-[inherit] bg-white/80',
      /** Covers the whole window. */
      fullscreen: 'fixed inset-0 z-overlay bg-white/80',
      /** Sits in the flow of the text, e.g. in a list being filled. */
      inline: 'inline-flex py-2',
    },
  },
  defaultVariants: { variant: 'overlay' },
});

export type LoaderProps = Omit<React.ComponentProps<'div'>, 'children'> & {
    /**
     * Where the mask sits: `overlay` covers the nearest positioned ancestor (give it `relative`),
     * `fullscreen` the whole window, `inline` sits in the flow of the text.
     * @default 'overlay'
     */
    variant?: VariantProps<typeof loaderVariants>['variant'];
    /** Whether the mask shows; pass `useLoader().isLoading`. @default false */
    active?: boolean;
    /** The text under the spinner. @default t('Please wait...') */
    text?: string;
  };

/**
 * The loading mask. Its status region is always in the page, so screen readers
 * announce the text when loading starts; the mask itself blocks clicks below it.
 *
 * **When to use**: while work the shopper waits for runs (adding to cart, loading a section): an
 * `overlay` over the part of the page that is busy, `fullscreen` when the whole page is, `inline` in
 * a list being filled. Count the work with `useLoader()`.
 *
 * **Accessibility**: a `role="status"` live region that is always in the page, so the text is read
 * out when loading starts; the spinner is hidden from assistive technology. Keyboard: none; the
 * overlay blocks clicks on the busy content below it.
 */
export function Loader({ className, variant, active = false, text = t(LOADER_TEXT_WAIT), ...props }: LoaderProps) {
  const resolved = variant ?? 'overlay';
  return (
    <div
      data-slot="loader"
      data-state={active ? 'visible' : 'hidden'}
      data-variant={resolved}
      className={cn(active ? loaderVariants({ variant: resolved }) : 'sr-only', className)}
      {...props}
    >
      <div
        role="status"
        aria-live="polite"
        data-slot="loader-status"
        className={cn('flex items-center gap-3', resolved === 'inline' ? 'flex-row' : 'flex-col')}
      >
        {active && (
          <>
            <span
              data-slot="loader-spinner"
              aria-hidden="true"
              className={cn(
                'animate-spin rounded-full border-brand-700 border-r-transparent',
                resolved === 'inline' ? 'size-5 border-2' : 'size-10 border-4',
              )}
            />
            <span data-slot="loader-text" className="text-sm font-semibold text-neutral-800">
              {text}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
