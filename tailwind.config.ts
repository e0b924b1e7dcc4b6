import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';

/**
 * The design tokens of the kit and the shop: one source of truth.
 * Their values are emitted as CSS custom properties (`--color-brand-700`,
 * `--radius-md`…) on `:root`, and the colour, radius and shadow utilities read
 * those properties, so overriding one re-themes the kit.
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
} as const;

/**
 * Text/surface pairs the kit actually uses; each must reach WCAG AA (4.5:1 for
 * body text, 3:1 for large text and UI outlines). A unit test and the
 * Foundations page check every pair.
 */
export const contrastPairs: ReadonlyArray<{ name: string; fg: string; bg: string; min: number }> = [
  { name: 'Body text on page', fg: colors.neutral[900], bg: colors.white, min: 4.5 },
  { name: 'Muted text on page', fg: colors.neutral[600], bg: colors.white, min: 4.5 },
  { name: 'Muted text on subtle surface', fg: colors.neutral[600], bg: colors.neutral[50], min: 4.5 },
  { name: 'Placeholder text on input', fg: colors.neutral[500], bg: colors.white, min: 4.5 },
  { name: 'Link on page', fg: colors.brand[700], bg: colors.white, min: 4.5 },
  { name: 'Primary button label', fg: colors.white, bg: colors.brand[700], min: 4.5 },
  { name: 'Primary button hover label', fg: colors.white, bg: colors.brand[800], min: 4.5 },
  { name: 'Secondary button label', fg: colors.brand[700], bg: colors.brand[50], min: 4.5 },
  { name: 'Danger button label', fg: colors.white, bg: colors.danger[600], min: 4.5 },
  { name: 'Success message', fg: colors.success[700], bg: colors.success[50], min: 4.5 },
  { name: 'Warning message', fg: colors.warning[700], bg: colors.warning[50], min: 4.5 },
  { name: 'Error message', fg: colors.danger[700], bg: colors.danger[50], min: 4.5 },
  { name: 'Notice message', fg: colors.notice[700], bg: colors.notice[50], min: 4.5 },
  { name: 'Field error text', fg: colors.danger[600], bg: colors.white, min: 4.5 },
  { name: 'Header text on brand bar', fg: colors.white, bg: colors.brand[900], min: 4.5 },
  { name: 'Input border on page (UI component)', fg: colors.neutral[500], bg: colors.white, min: 3 },
  { name: 'Focus ring on page', fg: colors.focus, bg: colors.white, min: 3 },
  // The password strength meter's level word and bar, by level (3:1 would do for the bar).
  { name: "Password strength 'Weak' on page", fg: colors.danger[600], bg: colors.white, min: 4.5 },
  { name: "Password strength 'Medium' on page", fg: colors.warning[600], bg: colors.white, min: 4.5 },
  { name: "Password strength 'Strong' on page", fg: colors.success[600], bg: colors.white, min: 4.5 },
  { name: "Password strength 'Very Strong' on page", fg: colors.success[700], bg: colors.white, min: 4.5 },
];

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

export const fontFamily = {
  sans: ['"DejaVu Sans"', 'Verdana', 'system-ui', 'sans-serif'],
  mono: ['"DejaVu Sans Mono"', 'ui-monospace', 'monospace'],
};

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

function cssVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    if (typeof value === 'string') vars[`--color-${name}`] = value;
    else for (const [shade, hex] of Object.entries(value)) vars[`--color-${name}-${shade}`] = hex;
  }
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
      addBase({ ':root': cssVariables() });
    }),
  ],
} satisfies Config;
