import { cva } from 'class-variance-authority';
import { Dialog } from 'radix-ui';
import * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';

const panelVariants = cva(
  'absolute z-dropdown flex w-[min(calc(100vw-2rem),24rem)] flex-col rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-lg outline-none transition-opacity duration-fast starting:opacity-0 motion-reduce:transition-none',
  {
    variants: {
      side: { bottom: 'top-full mt-2', top: 'bottom-full mb-3' },
      align: { start: 'start-0', center: 'left-1/2 -translate-x-1/2', end: 'end-0' },
    },
    defaultVariants: { side: 'bottom', align: 'end' },
  },
);

/** The open panel of `DropdownDialog`, loaded on interaction. */
export interface DropdownDialogPanelProps {
  id: string;
  /** The trigger: a press on it is not "outside" (it toggles), and focus returns to it. */
  triggerRef: React.RefObject<HTMLElement | null>;
  title: React.ReactNode;
  'aria-label': string | undefined;
  closeButton: boolean;
  closeOnOutsideClick: boolean;
  side: 'bottom' | 'top';
  align: 'start' | 'center' | 'end';
  /** Asks the owner to close (Escape, an outside press or focus, the Close button). */
  onDismiss: () => void;
  className: string | undefined;
  children: React.ReactNode;
}

/**
 * A non-modal Radix Dialog rendered in place. Radix's layer stack gives the nesting rules:
 * only the top layer answers Escape, and a press inside a layer opened from the panel's
 * React tree (a confirm dialog in a portal) is not outside the panel.
 */
export function DropdownDialogPanel({
  id,
  triggerRef,
  title,
  'aria-label': ariaLabel,
  closeButton,
  closeOnOutsideClick,
  side,
  align,
  onDismiss,
  className,
  children,
}: DropdownDialogPanelProps) {
  const panelRef = React.useRef<HTMLDivElement>(null);
  const wentElsewhere = React.useRef(false);
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onDismiss()}>
      <Dialog.Content
        ref={panelRef}
        id={id}
        data-slot="dropdown-dialog"
        data-side={side}
        data-align={align}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          // The panel itself takes focus (it is announced by its name; Tab goes on into it):
          // no field selected, no phone keyboard popping up, the page does not scroll.
          event.preventDefault();
          panelRef.current?.focus({ preventScroll: true });
        }}
        onInteractOutside={(event) => {
          // The trigger toggles the panel itself; closing here too would reopen it at once.
          if (!closeOnOutsideClick || triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else wentElsewhere.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Back to the trigger only when focus was in the panel (now gone): never pull it
          // away from where the user went, e.g. another dropdown that just opened.
          const active = document.activeElement;
          const lost = active === null || active === document.body || panelRef.current?.contains(active);
          if (!wentElsewhere.current && lost) triggerRef.current?.focus();
        }}
        className={cn(panelVariants({ side, align }), className)}
      >
        {title ? (
          <header data-slot="dropdown-dialog-header" className="flex items-center gap-3 border-b border-neutral-200 py-2 ps-5 pe-2">
            <Dialog.Title data-slot="dropdown-dialog-title" className="min-h-10 min-w-0 flex-1 content-center text-lg font-bold">
              {title}
            </Dialog.Title>
            {closeButton ? (
              <Dialog.Close
                data-slot="dropdown-dialog-close"
                aria-label={t('Close')}
                className="inline-flex size-10 items-center justify-center rounded-md text-neutral-700 transition-colors duration-fast hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
                  <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </header>
        ) : (
          // Radix names the dialog by its title: without a visible one, the label is read out.
          <Dialog.Title className="sr-only">{ariaLabel}</Dialog.Title>
        )}
        <div data-slot="dropdown-dialog-content" className="px-5 py-4">
          {children}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
