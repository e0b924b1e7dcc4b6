// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toText } from './text';
import { trimValue } from './trim';

// The text a rule checks, for values that are not text.
describe('toText', () => {
  it('writes finite numbers and big integers as digits', () => {
    expect(toText(12.5)).toBe('12.5');
    expect(toText(-3)).toBe('-3');
    expect(toText(10n)).toBe('10');
  });

  it('reads numbers that are not finite, and values that are neither text nor numbers, as empty', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, {}, ['1']]) expect(toText(value), String(value)).toBe('');
  });
});

describe('trimValue', () => {
  it('gives a value equal to the input when there is nothing to trim', () => {
    const typed = 'john@example.com';
    expect(trimValue(typed) !== typed).toBe(false);
    expect(trimValue(` ${typed}`) !== ` ${typed}`).toBe(true);
  });
});
