import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../clock';
import { daysInMonth, formatDob, parseCalendarDate, parseDob } from './dates';
import { checkRule } from './registry';

const dob = (month: string, day: string, year: string) => ({ month, day, year });

describe('validate-dob (fake clock: 15 May 2026)', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 4, 15, 9, 30).getTime() }));
  afterEach(() => setClock(systemClock));

  it('accepts real past dates, today included', () => {
    for (const parts of [dob('3', '7', '1990'), dob('02', '29', '2000'), dob('12', '31', '1900'), dob('5', '15', '2026'), dob('1', '1', '1900')]) {
      expect(checkRule('validate-dob', parts), JSON.stringify(parts)).toBeNull();
    }
    expect(checkRule('validate-dob', '03/07/1990')).toBeNull();
  });

  it('asks for a full date when a part is missing or not a number', () => {
    for (const parts of [dob('', '7', '1990'), dob('3', '', '1990'), dob('3', '7', ''), dob('0', '7', '1990'), dob('3', 'x', '1990'), dob('3', '7', '19.9')]) {
      expect(checkRule('validate-dob', parts), JSON.stringify(parts)).toBe('Please enter a valid full date.');
    }
  });

  it('checks the month', () => {
    expect(checkRule('validate-dob', dob('13', '1', '1990'))).toBe('Please enter a valid month (1-12).');
  });

  it('checks the year from 1900 to the current one, named in the message', () => {
    expect(checkRule('validate-dob', dob('1', '1', '1899'))).toBe('Please enter a valid year (1900-2026).');
    expect(checkRule('validate-dob', dob('1', '1', '2027'))).toBe('Please enter a valid year (1900-2026).');
    expect(checkRule('validate-dob', dob('1', '1', '90'))).toBe('Please enter a valid year (1900-2026).');
  });

  it('checks the day within the month, naming its last day', () => {
    expect(checkRule('validate-dob', dob('2', '29', '2001'))).toBe('Please enter a valid day (1-28).');
    expect(checkRule('validate-dob', dob('2', '30', '2000'))).toBe('Please enter a valid day (1-29).');
    expect(checkRule('validate-dob', dob('4', '31', '1990'))).toBe('Please enter a valid day (1-30).');
    expect(checkRule('validate-dob', dob('1', '32', '1990'))).toBe('Please enter a valid day (1-31).');
  });

  it('rejects a date after today', () => {
    expect(checkRule('validate-dob', dob('5', '16', '2026'))).toBe('Please enter a date from the past.');
    expect(checkRule('validate-dob', dob('12', '1', '2026'))).toBe('Please enter a date from the past.');
  });

  it('passes an empty date unless required', () => {
    expect(checkRule('validate-dob', dob('', '', ''))).toBeNull();
    expect(checkRule('validate-dob', undefined)).toBeNull();
    expect(checkRule('validate-dob', dob('', '', ''), { required: true })).toBe('This is a required field.');
  });

  it('takes its year range from the clock', () => {
    setClock({ now: () => new Date(2031, 0, 1).getTime() });
    expect(checkRule('validate-dob', dob('1', '1', '2030'))).toBeNull();
    expect(checkRule('validate-dob', dob('1', '1', '2032'))).toBe('Please enter a valid year (1900-2031).');
  });
});

describe('formatDob / parseDob', () => {
  it('stores month/day/year with two-digit day and month', () => {
    expect(formatDob({ day: '7', month: '3', year: '1990' })).toBe('03/07/1990');
    expect(formatDob({ day: 28, month: 11, year: 1985 })).toBe('11/28/1985');
  });

  it('reads a stored date back', () => {
    expect(parseDob('03/07/1990')).toEqual({ month: '03', day: '07', year: '1990' });
    expect(parseDob('1990-03-07')).toBeNull();
  });
});

describe('validate-date-range (fake clock: 2026)', () => {
  beforeEach(() => setClock({ now: () => new Date(2026, 0, 1).getTime() }));
  afterEach(() => setClock(systemClock));
  const message = 'Make sure the To Date is later than or the same as the From Date.';

  it('accepts a "to" date the same or later', () => {
    expect(checkRule('validate-date-range', '01/15/2026', { to: '01/15/2026' })).toBeNull();
    expect(checkRule('validate-date-range', '01/15/2026', { to: '02/01/2026' })).toBeNull();
    expect(checkRule('validate-date-range', '12/31/2025', { to: '1.1.2026' })).toBeNull();
    expect(checkRule('validate-date-range', '2026-01-15', { to: '2026-01-16' })).toBeNull();
  });

  it('rejects a "to" date before the "from" date', () => {
    expect(checkRule('validate-date-range', '01/16/2026', { to: '01/15/2026' })).toBe(message);
    expect(checkRule('validate-date-range', '01/01/2027', { to: '12/31/26' })).toBe(message);
  });

  it('reads two-digit years in the current century', () => {
    expect(checkRule('validate-date-range', '12/31/25', { to: '01/01/2026' })).toBeNull();
    expect(checkRule('validate-date-range', '01/01/2026', { to: '12/31/25' })).toBe(message);
  });

  it('passes while either date is empty, fails on an unreadable one', () => {
    expect(checkRule('validate-date-range', '', { to: '01/01/2026' })).toBeNull();
    expect(checkRule('validate-date-range', '01/01/2026', { to: '' })).toBeNull();
    expect(checkRule('validate-date-range', '02/30/2026', { to: '03/01/2026' })).toBe(message);
  });
});

describe('calendar helpers', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 9)).toBe(30);
  });

  it('parses the shop date formats and rejects impossible dates', () => {
    expect(parseCalendarDate('03/07/1990')).toEqual({ year: 1990, month: 3, day: 7 });
    expect(parseCalendarDate('1990-03-07')).toEqual({ year: 1990, month: 3, day: 7 });
    expect(parseCalendarDate('13/01/1990')).toBeNull();
    expect(parseCalendarDate('yesterday')).toBeNull();
  });
});
