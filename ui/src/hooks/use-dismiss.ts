import { useEffect, useRef, type RefObject } from 'react';

export interface UseDismissOptions {
  /** Whether the popup is open; nothing is listened to while it is closed. */
  open: boolean;
  /** Called on a pointer press outside `rootRef` or on Escape. */
  onDismiss: () => void;
  /** The element (trigger and popup) inside which presses do not dismiss. */
  rootRef: RefObject<HTMLElement | null>;
  /** Focus returns here after Escape, so keyboard users are not left on a removed element. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Closes a non-modal popup (a header menu, a sticky widget) on an outside press or Escape. */
export function useDismiss({ open, onDismiss, rootRef, returnFocusRef }: UseDismissOptions): void {
  // The latest callback, so an inline arrow does not re-subscribe the listeners on every render.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    const onDismiss = () => dismissRef.current();
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocusRef?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, returnFocusRef]);
}
