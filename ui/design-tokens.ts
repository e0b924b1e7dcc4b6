import { borderRadius, boxShadow, colors, darkColors, durations, fontFamily, fontSize, screens, spacing, zIndex, type Palette } from '../tailwind.config';

/**
 * The design tokens in the W3C Design Tokens format (2025.10): `@shop/ui/tokens.json`, written
 * by the kit's build from the one source, `tailwind.config.ts` (and the palette it imports from
 * `src/tokens/values.ts`). Colours are the format's colour objects (sRGB components, with the hex),
 * lengths and durations `{ value, unit }`. The dark theme is the `dark` group: the same colour
 * paths with their dark values (what `.dark`/`data-theme="dark"` sets). Each token that is also a
 * custom property of the stylesheet names it in `$extensions["com.shop.ui"].cssVariable`.
 * ui/README.md (Design tokens), docs/decisions/0032-kit-in-every-react-app.md.
 */

/** The key of this kit's data in `$extensions` (reverse domain notation, as the format asks). */
export const TOKENS_EXTENSION = 'com.shop.ui';

export type Dimension = { value: number; unit: 'px' | 'rem' };
export type Color = { colorSpace: 'srgb'; components: [number, number, number]; alpha?: number; hex: string };
export type Shadow = { color: Color; offsetX: Dimension; offsetY: Dimension; blur: Dimension; spread: Dimension; inset?: boolean };
export type Token<T> = { $value: T; $type?: string; $description?: string; $extensions?: Record<string, { cssVariable: string }> };
export type TokenGroup<T> = { $type?: string; $description?: string } & { [name: string]: Token<T> | TokenGroup<T> | string | undefined };

/** A token or group name may not hold `.`, `{` or `}`: Tailwind's `0.5` step is `0_5`. */
export const tokenName = (key: string | number) => String(key).replace('.', '_');

/** `#1d4596` → the format's sRGB colour object (components rounded to 4 places; the hex is exact). */
export function colorValue(hex: string): Color {
  const digits = hex.replace('#', '');
  const components = [0, 2, 4].map((at) => Math.round((parseInt(digits.slice(at, at + 2), 16) / 255) * 10_000) / 10_000) as Color['components'];
  return { colorSpace: 'srgb', components, hex: `#${digits.toLowerCase()}` };
}

/** `0.5rem`, `45px`, `0` → `{ value, unit }`. */
export function dimensionValue(css: string): Dimension {
  if (css === '0') return { value: 0, unit: 'px' };
  const match = /^(-?[\d.]+)(px|rem)$/.exec(css);
  if (!match) throw new Error(`not a px or rem length: ${css}`);
  return { value: Number(match[1]), unit: match[2] as Dimension['unit'] };
}

/** `0 4px 12px rgb(0 0 0 / 0.12)` → the format's shadow object. */
export function shadowValue(css: string): Shadow {
  const match = /^(\S+) (\S+) (\S+)(?: (\S+))? rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(css);
  if (!match) throw new Error(`not a shadow the tokens can describe: ${css}`);
  const [, x = '', y = '', blur = '', spread = '0', r, g, b, alpha] = match;
  const hex = `#${[r, g, b].map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
  return { color: { ...colorValue(hex), alpha: Number(alpha) }, offsetX: dimensionValue(x), offsetY: dimensionValue(y), blur: dimensionValue(blur), spread: dimensionValue(spread) };
}

const withVariable = <T>(token: Token<T>, cssVariable: string): Token<T> => ({ ...token, $extensions: { [TOKENS_EXTENSION]: { cssVariable } } });

function colorGroup(palette: Palette, description: string): TokenGroup<Color> {
  const group: TokenGroup<Color> = { $type: 'color', $description: description };
  for (const [name, value] of Object.entries(palette)) {
    // `currentColor` is not a colour but the text's: it has no token.
    if (name === 'current') continue;
    if (typeof value === 'string') {
      const token = name === 'transparent' ? { $value: { ...colorValue('#000000'), alpha: 0 } } : { $value: colorValue(value) };
      group[name] = name === 'transparent' ? token : withVariable(token, `--color-${name}`);
    } else {
      group[name] = Object.fromEntries(Object.entries(value).map(([shade, hex]) => [shade, withVariable({ $value: colorValue(hex) }, `--color-${name}-${shade}`)]));
    }
  }
  return group;
}

function scale<V>(type: string, description: string, values: Record<string, string>, parse: (css: string) => V, variable?: string): TokenGroup<V> {
  const group: TokenGroup<V> = { $type: type, $description: description };
  for (const [name, css] of Object.entries(values)) {
    const token = { $value: parse(css) };
    group[tokenName(name)] = variable ? withVariable(token, `--${variable}-${name}`) : token;
  }
  return group;
}

const lengths = (pick: 0 | 1) => Object.fromEntries(Object.entries(fontSize).map(([name, pair]) => [name, pair[pick]]));

/** The whole token file: the object the build writes as `dist/tokens.json`. */
export function designTokens() {
  return {
    $description: 'The design tokens of @shop/ui (W3C Design Tokens format 2025.10). Light values at the top level; the dark theme is the `dark` group (the same colour paths).',
    color: colorGroup(colors, 'The colour palette (light theme). Each is the custom property named in $extensions.'),
    dark: {
      $description: 'The dark theme: each colour token with its dark value, set by class="dark" or data-theme="dark" on an ancestor (docs/decisions/0017-dark-theme-and-rtl.md).',
      color: colorGroup(darkColors, 'The colour palette (dark theme).'),
    },
    font: {
      family: {
        $type: 'fontFamily',
        $description: 'Font stacks, first choice first.',
        ...Object.fromEntries(Object.entries(fontFamily).map(([name, stack]) => [name, { $value: stack.map((font) => font.replace(/^"|"$/g, '')) }])),
      },
      size: scale('dimension', 'The type scale: font sizes (text-xs … text-4xl).', lengths(0), dimensionValue),
      lineHeight: scale('dimension', 'The line height of each step of the type scale.', lengths(1), dimensionValue),
    },
    typography: Object.fromEntries([
      ['$type', 'typography'],
      ['$description', 'The type scale as composite styles: body font, regular weight, with the line height of each step as a ratio.'],
      ...Object.entries(fontSize).map(([name, [size, lineHeight]]) => [
        name,
        {
          $value: {
            fontFamily: '{font.family.sans}',
            fontSize: `{font.size.${name}}`,
            fontWeight: 400,
            letterSpacing: { value: 0, unit: 'px' },
            lineHeight: Math.round((dimensionValue(lineHeight).value / dimensionValue(size).value) * 10_000) / 10_000,
          },
        },
      ]),
    ]),
    spacing: scale('dimension', "Spacing steps beyond Tailwind's 0.25rem scale (`0_5` is the class step `0.5`); modal-stack is the left margin of each stacked slide panel.", spacing, dimensionValue),
    radius: scale('dimension', 'Corner radii.', borderRadius, dimensionValue, 'radius'),
    shadow: scale('shadow', 'Elevation shadows.', boxShadow, shadowValue, 'shadow'),
    zIndex: scale('number', 'Stacking layers, lowest first.', zIndex, Number, 'z'),
    duration: scale('duration', 'Motion durations.', durations, (css) => ({ value: Number(css.replace('ms', '')), unit: 'ms' as const }), 'duration'),
    breakpoint: scale('dimension', 'Minimum viewport widths of the responsive layouts (sm … xl).', screens, dimensionValue, 'breakpoint'),
  };
}
