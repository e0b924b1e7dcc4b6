import { clsx, type ClassValue } from 'clsx';

/*
 * Class merging for the utilities the kit and the shop write (docs/decisions/0011-kit-package.md).
 * A class is `modifiers:utility`; two classes conflict when they have the same modifiers and set
 * the same property group (`px-3` and `px-0`, `text-sm` and `text-lg`, but not `text-sm` and
 * `text-brand-700`). The last one wins, as with tailwind-merge, which `cn.test.ts` holds this to
 * on every class the repository uses; about 2 kB gzip in a bundle instead of tailwind-merge's 8.
 */

/** Utilities that are one word: their group. */
const KEYWORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: 'block inline-block inline flex inline-flex grid inline-grid contents table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root list-item hidden',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-nowrap flex-wrap-reverse',
  decoration: 'underline overline line-through no-underline',
  'font-style': 'italic not-italic',
  case: 'uppercase lowercase capitalize normal-case',
  'sr-only': 'sr-only not-sr-only',
  'box-sizing': 'box-border box-content',
  'text-overflow': 'truncate',
  'font-variant-numeric': 'normal-nums',
  isolation: 'isolate isolation-auto',
  'font-smoothing': 'antialiased subpixel-antialiased',
  container: 'container',
  'container-type': '@container @container-normal',
  grow: 'grow',
  shrink: 'shrink',
  resize: 'resize',
  'inset-ring': 'inset-ring',
  filter: 'filter filter-none',
  blur: 'blur',
  'table-layout': 'table-auto table-fixed',
})) {
  for (const word of words.split(' ')) KEYWORDS[word] = group;
}

