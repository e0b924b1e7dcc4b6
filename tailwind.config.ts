import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { colors, fontFamily, type Palette } from './ui/src/tokens/values';

/**
 * The design tokens of the kit and the shop: one source of truth.
 * Their values are emitted as CSS custom properties (`--color-brand-700`,
 * `--radius-md`…) on `:root`, and the colour, radius and shadow utilities read
 * those properties, so overriding one re-themes the kit. The palette and the font stacks are
 * written in `ui/src/tokens/values.ts`, so that the kit can publish them as values
 * (`@shop/ui/tokens`, for e-mails' inline styles); they are imported and used here like the rest.
 */
export { colors, fontFamily, type Palette };

/**
 * The dark theme: the same tokens with dark values (docs/decisions/0017-dark-theme-and-rtl.md).
 * Each scale turns round — `white` and the low shades become dark surfaces, the high shades
 * light text and fills — so every text/surface pair the kit uses keeps its role and its
 * contrast: `text-white` on `bg-brand-700` is dark text on a light blue button in dark.
 * `.dark` (or `data-theme="dark"`) on an ancestor switches to these values.
 */
export const darkColors = {
  white: '#17171a',
  black: '#000000',
  transparent: 'transparent',
  current: 'currentColor',
  brand: {
    50: '#17223a',
    100: '#1d2c4d',
    200: '#2b4373',
    300: '#3d5c9c',
    500: '#6f9cf0',
    600: '#7eaaf5',
    700: '#8ab4f8',
    800: '#a9c7fa',
    900: '#c6dafc',
  },
  accent: {
    100: '#3a2610',
    500: '#f0962a',
    700: '#ffb35c',
  },
  neutral: {
    0: '#17171a',
    50: '#1f1f23',
    100: '#2a2a2f',
    200: '#3a3a41',
    300: '#4b4b53',
    400: '#6e6e78',
    500: '#8e8e99',
    600: '#a9a9b3',
    700: '#c9c9d0',
    800: '#e3e3e7',
    900: '#f4f4f5',
  },
  success: { 50: '#10291a', 600: '#5fcf86', 700: '#80dca0' },
  warning: { 50: '#2e230b', 600: '#f0b54a', 700: '#f5c96e' },
  danger: { 50: '#3a1515', 600: '#ff8a80', 700: '#ffaba3' },
  notice: { 50: '#17223a', 600: '#8ab4f8', 700: '#a9c7fa' },
  focus: '#8ab4f8',
  scrim: '#000000',
} as const satisfies Palette;

/**
 * Text/surface pairs the kit actually uses; each must reach WCAG AA (4.5:1 for
 * body text, 3:1 for large text and UI outlines). A unit test and the
 * Foundations page check every pair.
 */
export type ContrastPair = { name: string; fg: string; bg: string; min: number };

/** The text/surface pairs of one palette (light or dark). */
function contrastPairsOf(c: Palette): ContrastPair[] {
  return [
  { name: 'Body text on page', fg: c.neutral[900], bg: c.white, min: 4.5 },
  { name: 'Muted text on page', fg: c.neutral[600], bg: c.white, min: 4.5 },
  { name: 'Muted text on subtle surface', fg: c.neutral[600], bg: c.neutral[50], min: 4.5 },
  { name: 'Placeholder text on input', fg: c.neutral[500], bg: c.white, min: 4.5 },
  { name: 'Link on page', fg: c.brand[700], bg: c.white, min: 4.5 },
  { name: 'Primary button label', fg: c.white, bg: c.brand[700], min: 4.5 },
  { name: 'Primary button hover label', fg: c.white, bg: c.brand[800], min: 4.5 },
  { name: 'Secondary button label', fg: c.brand[700], bg: c.brand[50], min: 4.5 },
  { name: 'Danger button label', fg: c.white, bg: c.danger[600], min: 4.5 },
  { name: 'Success message', fg: c.success[700], bg: c.success[50], min: 4.5 },
  { name: 'Warning message', fg: c.warning[700], bg: c.warning[50], min: 4.5 },
  { name: 'Error message', fg: c.danger[700], bg: c.danger[50], min: 4.5 },
  { name: 'Notice message', fg: c.notice[700], bg: c.notice[50], min: 4.5 },
  { name: 'Field error text', fg: c.danger[600], bg: c.white, min: 4.5 },
  { name: 'Header text on brand bar', fg: c.white, bg: c.brand[900], min: 4.5 },
  { name: 'Input border on page (UI component)', fg: c.neutral[500], bg: c.white, min: 3 },
  { name: 'Focus ring on page', fg: c.focus, bg: c.white, min: 3 },
  // The password strength meter's level word and bar, by level (3:1 would do for the bar).
  { name: "Password strength 'Weak' on page", fg: c.danger[600], bg: c.white, min: 4.5 },
  { name: "Password strength 'Medium' on page", fg: c.warning[600], bg: c.white, min: 4.5 },
  { name: "Password strength 'Strong' on page", fg: c.success[600], bg: c.white, min: 4.5 },
  { name: "Password strength 'Very Strong' on page", fg: c.success[700], bg: c.white, min: 4.5 },
  // Badges: the other tones are the message pairs above.
  { name: 'Neutral badge', fg: c.neutral[800], bg: c.neutral[100], min: 4.5 },
  // A notice's tone icon on its surface (a graphic: 3:1).
  { name: 'Notice icon (success) on surface', fg: c.success[600], bg: c.white, min: 3 },
  { name: 'Notice icon (info) on surface', fg: c.notice[600], bg: c.white, min: 3 },
  { name: 'Notice icon (error) on surface', fg: c.danger[600], bg: c.white, min: 3 },
];
}

