import { describe, expect, it } from 'vitest';
import { validateDesignTokens } from '../../../scripts/design-tokens-format.mjs';
import tailwindConfig from '../../../tailwind.config';
import { designTokens, TOKENS_EXTENSION } from '../../design-tokens';

type Node = { [key: string]: unknown };

/** Every token of a group, by its path below it. */
function tokensOf(group: Node, path: string[] = []): [string[], Node][] {
  return Object.entries(group).flatMap(([key, child]) => {
    if (key.startsWith('$') || typeof child !== 'object' || child === null) return [];
    return '$value' in child ? [[[...path, key], child as Node]] : tokensOf(child as Node, [...path, key]);
  });
}

/** The CSS text of a token's value, as the stylesheet writes it. */
function css(value: unknown): string {
  const v = value as { hex?: string; value?: number; unit?: string; offsetX?: unknown; color?: { components: number[]; alpha: number } };
  if (v.hex) return v.hex;
  if (v.offsetX !== undefined) {
    const s = value as { offsetX: unknown; offsetY: unknown; blur: unknown; spread: unknown; color: { components: number[]; alpha: number } };
    const rgb = s.color.components.map((c) => Math.round(c * 255)).join(' ');
    return `${[s.offsetX, s.offsetY, s.blur].map(css).join(' ')}${css(s.spread) === '0' ? '' : ` ${css(s.spread)}`} rgb(${rgb} / ${s.color.alpha})`;
  }
  if (v.unit !== undefined) return v.value === 0 ? '0' : `${v.value}${v.unit}`;
  return String(value);
}

/** The custom properties the Tailwind config's plugin sets, by selector. */
function stylesheetVariables(): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  const addBase = (base: Record<string, Record<string, string>>) => Object.assign(rules, base);
  for (const plugin of tailwindConfig.plugins) (plugin as unknown as { handler: (api: { addBase: typeof addBase }) => void }).handler({ addBase });
  return rules;
}

const tokens = designTokens();

