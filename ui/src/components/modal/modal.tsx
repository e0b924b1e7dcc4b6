import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { createContext, useContext } from 'react';
import type * as React from 'react';
import { t } from '../../i18n';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';
import { useControllableState } from '../../hooks/use-controllable-state';

/** How much further from the left each stacked slide panel starts, in px (SPEC.md §9; token `modal-stack`). */
export const MODAL_STACK_OFFSET = 45;

export type ModalLayout = 'slide' | 'popup' | 'custom';

export const modalOverlayVariants = cva(
  'fixed inset-0 z-modal bg-scrim/60 transition-opacity duration-fade starting:opacity-0',
);

export const modalContentVariants = cva(
  'fixed z-modal flex flex-col bg-white text-neutral-900 shadow-lg outline-none',
  {
    variants: {
      layout: {
        // A panel from the end side (the right; the left in RTL); on a phone it leaves one
        // stack step of page visible.
        slide:
          'inset-y-0 end-0 start-modal-stack transition-transform duration-slow ease-out starting:translate-x-full rtl:starting:-translate-x-full md:start-[max(45px,calc(100%-40rem))]',
        popup:
          'top-1/2 left-1/2 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg transition-[opacity,scale] duration-fade starting:scale-95 starting:opacity-0',
        // Content that brings its own layout (e.g. a payment frame): the whole screen on a
        // phone, a large sheet on wider screens.
        custom:
          'inset-0 transition-opacity duration-fade starting:opacity-0 md:inset-8 md:rounded-lg lg:inset-x-16',
      },
    },
    defaultVariants: { layout: 'popup' },
  },
);

/** How many slide panels are open beneath the current one. */
const ModalStackContext = createContext(0);

/** The Radix Dialog root: `open`, `defaultOpen`, `onOpenChange`. Renders no element. */
export const ModalRoot = DialogPrimitive.Root;

/** The element that opens the modal (use `asChild` to keep your own button). */
export function ModalTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger> & AsChildProps) {
  return <DialogPrimitive.Trigger data-slot="modal-trigger" {...props} />;
}

/** Closes the modal when pressed (use `asChild` to make one of your buttons close it). */
export function ModalClose(props: React.ComponentProps<typeof DialogPrimitive.Close> & AsChildProps) {
  return <DialogPrimitive.Close data-slot="modal-action-close" {...props} />;
}

export type ModalContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  AsChildProps & {
    /**
     * `popup`: a centred box for a short task; `slide`: a full-height panel from the right for
     * longer content (stacks when nested); `custom`: most of the screen, for content that brings
     * its own layout (e.g. a payment frame).
     * @default 'popup'
     */
    layout?: VariantProps<typeof modalContentVariants>['layout'];
    /**
     * Position among stacked slide panels (0 = the first). Worked out from nesting when
     * a slide modal is rendered inside another one's content.
     * @default the number of slide modals this one is nested in
     */
    stackLevel?: number;
    /** Classes for the backdrop. @default undefined */
    overlayClassName?: string;
  };

/**
 * The dialog box with its backdrop, in a portal. Focus is trapped inside while open and
 * returns to the trigger on close; the page behind does not scroll (Radix Dialog).
 */
export function ModalContent({
  className,
  overlayClassName,
  layout,
  stackLevel,
  style,
  children,
  ...props
}: ModalContentProps) {
  const parentLevel = useContext(ModalStackContext);
  const resolvedLayout = layout ?? 'popup';
  const level = stackLevel ?? parentLevel;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="modal-overlay" className={cn(modalOverlayVariants(), overlayClassName)} />
      <DialogPrimitive.Content
        data-slot="modal"
        data-layout={resolvedLayout}
        data-stack-level={resolvedLayout === 'slide' ? level : undefined}
        className={cn(modalContentVariants({ layout: resolvedLayout }), className)}
        style={resolvedLayout === 'slide' && level > 0 ? { marginLeft: level * MODAL_STACK_OFFSET, ...style } : style}
        {...props}
      >
        <ModalStackContext.Provider value={resolvedLayout === 'slide' ? level + 1 : parentLevel}>
          {children}
        </ModalStackContext.Provider>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title row: title, optional subtitle and the close button. */
export function ModalHeader({ className, children, ...props }: React.ComponentProps<'header'>) {
  return (
    <header
      data-slot="modal-header"
      className={cn('flex shrink-0 items-start gap-4 border-b border-neutral-200 py-4 ps-6 pe-4', className)}
      {...props}
    >
      <div className="min-w-0 flex-1 pt-1">{children}</div>
      <DialogPrimitive.Close
        data-slot="modal-close"
        aria-label={t('Close')}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-neutral-700 transition-colors duration-fast hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-none stroke-current stroke-2">
          <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
        </svg>
      </DialogPrimitive.Close>
    </header>
  );
}

/** The modal's name, read out when it opens. */
export function ModalTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title> & AsChildProps) {
  return (
    <DialogPrimitive.Title
      data-slot="modal-title"
      className={cn('text-xl font-bold text-neutral-900', className)}
      {...props}
    />
  );
}

