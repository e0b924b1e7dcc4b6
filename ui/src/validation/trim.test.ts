import { describe, expect, it } from 'vitest';
import { TRIM_EVENTS, trimValue } from './trim';

describe('trimValue', () => {
  it('trims whitespace at both ends, non-breaking spaces and line breaks included', () => {
    expect(trimValue('  john@example.com ')).toBe('john@example.com');
    expect(trimValue('\u00a0john@example.com\n')).toBe('john@example.com');
    expect(trimValue('  ')).toBe('');
    expect(trimValue('john doe')).toBe('john doe');
  });

  it('trims on change, keyup and paste', () => {
    expect(TRIM_EVENTS).toEqual(['change', 'keyup', 'paste']);
  });
});
