import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { textFieldBox, textFieldStates } from '../../lib/text-field-look';

/**
 * The Input's field look for several lines: the same border, focus ring, invalid and disabled
 * states; the height comes from `rows` (at least `min-h-20`, so a short one still reads as a box).
 */
export const textareaVariants = cva(
  `block min-h-20 w-full min-w-0 ${textFieldBox} px-3 py-2 text-base text-neutral-900 transition-colors duration-fast placeholder:text-neutral-500 ${textFieldStates} read-only:bg-neutral-50`,
);

export type TextareaProps = React.ComponentProps<'textarea'> & {
  /**
   * Visible lines; the field grows with the shopper's resize handle, not by itself.
   * @default 3
   */
  rows?: number;
};

/**
 * The kit's multi-line text field: a native `<textarea>` (works in forms without JavaScript).
 * Inside `FormControl` it receives its id, `aria-invalid` and `aria-describedby` from the field.
 *
 * **When to use**: free text over several lines (a comment, a review, a gift message). One line of
 * text is an `Input`.
 *
 * **Accessibility**: a native `<textarea>`, no ARIA pattern needed; it needs a label; `aria-invalid`
 * shows an error. Keyboard: the browser's own (`Tab` to it; `Enter` starts a new line).
 */
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" rows={rows} className={cn(textareaVariants(), className)} {...props} />;
}
