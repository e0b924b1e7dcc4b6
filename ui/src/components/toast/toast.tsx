import { cva } from 'class-variance-authority';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { useDirection } from '../../lib/direction';
import { StatusIcon, type StatusKind } from '../../lib/status-icon';

/** How long a success or info notice stays, in ms, while neither pointer nor focus is on it (as long as the shop's messages). */
export const TOAST_DURATION_MS = 5000;

/** The kind of notice: a done action, a failed one, or news. */
export type ToastTone = 'success' | 'error' | 'info';

const iconKind: Record<ToastTone, StatusKind> = { success: 'success', error: 'error', info: 'notice' };

export const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start gap-3 rounded-md border border-s-4 bg-white py-3 ps-4 pe-2 text-base text-neutral-900 shadow-lg transition-[opacity,translate] duration-fast starting:translate-y-2 starting:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none motion-reduce:transition-none',
  {
    variants: {
      tone: {
        success: 'border-neutral-200 border-s-success-600 [&_[data-slot=toast-icon]]:text-success-600',
        error: 'border-neutral-200 border-s-danger-600 [&_[data-slot=toast-icon]]:text-danger-600',
        info: 'border-neutral-200 border-s-notice-600 [&_[data-slot=toast-icon]]:text-notice-600',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

export type ToastProps = Omit<React.ComponentProps<typeof ToastPrimitive.Root>, 'type' | 'children' | 'asChild' | 'title'> & {
  /** The notice itself, a short sentence that says what happened ("You saved the product."). */
  text: React.ReactNode;
  /** A heading above the text, for a notice that needs one. @default undefined */
  title?: React.ReactNode;
  /**
   * The kind of notice, shown by the icon and the edge colour (the text says it too): `success` and
   * `info` are announced politely, `error` at once.
   * @default 'info'
   */
  tone?: ToastTone;
  /** How long it stays, in ms, paused while pointer or focus is on the notices. An error stays until closed. @default the provider's (5000), `Infinity` for an error */
  duration?: number;
  /** The close button's accessible name. @default t('Close') */
  closeLabel?: string;
};

/**
 * One notice in the notice area (Radix Toast): icon, text, a close button. Rendered for you by
 * `ToastProvider` when you call `useToast().show(…)`; render one yourself (inside a provider, with a
 * `ToastViewport`) to control it with `open`/`onOpenChange`.
 *
 * **When to use**: short news about an action the person just took that needs no answer, as the back
 * office's "You saved the product." or "This order cannot be canceled." For news that belongs to
 * the page (a form's errors, the cart's messages) use `Messages` or the field's message; for
 * something that must be acknowledged use `Alert`. Never put the only way to do something in a notice.
 *
 * **Accessibility**: the notice is announced through the live region Radix keeps (politely for
 * success and info, at once for an error), prefixed by the provider's `label` ("Notification").
 * Its time stops while the pointer is on the notices, while focus is in them, and while the window
 * is in the background (WCAG 2.2.1); an error stays until closed. The tone shows by icon as well as
 * colour. Keyboard: `F8` moves focus to the notice area, `Tab` reaches each notice and its close
 * button, the newest first (Radix's order), `Escape` closes the focused notice; focus then stays
 * in the notice area. Motion is dropped under reduced motion.
 */
export function Toast({ text, title, tone = 'info', duration, closeLabel = t('Close'), className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={tone}
      // Radix reads a foreground toast out assertively: an error must not wait behind other speech.
      type={tone === 'error' ? 'foreground' : 'background'}
      duration={duration ?? (tone === 'error' ? Infinity : undefined)}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    >
      <StatusIcon kind={iconKind[tone]} data-slot="toast-icon" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-px">
        {title ? (
          <ToastPrimitive.Title data-slot="toast-title" className="font-semibold">
            {title}
          </ToastPrimitive.Title>
        ) : null}
        <ToastPrimitive.Description data-slot="toast-text" className="break-words">
          {text}
        </ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close
        data-slot="toast-close"
        aria-label={closeLabel}
        className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-neutral-700 transition-colors duration-fast hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
          <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** A notice to show with `useToast().show`. */
export interface ToastNotice {
  /** What happened, in a short sentence. */
  text: string;
  /** See `ToastProps.tone`. @default 'info' */
  tone?: ToastTone;
  /** See `ToastProps.title`. @default undefined */
  title?: string;
  /** See `ToastProps.duration`. @default the provider's, `Infinity` for an error */
  duration?: number;
}

/** What `useToast()` gives: show a notice, close one. */
export interface ToastApi {
  /** Shows a notice at the end of the notice area; returns its id. */
  show: (notice: ToastNotice) => string;
  /** Closes the notice with that id (nothing when it is gone already). */
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and closes notices from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  /** The app, with a `ToastViewport` somewhere inside it. */
  children?: React.ReactNode;
  /** How long success and info notices stay, in ms. @default 5000 */
  duration?: number;
  /** The word a screen reader says before each notice's text. @default t('Notification') */
  label?: string;
}

/**
 * Holds the notices `useToast().show` adds and draws them into the `ToastViewport`; the Radix
 * Toast provider under it times them and announces them. A swipe towards the end edge closes one.
 *
 * **When to use**: once, near the root of an app that shows notices (the back office's layout),
 * with one `ToastViewport` inside it.
 *
 * **Accessibility**: renders no element; see `Toast` for what each notice does. Keyboard: `F8`
 * (the viewport's `hotkey`) reaches the notices.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS, label = t('Notification') }: ToastProviderProps) {
  const [notices, setNotices] = useState<ReadonlyArray<ToastNotice & { id: string }>>([]);
  const lastId = useRef(0);
  const dismiss = useCallback((id: string) => setNotices((current) => current.filter((notice) => notice.id !== id)), []);
  const show = useCallback((notice: ToastNotice) => {
    lastId.current += 1;
    const id = `toast-${lastId.current}`;
    setNotices((current) => [...current, { ...notice, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  // Notices sit at the end edge: a swipe towards it closes one, whichever way the text runs.
  const swipeDirection = useDirection() === 'rtl' ? 'left' : 'right';
  return (
    <ToastPrimitive.Provider duration={duration} label={label} swipeDirection={swipeDirection}>
      <ToastContext.Provider value={api}>
        {children}
        {notices.map(({ id, ...notice }) => (
          <Toast key={id} {...notice} onOpenChange={(open) => !open && dismiss(id)} />
        ))}
      </ToastContext.Provider>
    </ToastPrimitive.Provider>
  );
}

export type ToastViewportProps = Omit<React.ComponentProps<typeof ToastPrimitive.Viewport>, 'asChild'> & {
  /** The keys that move focus to the notices. @default ['F8'] */
  hotkey?: string[];
  /** The region's name, read when a screen reader lists the page's landmarks; `{hotkey}` is replaced by the keys. @default t('Notifications ({hotkey})') */
  label?: string;
};

/**
 * The notice area: a list at the bottom end of the window (the full width on a phone), above
 * everything but tooltips. Render it once inside `ToastProvider`.
 *
 * **When to use**: with `ToastProvider`, in the layout of an app that shows notices.
 *
 * **Accessibility**: a `region` landmark named "Notifications (F8)" around an ordered list of the
 * notices. Keyboard: `F8` moves focus into it, `Tab` moves through the notices' buttons (the
 * newest first), `Escape` closes the focused notice.
 */
export function ToastViewport({ className, hotkey, label = t('Notifications ({hotkey})'), ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      label={label}
      className={cn(
        'fixed inset-x-0 bottom-0 z-toast m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none sm:start-auto sm:w-full sm:max-w-sm',
        className,
      )}
      {...props}
    />
  );
}
