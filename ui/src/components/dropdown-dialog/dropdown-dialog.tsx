import { Popover as PopoverPrimitive } from 'radix-ui';
import { createContext, useContext, useEffect, useId, useState } from 'react';
import type * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { useTimeout } from '../../hooks/use-timeout';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';

/**
 * How long a dropdown stays open after the mouse leaves it, in ms. SPEC.md names a
 * timeout without a value: a second forgives a pointer that overshoots the panel
 * without leaving a forgotten panel open for long.
 */
export const DROPDOWN_MOUSE_LEAVE_DELAY = 1000;

/** Keeps at most one dropdown of a group open: opening one closes the others. */
export interface DropdownRegistry {
  /** Reports that a dropdown opened; every other open one is closed. */
  opened: (id: string, close: () => void) => void;
  /** Reports that a dropdown closed (or went away). */
  closed: (id: string) => void;
}

/** A fresh registry: dropdowns that share one close each other. */
export function createDropdownRegistry(): DropdownRegistry {
  const open = new Map<string, () => void>();
  return {
    opened(id, close) {
      for (const [otherId, closeOther] of [...open]) {
        if (otherId !== id) closeOther();
      }
      open.set(id, close);
    },
    closed(id) {
      open.delete(id);
    },
  };
}

// Page-wide by default, as the header's mini cart, customer menu and service menu need.
const DropdownRegistryContext = createContext<DropdownRegistry>(createDropdownRegistry());

/** Gives the dropdowns inside it a registry of their own, apart from the rest of the page. */
export function DropdownDialogGroup({ children }: { children: React.ReactNode }) {
  const [registry] = useState(createDropdownRegistry);
  return <DropdownRegistryContext.Provider value={registry}>{children}</DropdownRegistryContext.Provider>;
}

export interface DropdownDialogProps {
  /** The button that opens and closes the dropdown. */
  trigger: React.ReactElement;
  /** A heading in the panel, with a Close button; it names the dialog. @default undefined */
  title?: React.ReactNode;
  /** The dialog's name when there is no `title`. @default undefined */
  'aria-label'?: string;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dropdown opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Close when the mouse leaves the trigger and panel for `mouseLeaveDelay`. @default true */
  closeOnMouseLeave?: boolean;
  /** See `closeOnMouseLeave`, in ms. @default 1000 */
  mouseLeaveDelay?: number;
  /** Close on a click (or focus) outside the trigger and panel. @default true */
  closeOnOutsideClick?: boolean;
  /** Which edge of the trigger the panel lines up with. @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** Classes for the panel. @default undefined */
  className?: string;
  /** The panel's content. */
  children?: React.ReactNode;
}

/**
 * A panel that drops from its trigger (mini cart, customer menu): the trigger opens and
 * closes it, opening it closes the other dropdowns, and it closes on mouse leave after
 * a delay, on a click outside and on Escape (SPEC.md §4 "Dropdown dialog").
 */
export function DropdownDialog({
  trigger,
  title,
  'aria-label': ariaLabel,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeOnMouseLeave = true,
  mouseLeaveDelay = DROPDOWN_MOUSE_LEAVE_DELAY,
  closeOnOutsideClick = true,
  align = 'end',
  className,
  children,
}: DropdownDialogProps) {
  const registry = useContext(DropdownRegistryContext);
  const id = useId();
  const titleId = `${id}-title`;
  const timer = useTimeout();
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const changeOpen = (next: boolean) => {
    timer.clear();
    if (next !== open) setOpen(next);
  };

  useEffect(() => {
    if (!open) return;
    registry.opened(id, () => setOpen(false));
    return () => registry.closed(id);
  }, [open, registry, id, setOpen]);

  // Touch screens send pointerleave after every tap: only a mouse "leaves".
  const leave = (event: React.PointerEvent) => {
    if (open && closeOnMouseLeave && event.pointerType === 'mouse') timer.start(() => setOpen(false), mouseLeaveDelay);
  };
  const enter = () => timer.clear();

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={changeOpen}>
      <PopoverPrimitive.Trigger asChild data-slot="dropdown-dialog-trigger" onPointerEnter={enter} onPointerLeave={leave}>
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="dropdown-dialog"
          align={align}
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
          onPointerEnter={enter}
          onPointerLeave={leave}
          onInteractOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
          className={cn(
            'z-dropdown flex max-h-[var(--radix-popover-content-available-height)] w-[min(calc(100vw-2rem),24rem)] flex-col overflow-y-auto rounded-lg border border-neutral-200 bg-white text-neutral-900 shadow-lg outline-none transition-opacity duration-fast starting:opacity-0',
            className,
          )}
        >
          {title && (
            <header
              data-slot="dropdown-dialog-header"
              className="flex items-center gap-3 border-b border-neutral-200 py-2 pr-2 pl-5"
            >
              <h2 id={titleId} data-slot="dropdown-dialog-title" className="min-w-0 flex-1 text-lg font-bold">
                {title}
              </h2>
              <PopoverPrimitive.Close
                data-slot="dropdown-dialog-close"
                aria-label={t('Close')}
                className="inline-flex size-10 items-center justify-center rounded-md text-neutral-700 transition-colors duration-fast hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
                  <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
                </svg>
              </PopoverPrimitive.Close>
            </header>
          )}
          <div data-slot="dropdown-dialog-content" className="px-5 py-4">
            {children}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** Closes the dropdown it is in (use `asChild` around your own button). */
export function DropdownDialogClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="dropdown-dialog-action-close" {...props} />;
}
