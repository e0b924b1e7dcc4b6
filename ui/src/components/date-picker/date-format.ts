/** The date format of the date picker (SPEC.md §9). */
export const DATE_PICKER_DEFAULT_FORMAT = 'mm/dd/yyyy';

type Part = { token: 'yyyy' | 'yy' | 'mm' | 'm' | 'dd' | 'd' } | { literal: string };

const TOKEN = /yyyy|yy|mm|m|dd|d/g;

function tokenize(format: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of format.toLowerCase().matchAll(TOKEN)) {
    if (match.index > last) parts.push({ literal: format.slice(last, match.index) });
    parts.push({ token: match[0] as 'yyyy' | 'yy' | 'mm' | 'm' | 'dd' | 'd' });
    last = match.index + match[0].length;
  }
  if (last < format.length) parts.push({ literal: format.slice(last) });
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Writes a date in a format made of `yyyy`, `yy`, `mm`, `m`, `dd`, `d` and literal separators. */
export function formatDate(date: Date, format: string = DATE_PICKER_DEFAULT_FORMAT): string {
  return tokenize(format)
    .map((part) => {
      if ('literal' in part) return part.literal;
      switch (part.token) {
        case 'yyyy':
          return pad(date.getFullYear(), 4);
        case 'yy':
          return pad(date.getFullYear() % 100);
        case 'mm':
          return pad(date.getMonth() + 1);
        case 'm':
          return String(date.getMonth() + 1);
        case 'dd':
          return pad(date.getDate());
        case 'd':
          return String(date.getDate());
      }
    })
    .join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/**
 * Reads a date typed in the given format. Month and day may have one digit; a
 * two-digit year is expanded with the century of `referenceDate` (SPEC.md §5).
 * Returns null when the text does not match or names no real day (e.g. 02/30).
 */
export function parseDate(
  text: string,
  format: string = DATE_PICKER_DEFAULT_FORMAT,
  referenceDate: Date = new Date(),
): Date | null {
  const parts = tokenize(format);
  const order: Array<'year' | 'month' | 'day'> = [];
  const pattern = parts
    .map((part) => {
      if ('literal' in part) return escapeRegExp(part.literal);
      if (part.token === 'yyyy' || part.token === 'yy') {
        order.push('year');
        return '(\\d{4}|\\d{2})';
      }
      order.push(part.token.startsWith('m') ? 'month' : 'day');
      return '(\\d{1,2})';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!match) return null;
  const values: Record<'year' | 'month' | 'day', number> = { year: Number.NaN, month: Number.NaN, day: Number.NaN };
  order.forEach((field, index) => {
    const digits = match[index + 1] ?? '';
    let value = Number(digits);
    if (field === 'year' && digits.length === 2) value += Math.floor(referenceDate.getFullYear() / 100) * 100;
    values[field] = value;
  });
  const { year, month, day } = values;
  if (!(month >= 1 && month <= 12) || !(day >= 1 && day <= daysInMonth(year, month))) return null;
  const date = new Date(2000, month - 1, day);
  // setFullYear, because the Date constructor maps years 0-99 to 1900-1999.
  date.setFullYear(year);
  return date;
}

/** Whether two dates fall on the same calendar day. */
export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The date at 00:00 local time. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
