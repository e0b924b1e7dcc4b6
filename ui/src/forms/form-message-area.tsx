import type * as React from 'react';
import { cn } from '../lib/cn';

/** A message about the whole form, e.g. the server's answer to a submission. */
export interface FormStatusMessage {
  /** Styles the message as a failure or as a success. */
  type: 'error' | 'success';
  /** The text, shown as given (translate it before passing it in). */
  text: string;
}

/** What a form takes for its message area. */
export interface FormMessageProps {
  /**
   * The message area above the fields (`role="alert"`), e.g. the server's answer. Pass
   * `null` for an empty area; without the prop there is no message area.
   * @default undefined
   */
  message?: FormStatusMessage | null;
  /** Called when the shopper clicks the message area, which should then be cleared. @default undefined */
  onMessageClear?: () => void;
}

export type FormMessageAreaProps = Omit<React.ComponentProps<'div'>, 'children' | 'role'> & {
  /** The message to show; `null` leaves the area empty (and hidden). */
  message: FormStatusMessage | null;
  /** Called when the shopper clicks the area: a click clears its message (SPEC.md §2). @default undefined */
  onClear?: () => void;
};

/**
 * The message area of a form (SPEC.md §2 "message area"): error and success messages above
 * the fields. It stays in the page while empty, so the live region exists before its first
 * message arrives and screen readers announce that message. It can take focus from script
 * (not from Tab), so a form can leave the shopper on the answer once its request ended; it
 * is no control, so it draws no focus ring: its coloured box marks the place.
 */
export function FormMessageArea({ message, onClear, onClick, className, ...props }: FormMessageAreaProps) {
  return (
    <div
      data-slot="form-message-area"
      data-type={message?.type}
      role="alert"
      tabIndex={-1}
      onClick={(event) => {
        onClick?.(event);
        onClear?.();
      }}
      className={cn(
        'rounded-md px-4 py-3 text-sm outline-none empty:hidden',
        message?.type === 'error' && 'bg-danger-50 text-danger-700',
        message?.type === 'success' && 'bg-success-50 text-success-700',
        className,
      )}
      {...props}
    >
      {message?.text}
    </div>
  );
}
