/** Right to left (docs/decisions/0017-dark-theme-and-rtl.md): the direction provider an app wraps itself in, and the hook the kit's parts read it with. */
export { DirectionProvider, useDirection, type TextDirection } from '../lib/direction';
