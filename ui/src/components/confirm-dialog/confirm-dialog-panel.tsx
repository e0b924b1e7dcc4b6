import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button/button';
import { modalContentVariants, modalOverlayVariants } from '../modal/modal';

/** The open question of `ConfirmDialog`, loaded on interaction. */
export interface ConfirmDialogPanelProps {
  id: string;
  /** The element that opened the question: focus returns to it when the question closes. */
  triggerRef: React.RefObject<HTMLElement | null>;
  content: React.ReactNode;
  title: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant: ButtonProps['variant'];
  /** The shopper pressed the confirming button (the dialog then closes). */
  onConfirm: () => void;
  /** The dialog asks to close: the cancel button, Escape or after confirming. */
  onOpenChange: (open: boolean) => void;
  className: string | undefined;
}

/**
 * A Radix AlertDialog, always open while rendered: the owner renders it only while the
 * question is asked. The owner draws the trigger, so Radix does not know it: focus is given
 * back to it here, as Radix does for a trigger of its own.
 */
export function ConfirmDialogPanel({
  id,
  triggerRef,
  content,
  title,
  confirmLabel,
  cancelLabel,
  confirmVariant,
  onConfirm,
  onOpenChange,
  className,
}: ConfirmDialogPanelProps) {
  return (
    <AlertDialogPrimitive.Root open onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className={modalOverlayVariants()} />
        <AlertDialogPrimitive.Content
          id={id}
          data-slot="confirm-dialog"
          className={cn(modalContentVariants({ layout: 'popup' }), 'max-w-md gap-6 p-6', className)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
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
              <Button data-slot="confirm-dialog-confirm" variant={confirmVariant} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
