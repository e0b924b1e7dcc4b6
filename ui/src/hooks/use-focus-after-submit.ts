import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface UseFocusAfterSubmitOptions {
  /** The form whose request is watched. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Whether the form's request runs; its submit button (and maybe its fields) are disabled meanwhile. */
  submitting: boolean;
  /**
   * Where focus goes when the request has ended and no field is invalid, e.g. the password
   * after a refused sign-in, or the message area with the answer. When it returns nothing
   * (or an element that cannot take focus), focus goes back to the control of the form that
   * had it last, usually the submit button.
   * @default undefined
   */
  target?: (form: HTMLFormElement) => HTMLElement | null | undefined;
}

/** The first control the rules marked invalid, which the shopper has to correct. */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
}

/**
 * Keeps the shopper's place in a form that disables its controls while it is sent. Many
 * browsers (Chromium 150 among them, following HTML's focus fixup rule) blur a control
 * that becomes disabled, which leaves focus on the page body: a keyboard or screen-reader
 * user would lose their place. When the request ends, focus moves on purpose, in this
 * order, to the first invalid field, to `target`, or back to the control that had focus
 * in the form. Focus the shopper moved out of the form meanwhile is left where it is; focus
 * a focus trap parked on the form's container (a dialog) counts as lost.
 */
export function useFocusAfterSubmit({ formRef, submitting, target }: UseFocusAfterSubmitOptions): void {
  const lastFocused = useRef<HTMLElement | null>(null);
  const targetRef = useRef(target);
  const wasSubmitting = useRef(submitting);

  useLayoutEffect(() => {
    targetRef.current = target;
  });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    form.addEventListener('focusin', onFocusIn);
    return () => form.removeEventListener('focusin', onFocusIn);
  }, [formRef]);

  // A layout effect: focus is placed in the commit that ends the request, before observers
  // of that commit's DOM changes (a dialog's focus trap) see the page body focused.
  useLayoutEffect(() => {
    const ended = wasSubmitting.current && !submitting;
    wasSubmitting.current = submitting;
    const form = formRef.current;
    if (!ended || !form) return;
    const { activeElement } = form.ownerDocument;
    const placeLost = !activeElement || activeElement === form.ownerDocument.body || activeElement.contains(form);
    if (!placeLost && !form.contains(activeElement)) return;
    const candidates = [firstInvalidControl(form), targetRef.current?.(form), lastFocused.current];
    for (const candidate of candidates) {
      if (!candidate?.isConnected || !form.contains(candidate)) continue;
      candidate.focus();
      if (form.ownerDocument.activeElement === candidate) return;
    }
  }, [formRef, submitting]);
}

/**
 * Makes any browser behave as Chromium 150 does when the focused control is disabled: the
 * control loses focus and the page body gets it. For the tests and stories of forms that
 * disable controls while they are sent. Returns the function that stops it.
 */
export function emulateBlurOnDisable(root: Node = document): () => void {
  const ownerDocument = root.ownerDocument ?? (root as Document);
  const observer = new MutationObserver(() => {
    const active = ownerDocument.activeElement;
    if (!(active instanceof HTMLElement) || !active.matches(':disabled')) return;
    active.blur();
    if (ownerDocument.activeElement !== active) return;
    // jsdom's blur() ignores a disabled control: pass focus through a throwaway element instead.
    const sink = ownerDocument.createElement('span');
    sink.tabIndex = -1;
    ownerDocument.body.append(sink);
    sink.focus({ preventScroll: true });
    sink.remove();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}
