/**
 * The colour palette and font stacks, as values. They are defined here, inside the kit, so that
 * the published `@shop/ui/tokens` can carry them; `tailwind.config.ts` imports them from here and
 * stays the one place that turns every token into CSS custom properties and utilities.
 */
export const colors = {
  white: '#ffffff',
  black: '#000000',
  transparent: 'transparent',
  current: 'currentColor',
  brand: {
    50: '#eef4ff',
    100: '#dbe7fe',
    200: '#b9cffc',
    300: '#8aadf5',
    500: '#3d6fd6',
    600: '#2757bd',
    700: '#1d4596',
    800: '#173778',
    900: '#112a5c',
  },
  accent: {
    100: '#fff1e0',
    500: '#e07b00',
    700: '#9a4d00',
  },
  neutral: {
    0: '#ffffff',
    50: '#f7f7f8',
    100: '#eeeef1',
    200: '#dcdce2',
    300: '#c4c4cc',
    400: '#8e8e99',
    500: '#6a6a75',
    600: '#52525b',
    700: '#3f3f46',
    800: '#27272a',
    900: '#18181b',
  },
  success: { 50: '#ebf7ef', 600: '#1a7336', 700: '#155d2c' },
  warning: { 50: '#fff8e6', 600: '#8a5300', 700: '#6e4200' },
  danger: { 50: '#fdeceb', 600: '#b42318', 700: '#912018' },
  notice: { 50: '#eef4ff', 600: '#1d4596', 700: '#173778' },
  focus: '#1d4596',
  /** The scrim behind modal overlays (used at 50-60 % opacity); stays dark in the dark theme. */
  scrim: '#18181b',
} as const;

/** A colour palette with the shape of `colors`: every token, one value each. */
export type Palette = { readonly [K in keyof typeof colors]: (typeof colors)[K] extends string ? string : { readonly [S in keyof (typeof colors)[K]]: string } };

export const fontFamily = {
  sans: ['"DejaVu Sans"', 'Verdana', 'system-ui', 'sans-serif'],
  mono: ['"DejaVu Sans Mono"', 'ui-monospace', 'monospace'],
};
