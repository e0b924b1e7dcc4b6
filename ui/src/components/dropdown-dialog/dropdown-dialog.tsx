import { Slot } from '../../lib/slot';
import * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { useTimeout } from '../../hooks/use-timeout';
import { lazyPanel, lazyPanelTriggerState } from '../../lib/lazy-panel';

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
const DropdownRegistryContext = React.createContext<DropdownRegistry>(createDropdownRegistry());

/** Gives the dropdowns inside it a registry of their own, apart from the rest of the page. */
export function DropdownDialogGroup({ children }: { children: React.ReactNode }) {
  const [registry] = React.useState(createDropdownRegistry);
  return <DropdownRegistryContext.Provider value={registry}>{children}</DropdownRegistryContext.Provider>;
}

// The panel (a Radix layer) is loaded on interaction: hovering or focusing the trigger
// fetches it, so the page's first load carries only the trigger.
const { Panel: DropdownDialogPanel, preload: loadPanel } = lazyPanel(() =>
  import('./dropdown-dialog-panel').then((module) => module.DropdownDialogPanel),
);

const CloseContext = React.createContext<(() => void) | null>(null);

export interface DropdownDialogProps {
  /** The button that opens and closes the dropdown. */
  trigger: React.ReactElement;
  /** A heading in the panel (with a Close button, see `closeButton`); it names the dialog. @default undefined */
  title?: React.ReactNode;
  /** The dialog's name when there is no `title`. @default undefined */
  'aria-label'?: string;
  /** Whether the header with the `title` has a Close button. @default true */
  closeButton?: boolean;
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
  /** Which side of the trigger the panel opens on. @default 'bottom' */
  side?: 'bottom' | 'top';
  /** Which edge of the trigger the panel lines up with. @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** Classes for the panel. @default undefined */
  className?: string;
  /** The panel's content; rendered only while open (it may be a lazy component). */
  children?: React.ReactNode;
}

/**
 * A panel that drops from its trigger (mini cart, customer menu, service menu): the
 * trigger opens and closes it, opening it closes the other dropdowns, and it closes on
 * mouse leave after a delay, on a click outside and on Escape (SPEC.md §4 "Dropdown
 * dialog"). On opening, focus moves to the panel; on closing, it returns to the trigger
 * unless the user went elsewhere.
 *
 * The panel is a Radix dismissable layer, so layers opened from inside it (a
 * `ConfirmDialog`, an `Alert`) stack on top of it: pressing or pressing Escape in them
 * does not close the dropdown. It is placed under (or above) the trigger with CSS,
 * inside the trigger's stacking context (a sticky header's dropdown stays above the page).
 *
 * **When to use**: a small panel opened from the header (mini cart, customer menu, store switcher)
 * that holds links or a short form and closes when the shopper moves on. For a task that needs full
 * attention use `Modal`.
 *
 * **Accessibility**: the WAI-ARIA Disclosure pattern for the trigger (`aria-expanded`,
 * `aria-controls`) with a non-modal dialog panel. Keyboard: `Enter` or `Space` on the trigger opens
 * the panel and moves focus into it; `Tab` moves through it; `Escape` closes it and returns focus to
 * the trigger; opening another dropdown closes this one.
 */
export function DropdownDialog({
  trigger,
  title,
  'aria-label': ariaLabel,
  closeButton = true,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeOnMouseLeave = true,
  mouseLeaveDelay = DROPDOWN_MOUSE_LEAVE_DELAY,
  closeOnOutsideClick = true,
  side = 'bottom',
  align = 'end',
  className,
  children,
}: DropdownDialogProps) {
  const registry = React.useContext(DropdownRegistryContext);
  const id = React.useId();
  const panelId = `${id}-panel`;
  const triggerRef = React.useRef<HTMLElement>(null);
  const timer = useTimeout();
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const changeOpen = (next: boolean) => {
    timer.clear();
    if (next !== open) setOpen(next);
  };
  const close = () => changeOpen(false);

  React.useEffect(() => {
    if (!open) return;
    registry.opened(id, () => setOpen(false));
    return () => registry.closed(id);
  }, [open, registry, id, setOpen]);

  return (
    <div
      data-slot="dropdown-dialog-root"
      data-state={open ? 'open' : 'closed'}
      // As tall as the trigger even in a stretching flex row: the panel hangs from its bottom edge.
      className="relative inline-flex h-fit"
      onPointerEnter={() => {
        timer.clear();
        loadPanel();
      }}
      onPointerLeave={(event) => {
        // Touch screens send pointerleave after every tap: only a mouse "leaves".
        if (open && closeOnMouseLeave && event.pointerType === 'mouse') timer.start(() => setOpen(false), mouseLeaveDelay);
      }}
    >
      <Slot
        ref={triggerRef}
        data-slot="dropdown-dialog-trigger"
        {...lazyPanelTriggerState(open, panelId)}
        onFocus={loadPanel}
        onClick={(event: React.MouseEvent) => {
          if (!event.defaultPrevented) changeOpen(!open);
        }}
      >
        {trigger}
      </Slot>
      {open ? (
        <React.Suspense fallback={null}>
          <CloseContext.Provider value={close}>
            <DropdownDialogPanel
              id={panelId}
              triggerRef={triggerRef}
              title={title}
              aria-label={ariaLabel}
              closeButton={closeButton}
              closeOnOutsideClick={closeOnOutsideClick}
              side={side}
              align={align}
              onDismiss={close}
              className={className}
            >
              {children}
            </DropdownDialogPanel>
          </CloseContext.Provider>
        </React.Suspense>
      ) : null}
    </div>
  );
}

export type DropdownDialogCloseProps = React.ComponentProps<'button'> & {
  /** Render the child element (your own button) instead of a `<button>`. @default false */
  asChild?: boolean;
};

/** Closes the dropdown it is in (use `asChild` around your own button). */
export function DropdownDialogClose({ asChild = false, onClick, type, ...props }: DropdownDialogCloseProps) {
  const close = React.useContext(CloseContext);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="dropdown-dialog-action-close"
      {...(asChild ? {} : { type: type ?? 'button' })}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) close?.();
      }}
      {...props}
    />
  );
}
