import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import type { AsChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';

/** Distance between the element and its tooltip, in px (SPEC.md §9 "Tooltip offset 15 px below"). */
export const TOOLTIP_OFFSET = 15;
/** How long the pointer rests on the element before the tooltip opens, in ms (SPEC.md §9). */
export const TOOLTIP_DELAY = 300;
/** How far a tooltip is kept from the window's edges when it has to shift, in px (SPEC.md §9 "step 20 px"). */
export const TOOLTIP_STEP = 20;

export type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root> & {
  /** How long the pointer rests on the trigger before the tooltip opens, in ms (SPEC.md §9). @default 300 */
  delayDuration?: number;
};

/**
 * One tooltip: open or closed. Opens 300 ms after the pointer rests on its trigger, at
 * once on keyboard focus; Escape closes it. Compose with `TooltipTrigger` and `TooltipContent`.
 *
 * **When to use**: a short hint about a control or an icon (what a field means). Never for content the
 * shopper needs to complete a task, and never on an element that is not focusable.
 *
 * **Accessibility**: the WAI-ARIA Tooltip pattern: the bubble has `role="tooltip"` and describes its
 * trigger. It opens on hover after 300 ms and at once on keyboard focus, stays while hovered (WCAG
 * 1.4.13), and `Escape` closes it. Keyboard: `Tab` to the trigger shows it, `Escape` hides it.
 */
export function Tooltip({ delayDuration = TOOLTIP_DELAY, ...props }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root delayDuration={delayDuration} {...props} />
    </TooltipPrimitive.Provider>
  );
}

/** The element the tooltip explains (use `asChild` to keep your own focusable element). */
export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger> & AsChildProps) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

type RadixTooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

export type TooltipContentProps = RadixTooltipContentProps &
  AsChildProps & {
    /** The side of the trigger the bubble prefers; it flips when there is no room. @default 'bottom' */
    side?: RadixTooltipContentProps['side'];
    /** Distance from the trigger, in px (SPEC.md §9). @default 15 */
    sideOffset?: number;
    /** How far the bubble keeps from the window's edges when it has to shift, in px (SPEC.md §9). @default 20 */
    collisionPadding?: RadixTooltipContentProps['collisionPadding'];
  };

/** The tooltip bubble, in a portal. By default 15 px below its trigger. */
export function TooltipContent({
  className,
  side = 'bottom',
  sideOffset = TOOLTIP_OFFSET,
  collisionPadding = TOOLTIP_STEP,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        side={side}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-tooltip max-w-xs rounded-md bg-neutral-900 px-3 py-2 text-sm text-white shadow-md transition-opacity duration-fast starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow data-slot="tooltip-arrow" width={12} height={6} className="fill-neutral-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
