/**
 * `@shop/ui/tokens`: the design tokens as values, for what cannot read the stylesheet's custom
 * properties — an e-mail's inline styles. `tailwind.config.ts` builds the stylesheet's tokens from
 * the same values; `contrastRatio` checks a text/surface pair against WCAG AA.
 */
export { colors, fontFamily, type Palette } from './values';
export { contrastRatio } from '../lib/contrast';
