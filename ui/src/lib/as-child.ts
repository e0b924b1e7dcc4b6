/** The composition prop of the kit's parts that render one element (the kit's `Slot`, `lib/slot.tsx`). */
export interface AsChildProps {
  /**
   * Renders the one child element (e.g. your own `<a>` or `Button`) in place of the part's own
   * element, merging the part's props, behaviour and ARIA attributes into it.
   * @default false
   */
  asChild?: boolean;
}
