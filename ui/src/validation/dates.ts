import { today as clockToday } from '../clock';
import { validationMessage } from './messages';
import { emptyOr } from './rule-verdict';
import { isEmptyText, toText } from './text';

/** The earliest year a date of birth may have (SPEC.md §9). */
export const DOB_FIRST_YEAR = 1900;

/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** A two-digit year in the century of `now` (SPEC.md §5): 27 → 2027 during 2000-2099. */
export function expandTwoDigitYear(twoDigitYear: number, now: Date = clockToday()): number {
  return Math.floor(now.getFullYear() / 100) * 100 + twoDigitYear;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function today(): CalendarDate {
  const now = clockToday();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Reads a date as the shop's date fields write it: month/day/year (also with `.` or `-`
 * between, two-digit years in the current century) or ISO year-month-day. `null` when the
 * text is not a real calendar date.
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const us = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(trimmed);
  let date: CalendarDate | null = null;
  if (iso) {
    date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  } else if (us) {
    const yearText = us[3] ?? '';
    const year = yearText.length === 2 ? expandTwoDigitYear(Number(yearText)) : Number(yearText);
    date = { year, month: Number(us[1]), day: Number(us[2]) };
  }
  return date && isRealDate(date) ? date : null;
}

/** The three typed parts of a date of birth. */
export interface DateOfBirthParts {
  day?: string | number;
  month?: string | number;
  year?: string | number;
}

/** Options of `validate-dob`. */
export interface DateOfBirthOptions {
  /**
   * Whether an entirely empty date fails (with the required message).
   * @default false
   */
  required?: boolean;
}

const NO_DATE = { day: '', month: '', year: '' } as const;

/** The typed parts of a date of birth; `null` for text that is not a stored `MM/DD/YYYY` date. */
function readDobParts(value: unknown): { day: string; month: string; year: string } | null {
  if (typeof value === 'string') return value.trim() === '' ? NO_DATE : parseDob(value);
  if (typeof value === 'object' && value !== null) {
    const parts = value as Record<string, unknown>;
    return { day: toText(parts.day).trim(), month: toText(parts.month).trim(), year: toText(parts.year).trim() };
  }
  return NO_DATE;
}

function positiveInteger(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : 0;
}

/**
 * `validate-dob`: a full date (every part a positive number), month 1-12, year from 1900
 * to the current year, day within the month, and not after today (validation clock).
 * Takes `{ day, month, year }` or a stored `MM/DD/YYYY` string; an empty date passes
 * unless `required`.
 */
export function checkDateOfBirth(value: unknown, options: DateOfBirthOptions = {}): string | null {
  const parts = readDobParts(value);
  if (parts === null) return validationMessage('dobFull');
  if (parts.day === '' && parts.month === '' && parts.year === '') {
    return options.required ? validationMessage('required') : null;
  }
  const day = positiveInteger(parts.day);
  const month = positiveInteger(parts.month);
  const year = positiveInteger(parts.year);
  if (!day || !month || !year) return validationMessage('dobFull');
  if (month > 12) return validationMessage('dobMonth');
  const now = today();
  if (year < DOB_FIRST_YEAR || year > now.year) return validationMessage('dobYear', now.year);
  const lastDay = daysInMonth(year, month);
  if (day > lastDay) return validationMessage('dobDay', lastDay);
  if (compareDates({ year, month, day }, now) > 0) return validationMessage('dobPast');
  return null;
}

const twoDigits = (text: string): string => text.padStart(2, '0');

/**
 * The stored form of a date of birth, month/day/year with two-digit day and month
 * (`{ day: '7', month: '3', year: '1990' }` → `03/07/1990`). Validate first: this only formats.
 */
export function formatDob(parts: DateOfBirthParts): string {
  const day = toText(parts.day).trim();
  const month = toText(parts.month).trim();
  const year = toText(parts.year).trim();
  return `${twoDigits(month)}/${twoDigits(day)}/${year}`;
}

/** Splits a stored `MM/DD/YYYY` date of birth into its parts; `null` when it has another shape. */
export function parseDob(stored: string): { day: string; month: string; year: string } | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{1,4})$/.exec(stored.trim());
  if (!match) return null;
  return { month: match[1] ?? '', day: match[2] ?? '', year: match[3] ?? '' };
}

/** Options of `validate-date-range`: the "to" date of the pair. */
export interface DateRangeOptions {
  to?: string;
}

/**
 * `validate-date-range` (on the "from" field): the "to" date is the same or later.
 * Passes while either is empty; an unreadable date fails, as it cannot be ordered.
 */
export function checkDateRange(value: unknown, options: DateRangeOptions = {}): string | null {
  const fromText = toText(value);
  const toDateText = toText(options.to);
  if (isEmptyText(fromText.trim()) || isEmptyText(toDateText.trim())) return null;
  const from = parseCalendarDate(fromText);
  const to = parseCalendarDate(toDateText);
  return from && to && compareDates(from, to) <= 0 ? null : validationMessage('dateRange');
}

/** The form library's `date`: a readable calendar date (see `parseCalendarDate`). */
export function checkLibraryDate(value: unknown): string | null {
  return emptyOr(value, (text) => parseCalendarDate(text) !== null, () => validationMessage('libraryDate'));
}
