// The rules of the W3C Design Tokens format (2025.10: format, colour module) that a token file
// must follow, as a check: `validateDesignTokens(json)` lists what breaks them (empty when the
// file is valid). Used by the kit's tokens test (ui/src/tokens/design-tokens.test.ts) and by the
// package round trip on the packed `tokens.json` (scripts/test-kit-package.mjs).

/** The format's types: the basic ones and the composites. */
export const TOKEN_TYPES = [
  'color', 'dimension', 'fontFamily', 'fontWeight', 'duration', 'cubicBezier', 'number',
  'strokeStyle', 'border', 'transition', 'shadow', 'gradient', 'typography',
];
const COLOR_SPACES = ['srgb', 'srgb-linear', 'hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec2020', 'xyz-d65', 'xyz-d50'];
const FONT_WEIGHT_NAMES = ['thin', 'hairline', 'extra-light', 'ultra-light', 'light', 'normal', 'regular', 'book', 'medium', 'semi-bold', 'demi-bold', 'bold', 'extra-bold', 'ultra-bold', 'black', 'heavy', 'extra-black', 'ultra-black'];
const STROKE_STYLES = ['solid', 'dashed', 'dotted', 'double', 'groove', 'ridge', 'outset', 'inset'];
const TOKEN_PROPERTIES = ['$value', '$type', '$description', '$extensions', '$deprecated'];
const GROUP_PROPERTIES = ['$type', '$description', '$extensions', '$deprecated', '$extends', '$root', '$schema'];
/** The sub-values of the composite types, with their types. */
const COMPOSITES = {
  shadow: { color: 'color', offsetX: 'dimension', offsetY: 'dimension', blur: 'dimension', spread: 'dimension', inset: 'boolean?' },
  typography: { fontFamily: 'fontFamily', fontSize: 'dimension', fontWeight: 'fontWeight', letterSpacing: 'dimension', lineHeight: 'number' },
  border: { color: 'color', width: 'dimension', style: 'strokeStyle' },
  transition: { duration: 'duration', delay: 'duration', timingFunction: 'cubicBezier' },
};

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const REFERENCE = /^\{([^{}]+)\}$/;