export const contrastPairs: ReadonlyArray<ContrastPair> = contrastPairsOf(colors);

/** The same pairs in the dark theme: each must meet the same minimum. */
export const darkContrastPairs: ReadonlyArray<ContrastPair> = contrastPairsOf(darkColors);

/** Widths from SPEC.md §9, in px. */
export const breakpoints = {
  /** Search switches to its phone layout at `max-width: 768px`. */
  searchMobileMax: 768,
  /** The sticky header's desktop behaviour starts here; autocomplete is cleared below 1025. */
  stickyHeader: 1024,
  /** The hamburger menu applies below this width. */
  hamburgerBelow: 1026,
} as const;

export const screens = {
  sm: '640px',
  md: `${breakpoints.searchMobileMax + 1}px`,
  lg: `${breakpoints.stickyHeader + 1}px`,
  nav: `${breakpoints.hamburgerBelow}px`,
  xl: '1280px',
} as const;

/** Type scale: [font-size, line-height]. */
export const fontSize = {
  xs: ['0.75rem', '1rem'],
  sm: ['0.875rem', '1.25rem'],
  base: ['1rem', '1.5rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.75rem'],
  '2xl': ['1.5rem', '2rem'],
  '3xl': ['1.875rem', '2.25rem'],
  '4xl': ['2.25rem', '2.5rem'],
} as const;

export const spacing = {
  px: '1px',
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  11: '2.75rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  /** Left margin of each stacked slide panel (SPEC.md §9). */
  'modal-stack': '45px',
} as const;

export const borderRadius = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  full: '9999px',
} as const;

export const boxShadow = {
  sm: '0 1px 2px rgb(0 0 0 / 0.08)',
  md: '0 4px 12px rgb(0 0 0 / 0.12)',
  lg: '0 12px 32px rgb(0 0 0 / 0.18)',
} as const;

/** Stacking layers, lowest first. Parallax backgrounds sit at -100 (SPEC.md §9). */
export const zIndex = {
  parallax: '-100',
  base: '0',
  dropdown: '100',
  sticky: '200',
  overlay: '300',
  modal: '400',
  popover: '500',
  toast: '600',
  tooltip: '700',
} as const;

/** Motion durations, in ms (SPEC.md §9 where it names one). */
export const durations = {
  fast: '150ms',
  fade: '300ms',
  slow: '500ms',
} as const;

function colorVariables(palette: Palette): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) {
    if (typeof value === 'string') vars[`--color-${name}`] = value;
    else for (const [shade, hex] of Object.entries(value)) vars[`--color-${name}-${shade}`] = hex;
  }
  return vars;
}

function cssVariables(): Record<string, string> {
  const vars: Record<string, string> = { ...colorVariables(colors) };
  for (const [name, value] of Object.entries(borderRadius)) vars[`--radius-${name}`] = value;
  for (const [name, value] of Object.entries(boxShadow)) vars[`--shadow-${name}`] = value;
  for (const [name, value] of Object.entries(zIndex)) vars[`--z-${name}`] = value;
  for (const [name, value] of Object.entries(durations)) vars[`--duration-${name}`] = value;
  for (const [name, value] of Object.entries(screens)) vars[`--breakpoint-${name}`] = value;
  return vars;
}

type Tokens = { readonly [name: string]: string | Tokens };

/**
 * The theme Tailwind sees: each token as a reference to its custom property
 * (`bg-brand-700` → `background-color: var(--color-brand-700)`), so a consumer that sets
 * `--color-brand-700` re-themes every utility that uses it, without a build (ui/README.md).
 */
function asVariables<T extends Tokens>(prefix: string, tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, value]) => [
      name,
      typeof value === 'string' ? (['transparent', 'current'].includes(name) ? value : `var(--${prefix}-${name})`) : asVariables(`${prefix}-${name}`, value),
    ]),
  ) as T;
}

export default {
  content: [],
  theme: {
    colors: asVariables('color', colors),
    screens,
    fontFamily,
    fontSize: fontSize as unknown as Record<string, [string, string]>,
    borderRadius: asVariables('radius', borderRadius),
    boxShadow: asVariables('shadow', boxShadow),
    zIndex,
    extend: {
      // Extends Tailwind's 0.25rem spacing scale (so h-48, size-3.5… work) with named steps.
      spacing,
      transitionDuration: durations,
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({ ':root': { ...cssVariables(), colorScheme: 'light' } });
      // The themes: the dark values under `.dark`/`[data-theme=dark]`, and back to light under
      // `.light`/`[data-theme=light]` (a light island inside a dark page). Native controls,
      // scroll bars and the canvas follow through color-scheme.
      addBase({ '.dark, [data-theme="dark"]': { ...colorVariables(darkColors), colorScheme: 'dark' } });
      addBase({ '.light, [data-theme="light"]': { ...colorVariables(colors), colorScheme: 'light' } });
      // `data-theme="system"` follows the visitor's setting (the shop's COLOR_SCHEME=system).
      addBase({ '[data-theme="system"]': { colorScheme: 'light dark' } });
      addBase({ '@media (prefers-color-scheme: dark)': { '[data-theme="system"]': { ...colorVariables(darkColors), colorScheme: 'dark' } } });
    }),
  ],
} satisfies Config;
