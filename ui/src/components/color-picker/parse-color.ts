/** An sRGB colour with channels 0-255 and alpha 0-1. */
export interface RgbColor {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/** CSS colour keywords the picker understands by name (a common subset of CSS Color 4). */
export const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  maroon: '#800000',
  red: '#ff0000',
  purple: '#800080',
  fuchsia: '#ff00ff',
  magenta: '#ff00ff',
  green: '#008000',
  lime: '#00ff00',
  olive: '#808000',
  yellow: '#ffff00',
  navy: '#000080',
  blue: '#0000ff',
  teal: '#008080',
  aqua: '#00ffff',
  cyan: '#00ffff',
  orange: '#ffa500',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gold: '#ffd700',
  indigo: '#4b0082',
  violet: '#ee82ee',
  coral: '#ff7f50',
  salmon: '#fa8072',
  crimson: '#dc143c',
  tomato: '#ff6347',
  turquoise: '#40e0d0',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  khaki: '#f0e68c',
  lavender: '#e6e6fa',
  chocolate: '#d2691e',
  tan: '#d2b48c',
  orchid: '#da70d6',
  plum: '#dda0dd',
  skyblue: '#87ceeb',
  royalblue: '#4169e1',
  steelblue: '#4682b4',
  slategray: '#708090',
  darkgreen: '#006400',
  darkred: '#8b0000',
  darkblue: '#00008b',
  lightgray: '#d3d3d3',
  darkgray: '#a9a9a9',
  rebeccapurple: '#663399',
};

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const UNIT_NUMBER = new RegExp(`^(${NUMBER})(%|deg|rad|grad|turn)?$`, 'i');

function splitArguments(body: string): string[] | null {
  const trimmed = body.trim();
  if (trimmed.includes(',')) {
    // Legacy syntax: `rgb(1, 2, 3)` / `rgba(1, 2, 3, 0.5)`.
    const parts = trimmed.split(',').map((part) => part.trim());
    return parts.every((part) => part !== '') ? parts : null;
  }
  // Modern syntax: `rgb(1 2 3 / 50%)`.
  const [channels = '', alpha, extra] = trimmed.split('/');
  if (extra !== undefined) return null;
  const parts = channels.trim().split(/\s+/).filter(Boolean);
  if (alpha !== undefined) {
    if (alpha.trim() === '') return null;
    parts.push(alpha.trim());
  }
  return parts;
}

function readNumber(text: string): { value: number; unit: string } | null {
  const match = UNIT_NUMBER.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return Number.isFinite(value) ? { value, unit: (match[2] ?? '').toLowerCase() } : null;
}

function readAlpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const n = readNumber(text);
  if (!n || (n.unit !== '' && n.unit !== '%')) return null;
  const alpha = n.unit === '%' ? n.value / 100 : n.value;
  return Math.min(1, Math.max(0, alpha));
}

const clampChannel = (value: number) => Math.round(Math.min(255, Math.max(0, value)));

function parseRgb(args: string[]): RgbColor | null {
  if (args.length !== 3 && args.length !== 4) return null;
  const channels = args.slice(0, 3).map(readNumber);
  if (channels.some((c) => !c || (c.unit !== '' && c.unit !== '%'))) return null;
  const [r, g, b] = channels.map((c) => clampChannel(c!.unit === '%' ? (c!.value * 255) / 100 : c!.value)) as [
    number,
    number,
    number,
  ];
  const alpha = readAlpha(args[3]);
  return alpha === null ? null : { r, g, b, alpha };
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = Math.min(1, Math.max(0, saturation));
  const l = Math.min(1, Math.max(0, lightness));
  const h = ((hue % 360) + 360) % 360;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const x = chroma * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - chroma / 2;
  const [r, g, b] =
    h < 60 ? [chroma, x, 0] : h < 120 ? [x, chroma, 0] : h < 180 ? [0, chroma, x]
    : h < 240 ? [0, x, chroma] : h < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return [clampChannel((r + m) * 255), clampChannel((g + m) * 255), clampChannel((b + m) * 255)];
}

const HUE_UNITS: Record<string, number> = { '': 1, deg: 1, rad: 180 / Math.PI, grad: 0.9, turn: 360 };

function parseHsl(args: string[]): RgbColor | null {
  if (args.length !== 3 && args.length !== 4) return null;
  const [hueText = '', satText = '', lightText = ''] = args;
  const hue = readNumber(hueText);
  const sat = readNumber(satText);
  const light = readNumber(lightText);
  if (!hue || !sat || !light) return null;
  const hueFactor = HUE_UNITS[hue.unit];
  if (hueFactor === undefined || sat.unit !== '%' || light.unit !== '%') return null;
  const alpha = readAlpha(args[3]);
  if (alpha === null) return null;
  const [r, g, b] = hslToRgb(hue.value * hueFactor, sat.value / 100, light.value / 100);
  return { r, g, b, alpha };
}

function parseHex(hex: string): RgbColor | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const full =
    hex.length === 3 || hex.length === 4 ? [...hex].map((c) => c + c).join('')
    : hex.length === 6 || hex.length === 8 ? hex
    : null;
  if (!full) return null;
  const byte = (index: number) => parseInt(full.slice(index, index + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), alpha: full.length === 8 ? byte(6) / 255 : 1 };
}

/**
 * Reads a CSS colour without a canvas: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()` and `hsl()`/`hsla()` in legacy (comma) or modern (space) syntax,
 * and the names in {@link NAMED_COLORS}. Returns null when it cannot be read.
 */
export function parseColor(text: string): RgbColor | null {
  const input = text.trim().toLowerCase();
  if (input === '') return null;
  const named = NAMED_COLORS[input];
  if (named) return parseHex(named.slice(1));
  if (input.startsWith('#')) return parseHex(input.slice(1));
  const fn = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(input);
  if (!fn) return null;
  const args = splitArguments(fn[2] ?? '');
  if (!args) return null;
  return fn[1]!.startsWith('rgb') ? parseRgb(args) : parseHsl(args);
}

/** `#rrggbb` in lower case; the alpha channel is dropped (the picker edits opaque colours). */
export function toHex({ r, g, b }: RgbColor): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Parses a colour and returns it as `#rrggbb`, or null when it cannot be read. */
export function normalizeColor(text: string): string | null {
  const color = parseColor(text);
  return color ? toHex(color) : null;
}
