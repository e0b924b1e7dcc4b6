import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { modalContentVariants, modalOverlayVariants } from '../modal/modal';

export interface AlertProps {
  /** The message (plain text or elements; sanitize HTML with `sanitizeMessage` first). Without a `title` it is also the dialog's name. */
  content: React.ReactNode;
  /** A heading above the message. @default undefined */
  title?: React.ReactNode;
  /** Text of the one button. @default t('OK') */
  buttonLabel?: string;
  /** Called when the alert is dismissed (button or Escape). */
  onClose?: () => void;
  /** An element that opens the alert. @default undefined */
  trigger?: React.ReactElement;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the alert opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the dialog box. @default undefined */
  className?: string;
}

/**
 * A message with one button that must be acknowledged (Radix AlertDialog), e.g. the mini
 * cart's `error_message` after a failed update (SPEC.md §8).
 *
 * **When to use**: a message the shopper must acknowledge before going on (a failed cart update, a
 * rule that blocked an action). For news that may pass unnoticed use `Messages`; for a yes/no
 * question use `ConfirmDialog`.
 *
 * **Accessibility**: the WAI-ARIA Alert Dialog pattern (`role="alertdialog"`, named by its title,
 * described by its text). Keyboard: focus moves to the OK button on open; `Tab`/`Shift+Tab` stay
 * inside the dialog; `Enter` or `Space` presses OK; `Escape` closes it; focus returns to the element
 * that opened it.
 */
export function Alert({
  content,
  title,
  buttonLabel = t('OK'),
  onClose,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: AlertProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const handleOpenChange = (next: boolean) => {
    if (!next) onClose?.();
    setOpen(next);
  };
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="alert-overlay" className={modalOverlayVariants()} />
        <AlertDialogPrimitive.Content
          data-slot="alert"
          className={cn(modalContentVariants({ layout: 'popup' }), 'max-w-md gap-6 p-6', className)}
          {...(title ? {} : { 'aria-describedby': undefined })}
        >
          {title ? (
            <div data-slot="alert-header">
              <AlertDialogPrimitive.Title data-slot="alert-title" className="text-xl font-bold">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description data-slot="alert-content" className="mt-2 text-base text-neutral-700">
                {content}
              </AlertDialogPrimitive.Description>
            </div>
          ) : (
            <AlertDialogPrimitive.Title data-slot="alert-content" className="text-base text-neutral-900">
              {content}
            </AlertDialogPrimitive.Title>
          )}
          <div data-slot="alert-footer" className="flex flex-col sm:flex-row sm:justify-end">
            {/* Radix focuses the Cancel part on open: the one button is that part. */}
            <AlertDialogPrimitive.Cancel asChild>
              <Button data-slot="alert-button">{buttonLabel}</Button>
            </AlertDialogPrimitive.Cancel>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
