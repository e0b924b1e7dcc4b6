import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const swatchVariants = cva('block shrink-0 rounded-full ring-1 ring-neutral-900/20 ring-inset', {
  variants: {
    size: {
      /** Fills its container (a product page's option button sizes it). */
      fill: 'size-full',
      sm: 'size-5',
      md: 'size-8',
    },
  },
  defaultVariants: { size: 'fill' },
});

export type SwatchProps = Omit<React.ComponentProps<'span'>, 'color'> &
  Omit<VariantProps<typeof swatchVariants>, 'size'> & {
    /** The colour shown (`#rrggbb`). */
    color: string;
    /** `fill` takes its container's size (a product page's option button), `sm` 20 px, `md` 32 px. @default 'fill' */
    size?: VariantProps<typeof swatchVariants>['size'];
  };

/**
 * A colour chip: a colour option on a product page or in "Shop By". Decorative — the option's
 * name is the text of the control around it — so it is hidden from assistive technology; the
 * inset ring keeps a white or pale colour visible on a white page (WCAG 1.4.11).
 *
 * **When to use**: inside a control that names the colour (an option button, a filter link),
 * never alone to carry meaning.
 *
 * **Accessibility**: `aria-hidden`; the surrounding link or button gives the name and the keyboard
 * behaviour. Keyboard: none of its own — it takes no focus.
 */
export function Swatch({ color, size, className, style, ...props }: SwatchProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="swatch"
      data-size={size ?? 'fill'}
      className={cn(swatchVariants({ size }), className)}
      style={{ backgroundColor: color, ...style }}
      {...props}
    />
  );
}