/** Every token of the file, by its path (`color.brand.700`), with the type it has or inherits. */
function collect(node, path, inherited, tokens, problems) {
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$')) continue;
    const at = [...path, key].join('.');
    if (/[{}.]/.test(key)) problems.push(`${at}: a name may not contain '{', '}' or '.'`);
    if (!isObject(child)) {
      problems.push(`${at}: neither a token (no $value) nor a group`);
      continue;
    }
    const type = child.$type ?? inherited;
    if ('$value' in child) {
      for (const property of Object.keys(child)) if (property.startsWith('$') && !TOKEN_PROPERTIES.includes(property)) problems.push(`${at}: a token has no ${property}`);
      tokens.set(at, { value: child.$value, type });
    } else {
      for (const property of Object.keys(child)) if (property.startsWith('$') && !GROUP_PROPERTIES.includes(property)) problems.push(`${at}: a group has no ${property}`);
      if (child.$type !== undefined && !TOKEN_TYPES.includes(child.$type)) problems.push(`${at}: $type ${JSON.stringify(child.$type)} is not one of the format's types`);
      collect(child, [...path, key], type, tokens, problems);
    }
  }
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** The problems of one (resolved) value of `type`, as messages about `at`. */
function checkValue(value, type, at, resolve) {
  if (typeof value === 'string' && REFERENCE.test(value)) {
    const target = resolve(value, at);
    if (!target) return [];
    return target.type === type ? [] : [`${at}: ${value} is a ${target.type} token, not a ${type}`];
  }
  switch (type) {
    case 'color': {
      if (!isObject(value)) return [`${at}: a colour is an object { colorSpace, components }`];
      const problems = [];
      if (!COLOR_SPACES.includes(value.colorSpace)) problems.push(`${at}: colorSpace ${JSON.stringify(value.colorSpace)} is not one of the format's`);
      if (!Array.isArray(value.components) || value.components.length !== 3 || !value.components.every((c) => isNumber(c) || c === 'none')) problems.push(`${at}: components are three numbers`);
      else if (value.colorSpace === 'srgb' && value.components.some((c) => c !== 'none' && (c < 0 || c > 1))) problems.push(`${at}: sRGB components are from 0 to 1`);
      if (value.alpha !== undefined && !(isNumber(value.alpha) && value.alpha >= 0 && value.alpha <= 1)) problems.push(`${at}: alpha is from 0 to 1`);
      if (value.hex !== undefined) {
        if (!/^#[0-9a-f]{6}$/i.test(value.hex)) problems.push(`${at}: hex is #rrggbb`);
        else if (value.colorSpace === 'srgb' && Array.isArray(value.components)) {
          const fromHex = [1, 3, 5].map((i) => parseInt(value.hex.slice(i, i + 2), 16) / 255);
          if (fromHex.some((c, i) => Math.abs(c - value.components[i]) > 0.001)) problems.push(`${at}: hex ${value.hex} is not the components' colour`);
        }
      }
      return problems;
    }
    case 'dimension':
      return isObject(value) && isNumber(value.value) && ['px', 'rem'].includes(value.unit) ? [] : [`${at}: a dimension is { value: number, unit: 'px' | 'rem' }`];
    case 'duration':
      return isObject(value) && isNumber(value.value) && ['ms', 's'].includes(value.unit) ? [] : [`${at}: a duration is { value: number, unit: 'ms' | 's' }`];
    case 'number':
      return isNumber(value) ? [] : [`${at}: a number token's value is a number`];
    case 'fontFamily':
      return typeof value === 'string' || (Array.isArray(value) && value.length > 0 && value.every((font) => typeof font === 'string')) ? [] : [`${at}: a font family is a name or a list of names`];
    case 'fontWeight':
      return (isNumber(value) && value >= 1 && value <= 1000) || FONT_WEIGHT_NAMES.includes(value) ? [] : [`${at}: a font weight is from 1 to 1000 or one of the format's names`];
    case 'cubicBezier':
      return Array.isArray(value) && value.length === 4 && value.every(isNumber) && [value[0], value[2]].every((x) => x >= 0 && x <= 1) ? [] : [`${at}: a cubic Bézier is [x1, y1, x2, y2], x from 0 to 1`];
    case 'strokeStyle':
      return STROKE_STYLES.includes(value) || isObject(value) ? [] : [`${at}: not a stroke style`];
    case 'gradient':
      return Array.isArray(value) && value.every((stop) => isObject(stop) && isNumber(stop.position)) ? value.flatMap((stop, i) => checkValue(stop.color, 'color', `${at}[${i}].color`, resolve)) : [`${at}: a gradient is a list of { color, position }`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: not true or false`];
    default: {
      const parts = COMPOSITES[type];
      if (!parts) return [`${at}: $type ${JSON.stringify(type)} is not one of the format's types`];
      const layers = type === 'shadow' && Array.isArray(value) ? value : [value];
      return layers.flatMap((layer) => {
        if (!isObject(layer)) return [`${at}: a ${type} is an object`];
        const problems = Object.keys(layer).filter((key) => !(key in parts)).map((key) => `${at}: a ${type} has no ${key}`);
        for (const [key, partType] of Object.entries(parts)) {
          const optional = partType.endsWith('?');
          if (layer[key] === undefined) {
            if (!optional) problems.push(`${at}: a ${type} needs ${key}`);
          } else problems.push(...checkValue(layer[key], partType.replace('?', ''), `${at}.${key}`, resolve));
        }
        return problems;
      });
    }
  }
}

/** What in `json` breaks the format's rules: no problems, an empty list. */
export function validateDesignTokens(json) {
  const problems = [];
  if (!isObject(json)) return ['the file is not a JSON object'];
  const tokens = new Map();
  collect(json, [], undefined, tokens, problems);
  if (tokens.size === 0) problems.push('the file has no tokens');
  // A reference names a token (not a group) by its path; a chain of references may not loop.
  const resolve = (reference, at, seen = new Set()) => {
    const path = REFERENCE.exec(reference)[1];
    const target = tokens.get(path);
    if (!target) {
      problems.push(`${at}: ${reference} names no token`);
      return null;
    }
    if (seen.has(path)) {
      problems.push(`${at}: ${reference} refers to itself through ${[...seen].join(' → ')}`);
      return null;
    }
    seen.add(path);
    const ofTarget = typeof target.value === 'string' && REFERENCE.test(target.value) ? resolve(target.value, path, seen) : target;
    return ofTarget && { ...ofTarget, type: target.type ?? ofTarget.type };
  };
  for (const [at, token] of tokens) {
    let type = token.type;
    if (type === undefined && typeof token.value === 'string' && REFERENCE.test(token.value)) type = resolve(token.value, at)?.type;
    if (type === undefined) {
      problems.push(`${at}: no $type (neither its own, nor a group's, nor a referenced token's)`);
      continue;
    }
    if (!TOKEN_TYPES.includes(type)) {
      problems.push(`${at}: $type ${JSON.stringify(type)} is not one of the format's types`);
      continue;
    }
    problems.push(...checkValue(token.value, type, at, resolve));
  }
  return [...new Set(problems)];
}
