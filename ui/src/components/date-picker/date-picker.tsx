import * as React from 'react';
import { DayPicker, type ClassNames } from 'react-day-picker';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { PickerField, PickerIcon, type PickerInputProps, usePickerState, usePickerText } from '../../lib/picker-field';
import { DATE_PICKER_DEFAULT_FORMAT, formatDate, parseDate, startOfDay } from './date-format';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const monthNavButton = cn(
  'inline-flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100 disabled:opacity-40',
  focusRing,
);

/** The calendar's look, on the kit's tokens (react-day-picker's own stylesheet is not used). */
export const datePickerCalendarClassNames: Partial<ClassNames> = {
  root: 'relative w-max',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-10 items-center justify-center px-10',
  caption_label: 'text-base font-semibold text-neutral-900',
  nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
  button_previous: monthNavButton,
  button_next: monthNavButton,
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 p-0 text-center text-xs font-semibold text-neutral-600',
  week: '',
  day: 'p-0 text-center',
  day_button: cn(
    'inline-flex size-10 items-center justify-center rounded-md text-sm text-neutral-900 tabular-nums hover:bg-brand-50 disabled:cursor-not-allowed disabled:hover:bg-transparent',
    focusRing,
  ),
  selected: '[&>button]:bg-brand-700 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-brand-800',
  today: '[&>button]:font-bold [&>button]:ring-1 [&>button]:ring-inset [&>button]:ring-brand-700',
  outside: '[&>button]:text-neutral-500',
  disabled: '[&>button]:text-neutral-400 [&>button]:line-through',
  hidden: 'invisible',
};

export type DatePickerProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** Visible label of the text input. @default t('Date') */
  label?: string;
  /** The date (controlled); `null` for none. */
  value?: Date | null;
  /** The initial date when uncontrolled. @default null */
  defaultValue?: Date | null;
  /** Called with the chosen date (00:00 local time) or `null` when the input is cleared. */
  onValueChange?: (date: Date | null) => void;
  /** The typed format: `mm`, `dd`, `yyyy` (or `m`, `d`, `yy`) and separators. @default 'mm/dd/yyyy' */
  format?: string;
  /** The day highlighted as today; also the century for two-digit years. @default new Date() */
  today?: Date;
  /** The month shown when the calendar opens without a date. @default the month of `today` */
  defaultMonth?: Date;
  /** Earliest day that can be chosen. */
  minDate?: Date;
  /** Latest day that can be chosen. */
  maxDate?: Date;
} & PickerInputProps;

/**
 * A date input in mm/dd/yyyy (by default) with a calendar (react-day-picker) in a
 * popover. Typed dates that cannot be read are flagged; the calendar is fully
 * keyboard operable (arrows, Page Up/Down, Home/End, Enter, Escape).
 *
 * **When to use**: a date the shopper types or picks (date of birth, a delivery date, a date
 * attribute), as a text field that also takes typed dates.
 *
 * **Accessibility**: a labelled text input (`aria-invalid` and a message for a date that cannot be
 * read) with a button opening the WAI-ARIA Date Picker Dialog pattern: a calendar `grid` in a
 * popover. Keyboard: `Alt+ArrowDown` in the input or `Enter` on the calendar button opens it; in the
 * grid, arrows move a day or a week, `Page Up`/`Page Down` a month, `Home`/`End` the start or end of
 * the week; `Enter` or `Space` chooses the day; `Escape` closes and returns focus.
 */
export function DatePicker({
  label,
  format = DATE_PICKER_DEFAULT_FORMAT,
  today,
  defaultMonth,
  minDate,
  maxDate,
  className,
  ...props
}: DatePickerProps) {
  const { value, setValue, setOpen: setOpenState, field, rest } = usePickerState<Date, typeof props>(props, 'date');
  const contentRef = React.useRef<HTMLDivElement>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [month, setMonth] = React.useState<Date>(() => value ?? defaultMonth ?? today ?? new Date());
  const [text, setText] = usePickerText(value, (date) => formatDate(date, format), () => {
    setError(null);
    if (value) setMonth(value);
  });

  const setOpen = (next: boolean) => {
    if (next) setMonth(value ?? defaultMonth ?? today ?? new Date());
    setOpenState(next);
  };

  const outOfRange = (date: Date) =>
    (minDate !== undefined && date < startOfDay(minDate)) || (maxDate !== undefined && date > startOfDay(maxDate));

  const commitText = () => {
    if (text.trim() === '') {
      setError(null);
      if (value !== null) setValue(null);
      return;
    }
    const parsed = parseDate(text, format, today ?? new Date());
    if (!parsed) {
      setError(t('Please enter a valid date in the format %1.', format));
      return;
    }
    if (outOfRange(parsed)) {
      setError(
        minDate && maxDate
          ? t('Please enter a date from %1 to %2.', formatDate(minDate, format), formatDate(maxDate, format))
          : minDate
            ? t('Please enter a date on or after %1.', formatDate(minDate, format))
            : t('Please enter a date on or before %1.', formatDate(maxDate!, format)),
      );
      return;
    }
    setError(null);
    setText(formatDate(parsed, format));
    setMonth(parsed);
    if (!value || value.getTime() !== parsed.getTime()) setValue(parsed);
  };

  const disabledDays = [
    ...(minDate ? [{ before: startOfDay(minDate) }] : []),
    ...(maxDate ? [{ after: startOfDay(maxDate) }] : []),
  ];

  return (
    <PickerField
      slot="date-picker"
      label={label ?? t('Date')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (error) setError(null);
      }}
      onCommit={commitText}
      onInputKeyDown={(event) => {
        // Alt+ArrowDown opens the calendar, as in the ARIA date picker dialog pattern.
        if (event.key === 'ArrowDown' && event.altKey) {
          event.preventDefault();
          setOpen(true);
        }
      }}
      placeholder={format}
      hint={t('Format: %1', format)}
      error={error}
      {...field}
      onOpenChange={setOpen}
      triggerLabel={t('Choose date')}
      triggerIcon={
        <PickerIcon>
          <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
          <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
        </PickerIcon>
      }
      contentProps={{
        ref: contentRef,
        onOpenAutoFocus: (event) => {
          // Focus the selected day (or today), not the month navigation; without scrolling the page.
          event.preventDefault();
          contentRef.current
            ?.querySelector<HTMLButtonElement>('[role="grid"] button[tabindex="0"]')
            ?.focus({ preventScroll: true });
        },
        className: 'p-3',
      }}
      className={className}
      {...rest}
    >
      <DayPicker
        mode="single"
        required
        selected={value ?? undefined}
        onSelect={(date) => {
          setError(null);
          setValue(date);
          setOpen(false);
        }}
        month={month}
        onMonthChange={setMonth}
        today={today}
        disabled={disabledDays}
        startMonth={minDate}
        endMonth={maxDate}
        showOutsideDays
        classNames={datePickerCalendarClassNames}
        labels={{
          labelPrevious: () => t('Go to the previous month'),
          labelNext: () => t('Go to the next month'),
        }}
      />
    </PickerField>
  );
}
