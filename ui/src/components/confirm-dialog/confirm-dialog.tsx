import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import type * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';
import { modalContentVariants, modalOverlayVariants } from '../modal/modal';

export interface ConfirmDialogProps {
  /** The question. Without a `title` it is also the dialog's name. */
  content: React.ReactNode;
  /** A heading above the question. @default undefined */
  title?: React.ReactNode;
  /** Text of the confirming button. @default t('OK') */
  confirmLabel?: string;
  /** Text of the cancelling button. @default t('Cancel') */
  cancelLabel?: string;
  /** Style of the confirming button; `danger` for destructive questions. @default 'primary' */
  confirmVariant?: ButtonProps['variant'];
  /** Called when the shopper confirms. */
  onConfirm?: () => void;
  /** Called when the shopper declines: the cancel button or Escape. */
  onCancel?: () => void;
  /** An element that opens the dialog. @default undefined */
  trigger?: React.ReactElement;
  /** Controlled open state. @default undefined */
  open?: boolean;
  /** Open state on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Classes for the dialog box. @default undefined */
  className?: string;
}

/**
 * A yes/no question that must be answered before anything else (Radix AlertDialog):
 * focus starts on the cancel button, Escape cancels, clicking the backdrop does nothing.
 *
 * **When to use**: before an action that cannot be undone or costs the shopper something (remove an
 * item, empty the cart, sign out with a cart). Not for information only: that is `Alert`.
 *
 * **Accessibility**: the WAI-ARIA Alert Dialog pattern (`role="alertdialog"`, named by its title and
 * described by its question). Keyboard: focus starts on Cancel, the safe choice; `Tab`/`Shift+Tab`
 * move between Cancel and OK and stay inside; `Enter` or `Space` presses the focused one; `Escape`
 * cancels; focus returns to the element that opened it. Clicking the backdrop does nothing.
 */
export function ConfirmDialog({
  content,
  title,
  confirmLabel = t('OK'),
  cancelLabel = t('Cancel'),
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  className,
}: ConfirmDialogProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const confirmed = useRef(false);
  const handleOpenChange = (next: boolean) => {
    if (!next && !confirmed.current) onCancel?.();
    confirmed.current = false;
    setOpen(next);
  };
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className={modalOverlayVariants()} />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          className={cn(modalContentVariants({ layout: 'popup' }), 'max-w-md gap-6 p-6', className)}
          {...(title ? {} : { 'aria-describedby': undefined })}
        >
          {title ? (
            <div data-slot="confirm-dialog-header">
              <AlertDialogPrimitive.Title data-slot="confirm-dialog-title" className="text-xl font-bold">
                {title}
              </AlertDialogPrimitive.Title>
              <AlertDialogPrimitive.Description
                data-slot="confirm-dialog-content"
                className="mt-2 text-base text-neutral-700"
              >
                {content}
              </AlertDialogPrimitive.Description>
            </div>
          ) : (
            <AlertDialogPrimitive.Title data-slot="confirm-dialog-content" className="text-base text-neutral-900">
              {content}
            </AlertDialogPrimitive.Title>
          )}
          <div
            data-slot="confirm-dialog-footer"
            className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
          >
            <AlertDialogPrimitive.Cancel asChild>
              <Button data-slot="confirm-dialog-cancel" variant="outline">
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action asChild>
              <Button
                data-slot="confirm-dialog-confirm"
                variant={confirmVariant}
                onClick={() => {
                  confirmed.current = true;
                  onConfirm?.();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
