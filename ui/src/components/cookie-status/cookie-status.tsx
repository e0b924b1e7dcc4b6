import { Dialog } from 'radix-ui';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { Button } from '../button';

/** The popup's texts. */
export const COOKIE_STATUS_TEXT = {
  title: 'Cookies are disabled',
  body: 'Your browser has cookies turned off. This shop needs cookies to keep your cart, sign you in and remember your choices. Turn on cookies in your browser settings, then reload the page.',
  close: 'Close',
} as const;

/** Whether the browser accepts cookies (`navigator.cookieEnabled`); true where unknown (server). */
export function browserCookiesEnabled(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.cookieEnabled;
}

/** navigator.cookieEnabled has no change event; it is read once per render. */
const subscribeToNothing = () => () => {};

// The popup draws its own content, so it takes no children and no `asChild`.
export type CookieStatusProps = Omit<React.ComponentProps<typeof Dialog.Content>, 'children' | 'asChild'> & {
  /**
   * Whether cookies work. Read from `navigator.cookieEnabled` after mount when not given;
   * pass `false` to show the popup in a story or test.
   */
  cookiesEnabled?: boolean;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Popup title. @default t('Cookies are disabled') */
  title?: string;
  /** Explanation under the title. @default t(COOKIE_STATUS_TEXT.body) */
  description?: string;
};

/**
 * The popup shown when the browser has cookies disabled (SPEC.md §2, §5): it says
 * why the shop needs them and has a Close button. Renders nothing when cookies work.
 *
 * **When to use**: once per page layout, so a shopper whose browser blocks cookies learns why the
 * cart and sign-in do not work. It renders nothing when cookies work.
 *
 * **Accessibility**: the WAI-ARIA Dialog (Modal) pattern, named by its title and described by its
 * text. Keyboard: focus moves into the dialog when it opens and stays there; `Enter` or `Space` on
 * Close, or `Escape`, closes it.
 */
export function CookieStatus({
  cookiesEnabled,
  onOpenChange,
  title,
  description,
  className,
  ...props
}: CookieStatusProps) {
  // The server assumes cookies work; the browser's answer replaces that after hydration.
  const detected = React.useSyncExternalStore(subscribeToNothing, browserCookiesEnabled, () => true);
  const enabled = cookiesEnabled ?? detected;
  const [dismissed, setDismissed] = React.useState(false);
  const open = !enabled && !dismissed;

  const setOpen = (next: boolean) => {
    if (!next) setDismissed(true);
    onOpenChange?.(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="cookie-status-overlay"
          className="fixed inset-0 z-modal bg-scrim/60"
        />
        <Dialog.Content
          data-slot="cookie-status"
          className={cn(
            'fixed top-1/2 left-1/2 z-modal flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 shadow-lg focus-visible:outline-none',
            className,
          )}
          {...props}
        >
          <div data-slot="cookie-status-header" className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700"
            >
              <CookieIcon />
            </span>
            <Dialog.Title data-slot="cookie-status-title" className="pt-1.5 text-xl font-semibold text-neutral-900">
              {title ?? t(COOKIE_STATUS_TEXT.title)}
            </Dialog.Title>
          </div>
          <Dialog.Description data-slot="cookie-status-description" className="text-base text-neutral-700">
            {description ?? t(COOKIE_STATUS_TEXT.body)}
          </Dialog.Description>
          <div data-slot="cookie-status-actions" className="flex justify-end">
            <Dialog.Close asChild>
              <Button data-slot="cookie-status-close">{t(COOKIE_STATUS_TEXT.close)}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CookieIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        d="M21 12.5A9 9 0 1 1 11.5 3a3 3 0 0 0 3.5 3.5 3 3 0 0 0 3 3 3 3 0 0 0 3 3Z"
        strokeLinejoin="round"
      />
      <circle cx="8.5" cy="10.5" r="1" fill="currentColor" />
      <circle cx="14" cy="15" r="1" fill="currentColor" />
      <circle cx="9" cy="16" r="1" fill="currentColor" />
    </svg>
  );
}
