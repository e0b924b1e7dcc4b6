/*
 * The look the kit's text fields share (Input, Select, Textarea; internal to the kit): one box,
 * the same answer to hover, keyboard focus, disabling and an error, and the one-line fields'
 * heights, which match the buttons beside them. Each field adds its own padding and extras.
 */

/** The field's box: corners, border and background. */
export const textFieldBox = 'rounded-md border border-neutral-500 bg-white';

/** How the box answers hover, keyboard focus, disabling and `aria-invalid`. */
export const textFieldStates =
  'hover:border-neutral-700 focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600';

/** The `size` variants of a one-line field: its height and text size, as the buttons have them. */
export const textFieldSizes = {
  sm: 'h-8 text-sm',
  md: 'h-10 text-base',
  lg: 'h-12 text-lg',
} as const;
