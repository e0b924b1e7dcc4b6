// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../clock';
import { formatDob, parseCalendarDate, parseDob } from './dates';
import { checkRule } from './registry';

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

describe('month/day/year text at its edges (fake clock: 15 May 2026)', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15).getTime() }));
  afterEach(() => setClock(systemClock));

  it('reads a two-digit year in the current century', () => {
    expect(parseCalendarDate('03/07/90')).toEqual({ year: 2090, month: 3, day: 7 });
    expect(parseCalendarDate('3.7.05')).toEqual({ year: 2005, month: 3, day: 7 });
  });

  it('refuses a date with text or digits before or after it', () => {
    expect(parseCalendarDate('x03/07/1990')).toBeNull();
    expect(parseCalendarDate('103/07/1990')).toBeNull();
    expect(parseCalendarDate('03/07/19901')).toBeNull();
    expect(parseCalendarDate('03/07/1990x')).toBeNull();
  });
});

describe('validate-dob at its edges (fake clock: 15 May 2026)', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15).getTime() }));
  afterEach(() => setClock(systemClock));
  const full = 'Please enter a valid full date.';

  it('takes a stored date of only spaces as no date', () => {
    expect(checkRule('validate-dob', '   ')).toBeNull();
    expect(checkRule('validate-dob', '   ', { required: true })).toBe('This is a required field.');
  });

  it('asks for a full date when a stored date has another shape', () => {
    for (const stored of ['1990', '1990-03-07', 'x03/07/1990']) expect(checkRule('validate-dob', stored), stored).toBe(full);
  });

  it('reads a stored date with spaces around it', () => {
    expect(checkRule('validate-dob', ' 03/07/1990 ')).toBeNull();
  });

  it('reads parts typed with spaces around them', () => {
    expect(checkRule('validate-dob', { day: ' 7 ', month: ' 3 ', year: ' 1990 ' })).toBeNull();
  });

  it('asks for a full date when only the day is missing, or only the day is given', () => {
    expect(checkRule('validate-dob', { day: '', month: '3', year: '1990' })).toBe(full);
    expect(checkRule('validate-dob', { day: '7', month: '', year: '' })).toBe(full);
  });

  it('asks for a full date when only the month, or only the year, is given (no date is all three empty)', () => {
    expect(checkRule('validate-dob', { day: '', month: '3', year: '' })).toBe(full);
    expect(checkRule('validate-dob', { day: '', month: '', year: '1990' })).toBe(full);
    expect(checkRule('validate-dob', { day: '', month: '3', year: '' }, { required: true })).toBe(full);
  });
});

describe('stored dates of birth at their edges', () => {
  it('formats parts typed with spaces around them', () => {
    expect(formatDob({ day: ' 7 ', month: ' 3 ', year: ' 1990 ' })).toBe('03/07/1990');
  });

  it('reads a stored date with spaces around it, and nothing with text before it', () => {
    expect(parseDob(' 03/07/1990 ')).toEqual({ month: '03', day: '07', year: '1990' });
    expect(parseDob('x03/07/1990')).toBeNull();
    expect(parseDob('103/07/1990')).toBeNull();
  });
});

describe('validate-date-range at its edges', () => {
  it('passes while either date is only spaces', () => {
    expect(checkRule('validate-date-range', '   ', { to: '01/01/2026' })).toBeNull();
    expect(checkRule('validate-date-range', '01/01/2026', { to: '   ' })).toBeNull();
  });
});
