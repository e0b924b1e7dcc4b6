import { Slot } from '../../lib/slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../hooks/use-hydrated';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-100',
        outline: 'border border-neutral-500 bg-white text-neutral-900 hover:bg-neutral-50',
        ghost: 'text-neutral-900 hover:bg-neutral-100',
        danger: 'bg-danger-600 text-white hover:bg-danger-700',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-base',
        lg: 'h-12 px-6 text-lg',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export type ButtonProps = React.ComponentProps<'button'> &
  AsChildProps & {
    /**
     * The style: `primary` for the one main action of a view, `secondary` and `outline` for the
     * others, `ghost` for quiet actions in toolbars, `danger` for destructive ones, `link` for an
     * action that reads as text.
     * @default 'primary'
     */
    variant?: ButtonVariants['variant'];
    /** The height and padding: `sm`, `md`, `lg`, or `icon` for a square button holding only an icon (give it an `aria-label`). @default 'md' */
    size?: ButtonVariants['size'];
    /** Shows a spinner, sets `aria-busy` and disables the button while work runs. @default false */
    loading?: boolean;
    /**
     * For a submit button whose form works without JavaScript (it has an `action` the server
     * answers): pressable before the page hydrates. Without it a submit button stays disabled
     * until React has attached the form's handlers, because a press before would post the form
     * natively, a GET carrying every field (a password too) in the address.
     * @default false
     */
    nativeSubmit?: boolean;
  };

/**
 * The kit's button: primary, secondary, outline, ghost, danger and link styles in three sizes.
 *
 * **When to use**: any action on the page (add to cart, submit, open a dialog). For going to another
 * address use a link: `asChild` around an `<a>` gives it the button's look and keeps it a link.
 * One `primary` button per view; `danger` for actions that remove something.
 *
 * **Accessibility**: the WAI-ARIA Button pattern on a native `<button>` (`type="button"` unless
 * given). Keyboard: `Tab` focuses it, `Enter` and `Space` press it. A disabled or loading button
 * leaves the tab order; loading also sets `aria-busy`. An `icon` button needs an `aria-label`.
 * A server-rendered submit button is disabled until the page hydrates (see `nativeSubmit`).
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  nativeSubmit = false,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const hydrated = useHydrated();
  const waitingForHydration = type === 'submit' && !nativeSubmit && !hydrated;
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading || waitingForHydration}
      aria-busy={loading || undefined}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    >
      {loading && !asChild ? (
        <>
          <span
            data-slot="button-spinner"
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
          {children}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}
