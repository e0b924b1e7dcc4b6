import { useRef, type RefObject } from 'react';
import { useFocusAfterSubmit } from '@shop/ui/hooks';

/**
 * For a form that shows its answer in a message area: the form's ref, with focus placed when its
 * request ends by the kit's rule (`useFocusAfterSubmit`: the first invalid field first), then on
 * the element marked `data-slot={slot}` while `hasMessage`, else back where it was.
 */
export function useFocusMessageAfterSubmit({
  submitting,
  slot = 'form-message-area',
  hasMessage = true,
}: {
  /** Whether the form's request runs. */
  submitting: boolean;
  /** The message area's `data-slot`. @default 'form-message-area' (the kit's FormMessageArea) */
  slot?: string;
  /** Whether there is a message to go to. @default true */
  hasMessage?: boolean;
}): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusAfterSubmit({
    formRef,
    submitting,
    target: (form) => (hasMessage ? form.querySelector<HTMLElement>(`[data-slot="${slot}"]`) : null),
  });
  return formRef;
}