/** A line under the title; it describes the dialog to assistive technology. */
export function ModalSubtitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & AsChildProps) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-subtitle"
      className={cn('mt-1 text-sm text-neutral-600', className)}
      {...props}
    />
  );
}

/** The scrolling content area. */
export function ModalBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="modal-content" className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)} {...props} />;
}

/** The row of action buttons; stacked full-width on a phone, right-aligned from `sm` up. */
export function ModalFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer
      data-slot="modal-footer"
      className={cn(
        'flex shrink-0 flex-col-reverse gap-3 border-t border-neutral-200 px-6 py-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export interface ModalAction {
  /** The button text. */
  label: string;
  /** Runs on click with a `close` function; without one the button just closes the modal. */
  onClick?: (close: () => void, event: React.MouseEvent<HTMLButtonElement>) => void;
  /** The button style. @default 'primary' for the last action, 'outline' for the others */
  variant?: ButtonProps['variant'];
  /** @default false */
  disabled?: boolean;
  /** Shows the button's busy state. @default false */
  loading?: boolean;
}

export interface ModalProps {
  /** Slide panel from the right, centred popup, or a large custom sheet. @default 'popup' */
  layout?: ModalLayout;
  /** Heading of the modal; also its accessible name. */
  title: React.ReactNode;
  /** A line under the title, read as the dialog's description. @default undefined */
  subtitle?: React.ReactNode;
  /** Buttons in the footer, left to right. No footer when empty. @default [] */
  actions?: readonly ModalAction[];
  /** An element that opens the modal (a `Button`, say). @default undefined */
  trigger?: React.ReactElement;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, backdrop, close button, actions). */
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on open; call `event.preventDefault()` and focus your own field. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Position among stacked slide panels. @default worked out from nesting */
  stackLevel?: number;
  /** Classes for the dialog box. @default undefined */
  className?: string;
  /** Classes for the content area. @default undefined */
  bodyClassName?: string;
  /** The content. */
  children?: React.ReactNode;
}

/**
 * The kit's modal in three layouts — slide, popup, custom — with a header (title,
 * subtitle, close button), content and a footer of actions (SPEC.md §2 "Modal layouts").
 *
 * **When to use**: a task or content that needs the shopper's full attention and should not leave
 * the page (a quick view, an address form, terms to accept): `popup` for short tasks, `slide` for
 * longer content, `custom` for content with its own layout. For a yes/no question use `ConfirmDialog`.
 *
 * **Accessibility**: the WAI-ARIA Dialog (Modal) pattern: `role="dialog"` with `aria-modal`, named by
 * its title and described by its subtitle; the page behind is inert. Keyboard: focus moves into the
 * dialog on open; `Tab`/`Shift+Tab` cycle inside it; `Escape` or the close button closes it; focus
 * returns to the trigger.
 */
export function Modal({
  layout = 'popup',
  title,
  subtitle,
  actions = [],
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onOpenAutoFocus,
  stackLevel,
  className,
  bodyClassName,
  children,
}: ModalProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const close = () => setOpen(false);
  return (
    <ModalRoot open={open} onOpenChange={setOpen}>
      {trigger && <ModalTrigger asChild>{trigger}</ModalTrigger>}
      <ModalContent
        layout={layout}
        stackLevel={stackLevel}
        className={className}
        onOpenAutoFocus={onOpenAutoFocus}
        // Without a subtitle there is nothing to describe the dialog with.
        {...(subtitle ? {} : { 'aria-describedby': undefined })}
      >
        <ModalHeader>
          <ModalTitle>{title}</ModalTitle>
          {subtitle && <ModalSubtitle>{subtitle}</ModalSubtitle>}
        </ModalHeader>
        <ModalBody className={bodyClassName}>{children}</ModalBody>
        {actions.length > 0 && (
          <ModalFooter>
            {actions.map((action, index) => (
              <Button
                key={action.label}
                data-slot="modal-action"
                variant={action.variant ?? (index === actions.length - 1 ? 'primary' : 'outline')}
                disabled={action.disabled}
                loading={action.loading}
                onClick={(event) => (action.onClick ? action.onClick(close, event) : close())}
              >
                {action.label}
              </Button>
            ))}
          </ModalFooter>
        )}
      </ModalContent>
    </ModalRoot>
  );
}
