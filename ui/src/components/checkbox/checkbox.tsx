import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & AsChildProps;

/**
 * The kit's checkbox on Radix Checkbox: `data-state` is `checked`, `unchecked` or
 * `indeterminate`; inside a `<form>` it submits `name=value` like a native one.
 * Pair it with a `<label htmlFor>` or `FormLabel`.
 *
 * **When to use**: an on/off choice that takes effect when the form is sent (subscribe to the
 * newsletter, remember me), or one of several independent choices. For an immediate switch of a
 * setting prefer a button; for one of several exclusive options use a `Select`.
 *
 * **Accessibility**: the WAI-ARIA Checkbox pattern (`role="checkbox"`, `aria-checked` true, false or
 * mixed). Keyboard: `Tab` focuses it and `Space` toggles it. Give it a visible label (`FormLabel`
 * or `<label htmlFor>`); `aria-invalid` marks an error.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded-sm border border-neutral-500 bg-white text-white transition-colors duration-fast hover:border-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:border-neutral-300 disabled:bg-neutral-100 aria-invalid:border-danger-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=indeterminate]:border-brand-700 data-[state=indeterminate]:bg-brand-700 data-[disabled]:data-[state=checked]:bg-neutral-400 data-[disabled]:data-[state=checked]:border-neutral-400',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group flex items-center justify-center">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-[14px] fill-none stroke-current stroke-[2.5]">
          {props.checked === 'indeterminate' ? (
            <path d="M3.5 8h9" strokeLinecap="round" />
          ) : (
            <path d="m3 8.5 3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
          )}
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
