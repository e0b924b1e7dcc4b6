import * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { lazyPanel, lazyPanelTriggerState } from '../../lib/lazy-panel';
import { Slot } from '../../lib/slot';
import type { ButtonProps } from '../button/button';

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
  /** An element (a button) that opens the dialog; hovering or focusing it fetches the dialog. @default undefined */
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

// The dialog (a Radix AlertDialog and what it brings) is loaded on interaction: hovering or
// focusing the trigger fetches it, so the page's first load carries only the trigger.
const { Panel: ConfirmDialogPanel, preload: loadPanel } = lazyPanel(() =>
  import('./confirm-dialog-panel').then((module) => module.ConfirmDialogPanel),
);

/**
 * A yes/no question that must be answered before anything else (Radix AlertDialog):
 * focus starts on the cancel button, Escape cancels, clicking the backdrop does nothing.
 *
 * **When to use**: before an action that cannot be undone or costs the shopper something (remove an
 * item, empty the cart, sign out with a cart). Not for information only: that is `Alert`.
 *
 * **Loading**: only the trigger comes with the page. The dialog is a chunk of its own, fetched when
 * the trigger is hovered or focused; the first press opens it as soon as the chunk is there. Give
 * the question a `trigger` rather than opening it from a button of your own, so that it is fetched
 * early and focus goes back to that button. Opened without a trigger (`open` or `defaultOpen`), it
 * is fetched when it opens, and the opener returns focus itself.
 *
 * **Accessibility**: the WAI-ARIA Alert Dialog pattern (`role="alertdialog"`, named by its title and
 * described by its question). Keyboard: focus starts on Cancel, the safe choice; `Tab`/`Shift+Tab`
 * move between Cancel and OK and stay inside; `Enter` or `Space` presses the focused one; `Escape`
 * cancels; focus returns to the trigger. Clicking the backdrop does nothing.
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
  const dialogId = `${React.useId()}-dialog`;
  const triggerRef = React.useRef<HTMLElement>(null);
  const confirmed = React.useRef(false);
  const handleOpenChange = (next: boolean) => {
    if (!next && !confirmed.current) onCancel?.();
    confirmed.current = false;
    setOpen(next);
  };
  return (
    <>
      {trigger ? (
        // Radix's AlertDialog.Trigger would bring the dialog into the first load: its ARIA and press are here.
        <Slot
          ref={triggerRef}
          {...lazyPanelTriggerState(open, dialogId)}
          onPointerEnter={loadPanel}
          onFocus={loadPanel}
          onClick={(event: React.MouseEvent) => {
            if (!event.defaultPrevented && !open) handleOpenChange(true);
          }}
        >
          {trigger}
        </Slot>
      ) : null}
      {open ? (
        <React.Suspense fallback={null}>
          <ConfirmDialogPanel
            id={dialogId}
            triggerRef={triggerRef}
            content={content}
            title={title}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            confirmVariant={confirmVariant}
            onConfirm={() => {
              confirmed.current = true;
              onConfirm?.();
            }}
            onOpenChange={handleOpenChange}
            className={className}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
