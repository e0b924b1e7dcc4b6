// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './dates';

// Dates at their edges: month and day 0, text around a date, spaces.
describe('parseCalendarDate at its edges', () => {
  it('refuses month 0 and day 0', () => {
    expect(parseCalendarDate('2026-00-10')).toBeNull();
    expect(parseCalendarDate('2026-01-00')).toBeNull();
    expect(parseCalendarDate('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('reads a date typed with spaces around it', () => {
    expect(parseCalendarDate(' 2026-01-05 ')).toEqual({ year: 2026, month: 1, day: 5 });
  });

  it('refuses a date with digits before or after it', () => {
    expect(parseCalendarDate('12026-01-05')).toBeNull();
    expect(parseCalendarDate('2026-01-051')).toBeNull();
  });
});
