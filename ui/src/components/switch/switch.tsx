import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { joinIds } from '../../lib/slot';

export type SwitchProps = Omit<React.ComponentProps<typeof SwitchPrimitive.Root>, 'asChild' | 'children'> & {
  /** The visible label beside the switch, which names it ("Enable Product", "Visible on Storefront"); a click on it toggles the switch. */
  label: React.ReactNode;
  /** A line of help under the label, read with the switch (before any help or error a `FormControl` adds). @default undefined */
  description?: React.ReactNode;
  /** Classes for the switch's box (label and description around the control). @default undefined */
  className?: string;
};

/**
 * An on/off switch with its label (and optional description) on Radix Switch: `data-state` is
 * `checked` or `unchecked`; inside a `<form>` it submits `name=value` (`on` by default) while on.
 * Controlled (`checked` + `onCheckedChange`) or not (`defaultChecked`). In a react-hook-form form,
 * wrap it in `FormControl` as a `Checkbox` is (its id, `aria-describedby` and `aria-invalid` go
 * onto the switch itself) and put `FormMessage` under it.
 *
 * **When to use**: a setting that is on or off, as the back office's "Enable Product" or "Visible on
 * Storefront": its label names the setting, not an action. For a choice that only counts once a form
 * is sent and reads as a yes/no question ("Sign Up for Newsletter"), a `Checkbox` is what shoppers
 * expect; for an action use a `Button`.
 *
 * **Accessibility**: the WAI-ARIA Switch pattern (`role="switch"`, `aria-checked`), named by its
 * `<label>` and described by `description`. The state shows by the thumb's side as well as the
 * colour, and the track reaches 3:1 against the page in both themes. Keyboard: `Tab` focuses it,
 * `Space` or `Enter` toggles it; a disabled switch is skipped.
 */
export function Switch({ label, description, className, id: idProp, 'aria-describedby': ariaDescribedBy, ...props }: SwitchProps) {
  const ownId = useId();
  const id = idProp ?? `${ownId}-switch`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div
      data-slot="switch-field"
      data-disabled={props.disabled ? '' : undefined}
      className={cn('group flex items-start gap-3', className)}
    >
      <SwitchPrimitive.Root
        data-slot="switch"
        id={id}
        aria-describedby={joinIds(descriptionId, ariaDescribedBy)}
        className="peer relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-neutral-500 transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-300 aria-invalid:border-danger-600 data-[state=checked]:bg-brand-700 data-[disabled]:data-[state=checked]:bg-neutral-400 motion-reduce:transition-none"
        {...props}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform duration-fast data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5 motion-reduce:transition-none"
        />
      </SwitchPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-0.5 pt-px">
        <label
          data-slot="switch-label"
          htmlFor={id}
          className="cursor-pointer text-base text-neutral-900 group-data-[disabled]:cursor-not-allowed group-data-[disabled]:text-neutral-600"
        >
          {label}
        </label>
        {description ? (
          <p data-slot="switch-description" id={descriptionId} className="text-sm text-neutral-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
