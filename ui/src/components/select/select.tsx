import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { textFieldBox, textFieldSizes, textFieldStates } from '../../lib/text-field-look';

export const selectVariants = cva(
  `block w-full min-w-0 cursor-pointer appearance-none ${textFieldBox} ps-3 pe-10 text-neutral-900 transition-colors duration-fast ${textFieldStates}`,
  {
    variants: { size: textFieldSizes },
    defaultVariants: { size: 'md' },
  },
);

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<React.ComponentProps<'select'>, 'size'> & {
    /** The height and text size; match it to the inputs and buttons beside it. @default 'md' */
    size?: VariantProps<typeof selectVariants>['size'];
    /** Options to render; `<option>` children may be given instead (or as well, after these). @default [] */
    options?: readonly SelectOption[];
    /**
     * Text of a first option with an empty value ("-- Please Select --"). On a `required`
     * select the browser treats it as "nothing chosen", as HTML's placeholder option rule says.
     * @default undefined
     */
    placeholder?: string;
    /** Classes for the wrapper that positions the chevron. @default undefined */
    wrapperClassName?: string;
  };

/**
 * The kit's select: a styled native `<select>`, so it submits with plain HTML forms,
 * works before (or without) JavaScript and brings the platform's own picker on phones.
 *
 * **When to use**: one choice from a list the store defines (country, region, sort order). For an on/off
 * choice use `Checkbox`; for free text, `Input`.
 *
 * **Accessibility**: a native `<select>`, no ARIA pattern needed; it needs a label; `aria-invalid`
 * shows an error. Keyboard: the browser's own: `Tab` to it, then arrows or typing choose an option
 * (most browsers also open the list with `Alt+ArrowDown`).
 */
export function Select({
  className,
  wrapperClassName,
  size,
  options = [],
  placeholder,
  children,
  ...props
}: SelectProps) {
  return (
    <div data-slot="select-wrapper" className={cn('relative w-full', wrapperClassName)}>
      <select data-slot="select" data-size={size ?? 'md'} className={cn(selectVariants({ size }), className)} {...props}>
        {placeholder !== undefined && (
          <option value="">{placeholder}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <svg
        data-slot="select-icon"
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 fill-none stroke-neutral-700 stroke-2"
      >
        <path d="m5 8 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
