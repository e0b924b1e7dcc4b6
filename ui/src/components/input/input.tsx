import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { textFieldBox, textFieldSizes, textFieldStates } from '../../lib/text-field-look';

export const inputVariants = cva(
  `block w-full min-w-0 ${textFieldBox} px-3 text-neutral-900 transition-colors duration-fast placeholder:text-neutral-500 ${textFieldStates} read-only:bg-neutral-50`,
  {
    variants: { size: textFieldSizes },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & {
    /** The height and text size; match it to the buttons beside the field. @default 'md' */
    size?: VariantProps<typeof inputVariants>['size'];
    /**
     * Strips leading and trailing whitespace while the shopper types, on key up and on
     * paste (SPEC.md §5 "Trimming"; the email field uses it). Only for values where
     * spaces at the ends never matter: a trailing space cannot be typed.
     * @default false
     */
    trim?: boolean;
  };

/**
 * What a required e-mail address field sets on `Input` (spread it first, then the field's own
 * props): the e-mail keyboard and autofill, trimming (SPEC.md §5 "Trimming") and `aria-required`.
 */
export const requiredEmailInput = { type: 'email', autoComplete: 'email', trim: true, 'aria-required': true } as const satisfies InputProps;

/** Writes a value the way a person's edit would, so React and form libraries see it. */
function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Trims an input's value in place if it has whitespace at either end. */
export function trimInputValue(input: HTMLInputElement): void {
  const trimmed = input.value.trim();
  if (trimmed !== input.value) setNativeValue(input, trimmed);
}

/**
 * The kit's text input: a native `<input>` (works in forms without JavaScript), with optional trimming.
 *
 * **When to use**: one line of text (name, email, postcode, search). Wrap it in `FormField` for a
 * label and error; use `Textarea` for several lines and `Select` for a fixed list.
 *
 * **Accessibility**: a native `<input>`, no ARIA pattern needed. It needs a label (`FormLabel` or
 * `<label htmlFor>`); `aria-invalid` shows the error state. Keyboard: the browser's own (`Tab` to it,
 * typing, `Enter` submits its form).
 */
export function Input({
  className,
  size,
  type = 'text',
  trim = false,
  onChange,
  onKeyUp,
  onPaste,
  ...props
}: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      onChange={(event) => {
        if (trim) {
          const trimmed = event.target.value.trim();
          if (trimmed !== event.target.value) event.target.value = trimmed;
        }
        onChange?.(event);
      }}
      onKeyUp={(event) => {
        onKeyUp?.(event);
        if (trim) trimInputValue(event.currentTarget);
      }}
      onPaste={(event) => {
        onPaste?.(event);
        if (!trim) return;
        const input = event.currentTarget;
        // The pasted text lands after the paste event; trim once it is in.
        setTimeout(() => trimInputValue(input), 0);
      }}
      {...props}
    />
  );
}