describe('tokens.json (W3C Design Tokens format)', () => {
  it('follows the format: every token has a $value of its $type, a type of the format, references that resolve', () => {
    expect(validateDesignTokens(JSON.parse(JSON.stringify(tokens)))).toEqual([]);
  });

  it('the check finds what breaks the format', () => {
    const dimension = { $type: 'dimension' };
    expect(validateDesignTokens({ a: { ...dimension, b: { $value: { value: 1, unit: 'em' } } } })).toEqual(["a.b: a dimension is { value: number, unit: 'px' | 'rem' }"]);
    expect(validateDesignTokens({ a: { $type: 'size', b: { $value: 1 } } })).toEqual(['a: $type "size" is not one of the format\'s types', 'a.b: $type "size" is not one of the format\'s types']);
    expect(validateDesignTokens({ a: { $value: 1 } })).toEqual(["a: no $type (neither its own, nor a group's, nor a referenced token's)"]);
    expect(validateDesignTokens({ a: { $type: 'number', b: { $value: '{a.c}' } } })).toEqual(['a.b: {a.c} names no token']);
    expect(validateDesignTokens({ a: { $type: 'number', b: { $value: '{a.c}' }, c: { $value: '{a.b}' } } })[0]).toMatch(/refers to itself/);
    expect(validateDesignTokens({ a: { $type: 'color', b: { $value: { colorSpace: 'srgb', components: [1, 0, 0], hex: '#00ff00' } } } })).toEqual([
      "a.b: hex #00ff00 is not the components' colour",
    ]);
    expect(validateDesignTokens({ a: { $type: 'color', 'b.c': { $value: '#fff' } } })).toEqual([
      "a.b.c: a name may not contain '{', '}' or '.'",
      'a.b.c: a colour is an object { colorSpace, components }',
    ]);
    expect(validateDesignTokens({ t: { $type: 'typography', b: { $value: { fontFamily: '{t.x}', fontSize: { value: 1, unit: 'rem' }, fontWeight: 400, letterSpacing: { value: 0, unit: 'px' } } } } })).toEqual([
      't.b.fontFamily: {t.x} names no token',
      't.b: a typography needs lineHeight',
    ]);
  });

  it("the colours, light and dark, are the stylesheet's custom properties under :root and .dark", () => {
    const variables = stylesheetVariables();
    const light = variables[':root']!;
    const dark = variables['.dark, [data-theme="dark"]']!;
    const named = (group: Node) => tokensOf(group).filter(([, token]) => token.$extensions);
    const pairs = (group: Node) =>
      Object.fromEntries(named(group).map(([, token]) => [(token.$extensions as Record<string, { cssVariable: string }>)[TOKENS_EXTENSION]!.cssVariable, css(token.$value)]));
    expect(pairs(tokens.color)).toEqual(Object.fromEntries(Object.entries(light).filter(([name]) => name.startsWith('--color-') && !['--color-transparent', '--color-current'].includes(name))));
    expect(pairs(tokens.dark.color)).toEqual(Object.fromEntries(Object.entries(dark).filter(([name]) => name.startsWith('--color-') && !['--color-transparent', '--color-current'].includes(name))));
    for (const group of [tokens.radius, tokens.shadow, tokens.zIndex, tokens.duration, tokens.breakpoint]) {
      for (const [name, value] of Object.entries(pairs(group))) expect([name, light[name]]).toEqual([name, value]);
    }
    // Every custom property of the stylesheet has its token.
    const covered = new Set([...Object.keys(pairs(tokens.color)), ...[tokens.radius, tokens.shadow, tokens.zIndex, tokens.duration, tokens.breakpoint].flatMap((g) => Object.keys(pairs(g)))]);
    expect(Object.keys(light).filter((name) => name.startsWith('--') && !covered.has(name))).toEqual(['--color-transparent', '--color-current']);
  });

  it("the type scale, spacing, radii, shadows and breakpoints are the Tailwind theme's, and its colours read the tokens' properties", () => {
    const theme = tailwindConfig.theme;
    for (const [[name], token] of tokensOf(tokens.font.size)) expect(css(token.$value)).toBe(theme.fontSize[name!]![0]);
    for (const [[name], token] of tokensOf(tokens.font.lineHeight)) expect(css(token.$value)).toBe(theme.fontSize[name!]![1]);
    for (const [[name], token] of tokensOf(tokens.spacing)) expect(css(token.$value)).toBe(String(theme.extend.spacing[name!.replace('_', '.') as keyof typeof theme.extend.spacing]));
    for (const [[name], token] of tokensOf(tokens.breakpoint)) expect(css(token.$value)).toBe(theme.screens[name as keyof typeof theme.screens]);
    for (const [[name], token] of tokensOf(tokens.zIndex)) expect(css(token.$value)).toBe(theme.zIndex[name as keyof typeof theme.zIndex]);
    for (const [[name], token] of tokensOf(tokens.duration)) expect(css(token.$value)).toBe(theme.extend.transitionDuration[name as keyof typeof theme.extend.transitionDuration]);
    for (const [[name], token] of tokensOf(tokens.font.family)) expect(token.$value).toEqual(theme.fontFamily[name as keyof typeof theme.fontFamily].map((font) => font.replace(/"/g, '')));
    const variableOf = (token: Node) => `var(${(token.$extensions as Record<string, { cssVariable: string }>)[TOKENS_EXTENSION]!.cssVariable})`;
    for (const [path, token] of tokensOf(tokens.color).filter(([, t]) => t.$extensions)) {
      const themed = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme.colors);
      expect([path.join('.'), themed]).toEqual([path.join('.'), variableOf(token)]);
    }
    for (const [[name], token] of tokensOf(tokens.radius)) expect(theme.borderRadius[name as keyof typeof theme.borderRadius]).toBe(variableOf(token));
    for (const [[name], token] of tokensOf(tokens.shadow)) expect(theme.boxShadow[name as keyof typeof theme.boxShadow]).toBe(variableOf(token));
  });
});
