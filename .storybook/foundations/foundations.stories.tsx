import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakpoints, contrastPairs, darkContrastPairs, type Palette } from '../../tailwind.config';
import { contrastRatio } from '../../ui/src/lib/contrast';
import { designTokens } from '../../ui/design-tokens';

/**
 * The design tokens as `@shop/ui/tokens.json` publishes them (W3C Design Tokens format, made by
 * `designTokens()` from `tailwind.config.ts`): every colour (with its contrast against white and
 * near-black text), the text/surface pairs the kit uses, the type scale, spacing, radii, shadows,
 * layers, motion and the breakpoints of SPEC.md §9. Each colour, radius, shadow, layer and
 * duration is also a CSS variable on `:root` (e.g. `var(--color-brand-700)`); with the toolbar's
 * Theme on Dark, the colour tables show the dark values (the file's `dark` group).
 */
const meta = {
  title: 'Foundations/Tokens',
  // The token tables are taller than the test viewport: their baselines show the whole page.
  parameters: { layout: 'padded', test: { fullPage: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tokens = designTokens();

type TokenNode = { $value?: unknown; [key: string]: unknown };

/** The tokens (not the `$` properties) of a group, by name. */
const entriesOf = (group: object) => Object.entries(group as Record<string, TokenNode>).filter(([name]) => !name.startsWith('$'));

/** A dimension or duration token's value as CSS (`{ value: 0.5, unit: 'rem' }` → `0.5rem`). */
const css = (token: TokenNode) => {
  const { value, unit } = token.$value as { value: number; unit: string };
  return `${value}${unit}`;
};

/** A shadow token's value as CSS. */
function shadowCss(token: TokenNode): string {
  type Length = { value: number; unit: string };
  const shadow = token.$value as { offsetX: Length; offsetY: Length; blur: Length; spread: Length; color: { components: number[]; alpha?: number } };
  const rgb = shadow.color.components.map((component) => Math.round(component * 255)).join(' ');
  return `${[shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].map((length) => `${length.value}${length.unit}`).join(' ')} rgb(${rgb} / ${shadow.color.alpha ?? 1})`;
}

/** The colour tokens of the toolbar's theme (the `dark` group in the dark theme), as hex values by group and shade. */
const paletteOf = (globals: Record<string, unknown>): Palette =>
  Object.fromEntries(
    entriesOf(globals.theme === 'dark' ? tokens.dark.color : tokens.color).map(([name, node]) => [
      name,
      '$value' in node ? (node.$value as { hex: string }).hex : Object.fromEntries(entriesOf(node).map(([shade, token]) => [shade, (token.$value as { hex: string }).hex])),
    ]),
  ) as unknown as Palette;

const ratio = (fg: string, bg: string) => contrastRatio(fg, bg).toFixed(2);

function Swatch({ name, hex, palette }: { name: string; hex: string; palette: Palette }) {
  const onWhite = contrastRatio(hex, palette.white);
  const onDark = contrastRatio(hex, palette.neutral[900]);
  const textColour = onWhite >= onDark ? palette.white : palette.neutral[900];
  return (
    <li className="overflow-hidden rounded-md border border-neutral-200">
      <div className="flex h-16 items-end p-2 text-sm font-semibold" style={{ background: hex, color: textColour }}>
        {name}
      </div>
      <dl className="grid grid-cols-2 gap-x-2 p-2 text-xs text-neutral-700">
        <dt>Hex</dt>
        <dd className="font-mono">{hex}</dd>
        <dt>vs white</dt>
        <dd>{onWhite.toFixed(2)}:1</dd>
        <dt>vs neutral-900</dt>
        <dd>{onDark.toFixed(2)}:1</dd>
      </dl>
    </li>
  );
}

export const Colours: Story = {
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-6">
      {Object.entries(paletteOf(globals))
        .filter(([, value]) => typeof value === 'object')
        .map(([group, shades]) => (
          <section key={group} aria-labelledby={`colour-${group}`}>
            <h2 id={`colour-${group}`} className="mb-2 text-lg font-bold capitalize">
              {group}
            </h2>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
              {Object.entries(shades as Record<string, string>).map(([shade, hex]) => (
                <Swatch key={shade} name={`${group}-${shade}`} hex={hex} palette={paletteOf(globals)} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  ),
};

export const Contrast: Story = {
  render: (_args, { globals }) => (
    <table className="w-full border-collapse text-sm max-sm:text-xs">
      <caption className="mb-2 text-start text-lg font-bold">Text on surfaces (WCAG AA{globals.theme === 'dark' ? ', dark theme' : ''})</caption>
      <thead>
        <tr className="border-b border-neutral-300">
          <th scope="col" className="p-2 max-sm:px-1 text-start">Pair</th>
          <th scope="col" className="p-2 max-sm:px-1 text-start">Sample</th>
          <th scope="col" className="p-2 max-sm:px-1 text-start">Ratio</th>
          <th scope="col" className="p-2 max-sm:px-1 text-start">Needs</th>
          <th scope="col" className="p-2 max-sm:px-1 text-start">Result</th>
        </tr>
      </thead>
      <tbody>
        {(globals.theme === 'dark' ? darkContrastPairs : contrastPairs).map((pair) => {
          const value = contrastRatio(pair.fg, pair.bg);
          return (
            <tr key={pair.name} className="border-b border-neutral-200">
              <th scope="row" className="p-2 max-sm:px-1 text-start font-normal">{pair.name}</th>
              <td className="p-2 max-sm:px-1">
                <span className="rounded-sm px-2 py-1" style={{ color: pair.fg, background: pair.bg, outline: `1px solid ${paletteOf(globals).neutral[200]}` }}>
                  Aa Sample
                </span>
              </td>
              <td className="p-2 max-sm:px-1 font-mono">{ratio(pair.fg, pair.bg)}:1</td>
              <td className="p-2 max-sm:px-1">{pair.min}:1</td>
              <td className="p-2 max-sm:px-1 font-semibold">{value >= pair.min ? 'Pass' : 'Fail'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  ),
};

export const Typography: Story = {
  render: () => (
    <ul className="flex flex-col gap-3">
      {entriesOf(tokens.font.size).map(([name, token]) => [name, css(token), css(tokens.font.lineHeight[name] as TokenNode)] as const).map(([name, size, lineHeight]) => (
        <li key={name} className="flex items-baseline gap-4">
          <span className="w-28 shrink-0 font-mono text-xs text-neutral-600">
            text-{name} · {size}/{lineHeight}
          </span>
          <span style={{ fontSize: size, lineHeight }}>Greetings, shopper</span>
        </li>
      ))}
    </ul>
  ),
};

export const Spacing: Story = {
  render: () => (
    <ul className="flex flex-col gap-2">
      {entriesOf(tokens.spacing)
        .filter(([name]) => name !== '0')
        .map(([name, token]) => [name.replace('_', '.'), css(token)] as const)
        .map(([name, value]) => (
          <li key={name} className="flex items-center gap-4">
            <span className="w-36 shrink-0 font-mono text-xs text-neutral-600">
              {name} · {value}
            </span>
            <span className="h-3 rounded-sm bg-brand-500" style={{ width: value }} />
          </li>
        ))}
    </ul>
  ),
};

export const RadiiShadowsLayersMotion: Story = {
  name: 'Radii, shadows, layers, motion, breakpoints',
  render: () => (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="radii">
        <h2 id="radii" className="mb-2 text-lg font-bold">Radii</h2>
        <ul className="flex flex-wrap gap-3">
          {entriesOf(tokens.radius).map(([name, token]) => (
            <li key={name} className="flex size-20 items-center justify-center border-2 border-brand-700 text-xs" style={{ borderRadius: css(token) }}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="shadows">
        <h2 id="shadows" className="mb-2 text-lg font-bold">Shadows</h2>
        <ul className="flex flex-wrap gap-4">
          {entriesOf(tokens.shadow).map(([name, token]) => (
            <li key={name} className="flex size-20 items-center justify-center rounded-md bg-white text-xs" style={{ boxShadow: shadowCss(token) }}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="layers">
        <h2 id="layers" className="mb-2 text-lg font-bold">Layers (z-index)</h2>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {entriesOf(tokens.zIndex).map(([name, token]) => (
            <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd>{String(token.$value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="motion">
        <h2 id="motion" className="mb-2 text-lg font-bold">Motion and breakpoints</h2>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {entriesOf(tokens.duration).map(([name, token]) => (
            <div key={name} className="contents">
              <dt className="font-mono">duration-{name}</dt>
              <dd>{css(token)}</dd>
            </div>
          ))}
          <dt className="font-mono">search phone layout</dt>
          <dd>max-width {breakpoints.searchMobileMax}px</dd>
          <dt className="font-mono">sticky header</dt>
          <dd>{breakpoints.stickyHeader}px</dd>
          <dt className="font-mono">hamburger menu</dt>
          <dd>below {breakpoints.hamburgerBelow}px</dd>
        </dl>
      </section>
    </div>
  ),
};