/** Value words that make `text-`, `font-`, `border-`… something other than a colour. */
const TEXT_SIZES = /^(xs|sm|base|lg|[2-9]?xl)$/;
const LENGTH = /^(\d+(\.\d+)?|px|\[\d[^\]]*\])$/;
const SIDE = /^[xytrblse]$|^(tl|tr|br|bl|ss|se|ee|es)$/;
const VALUE_GROUPS: Record<string, (value: string) => string> = {
  text: (v) =>
    TEXT_SIZES.test(v) || /^\[\d/.test(v)
      ? 'font-size'
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? 'text-align'
        : /^(ellipsis|clip)$/.test(v)
          ? 'text-overflow'
          : /^(wrap|nowrap|balance|pretty)$/.test(v)
            ? 'text-wrap'
            : 'text-color',
  font: (v) => (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/.test(v) ? 'font-weight' : 'font-family'),
  bg: (v) =>
    /^(fixed|local|scroll)$/.test(v)
      ? 'bg-attachment'
      : /^(auto|cover|contain)$/.test(v)
        ? 'bg-size'
        : /^(repeat|no-repeat|repeat-[xy]|repeat-round|repeat-space)$/.test(v)
          ? 'bg-repeat'
          : /^(none|linear|radial|conic|gradient)/.test(v)
            ? 'bg-image'
            : /^(center|top|bottom|left|right)/.test(v)
              ? 'bg-position'
              : /^clip-/.test(v)
                ? 'bg-clip'
                : 'bg-color',
  shadow: (v) => (/^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(v) || v === '' ? 'shadow' : 'shadow-color'),
  ring: (v) => (v === '' || LENGTH.test(v) ? 'ring-w' : v === 'inset' ? 'ring-inset' : 'ring-color'),
  'ring-offset': (v) => (LENGTH.test(v) ? 'ring-offset-w' : 'ring-offset-color'),
  outline: (v) =>
    v === '' || LENGTH.test(v) ? 'outline-w' : /^(none|hidden|solid|dashed|dotted|double)$/.test(v) ? 'outline-style' : 'outline-color',
  decoration: (v) => (/^(auto|from-font)$/.test(v) || LENGTH.test(v) ? 'decoration-thickness' : /^(solid|double|dotted|dashed|wavy)$/.test(v) ? 'decoration-style' : 'decoration-color'),
  stroke: (v) => (LENGTH.test(v) ? 'stroke-w' : 'stroke'),
  divide: (v) => (/^[xy]$/.test(v) ? `divide-${v}` : /^(solid|dashed|dotted|double|none)$/.test(v) ? 'divide-style' : 'divide-color'),
  flex: (v) => (/^(\d+|auto|initial|none|\[.*\])$/.test(v) ? 'flex' : `flex-${v}`),
};

/** Utilities with a value (`prefix-value`), by prefix; the same prefix is the same group. */
const PREFIXES = new Set(
  (
    'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w max-w min-h max-h gap gap-x gap-y ' +
    'space-x space-y top right bottom left inset inset-x inset-y start end z opacity duration delay ease ' +
    'translate-x translate-y translate scale scale-x scale-y rotate order col-span col-start col-end row-span ' +
    'grid-cols grid-rows grid-flow auto-cols auto-rows items justify justify-items justify-self self content place-items ' +
    'place-content place-self leading tracking whitespace overflow overflow-x overflow-y overscroll cursor ' +
    'pointer-events select object aspect basis grow shrink line-clamp list underline-offset break ' +
    'align fill animate columns origin will-change touch resize scroll-m scroll-p snap appearance ' +
    'outline-offset transition tabular inset-ring mask indent tab accent divide-x divide-y row-start row-end from via to blur'
  ).split(' '),
);

/** Groups a later class also overrides: `p-4` replaces an earlier `px-2`, not the other way round. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  translate: ['translate-x', 'translate-y'],
  scale: ['scale-x', 'scale-y'],
  'line-clamp': ['display', 'overflow'],
  'font-variant-numeric': ['tabular'],
  tabular: ['font-variant-numeric'],
};
for (const kind of ['rounded', 'border-w', 'border-color']) {
  CONFLICTS[kind] = 'x y t r b l s e tl tr br bl ss se ee es'.split(' ').map((side) => `${kind}-${side}`);
  CONFLICTS[`${kind}-x`] = [`${kind}-r`, `${kind}-l`];
  CONFLICTS[`${kind}-y`] = [`${kind}-t`, `${kind}-b`];
  CONFLICTS[`${kind}-t`] = [`${kind}-tl`, `${kind}-tr`];
  CONFLICTS[`${kind}-r`] = [`${kind}-tr`, `${kind}-br`];
  CONFLICTS[`${kind}-b`] = [`${kind}-br`, `${kind}-bl`];
  CONFLICTS[`${kind}-l`] = [`${kind}-tl`, `${kind}-bl`];
}

/** `rounded-t-lg` → rounded-t; `border-x-2` → border-w-x; `border-neutral-200` → border-color. */
function sidedGroup(kind: 'rounded' | 'border', rest: string[]): string {
  const side = rest[0] !== undefined && SIDE.test(rest[0]) ? rest.shift() : undefined;
  const value = rest.join('-');
  const group =
    kind === 'rounded'
      ? 'rounded'
      : value === '' || LENGTH.test(value)
        ? 'border-w'
        : /^(solid|dashed|dotted|double|hidden|none)$/.test(value)
          ? 'border-style'
          : /^(collapse|separate)$/.test(value)
            ? 'border-collapse'
            : 'border-color';
  return side && group !== 'border-style' && group !== 'border-collapse' ? `${group}-${side}` : group;
}

/** The property group a utility (without modifiers) sets, or undefined for a class that is not one. */
function groupOf(utility: string): string | undefined {
  const base = utility.replace(/^-/, '');
  if (KEYWORDS[base]) return KEYWORDS[base];
  // An arbitrary property, `[grid-area:cart]`: the property is the group.
  if (base.startsWith('[')) return base.includes(':') ? base.slice(0, base.indexOf(':')) : undefined;
  const bracket = base.indexOf('-[');
  const words = bracket === -1 ? base.split('-') : [...base.slice(0, bracket).split('-'), base.slice(bracket + 1)];
  if (words[0] === 'rounded' || words[0] === 'border') return sidedGroup(words[0], words.slice(1));
  for (let length = Math.min(words.length - 1, 2); length >= 1; length -= 1) {
    const prefix = words.slice(0, length).join('-');
    const value = words.slice(length).join('-');
    if (VALUE_GROUPS[prefix]) return VALUE_GROUPS[prefix](value);
    if (PREFIXES.has(prefix)) return prefix;
  }
  return base === 'ring' || base === 'outline' || base === 'shadow' ? VALUE_GROUPS[base]?.('') : undefined;
}

/** Splits `md:hover:px-3` into its modifiers and utility, ignoring colons inside brackets. */
function splitModifiers(className: string): [modifiers: string, utility: string] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const utility = className.slice(start);
  // Modifier order does not matter to which property is set, except for arbitrary variants.
  const modifiers = parts.some((part) => part.startsWith('[')) ? parts : parts.sort();
  return [modifiers.join(':'), utility];
}

/** Merged class lists by their joined input: a page asks for the same few lists over and over. */
const merged = new Map<string, string>();
/** At most this many are kept (the oldest goes first): a bound however many distinct lists come. */
const CN_CACHE_SIZE = 2000;

/** Joins class names (clsx) and lets a later Tailwind utility win over an earlier one of the same group. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = merge(joined);
  if (merged.size >= CN_CACHE_SIZE) merged.delete(merged.keys().next().value as string);
  merged.set(joined, result);
  return result;
}

/** The merge itself: the last utility of each group (per modifiers and importance) wins. */
function merge(joined: string): string {
  const classes = joined.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index] ?? '';
    const [modifiers, utility] = splitModifiers(className);
    const important = utility.startsWith('!') || utility.endsWith('!');
    const group = groupOf(utility.replace(/^!|!$/g, ''));
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    const scope = `${modifiers}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
