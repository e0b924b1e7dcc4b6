import { Popover } from 'radix-ui';
import * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import {
  PickerField,
  PickerIcon,
  type PickerInputProps,
  pickerInputClasses,
  usePickerState,
  usePickerText,
} from '../../lib/picker-field';
import { Button } from '../button';

/** Allowed range of each time part (SPEC.md §5). */
export const TIME_PICKER_LIMITS = {
  hours: { min: 0, max: 23 },
  minutes: { min: 0, max: 59 },
  seconds: { min: 0, max: 59 },
  milliseconds: { min: 0, max: 999 },
  microseconds: { min: 0, max: 999 },
} as const;

/** The error text for a time that cannot be parsed (SPEC.md §5, §8). */
export const WRONG_TIME_FORMAT = 'Wrong time format';

export type TimeUnit = keyof typeof TIME_PICKER_LIMITS;

/** The time-zone list's range, in minutes from UTC (SPEC.md §9: -720 to 840). */
export const TIME_ZONE_RANGE = { min: -720, max: 840 } as const;

/** Offsets in use that are not whole hours (Newfoundland, India, Nepal, Chatham…). */
const PART_HOUR_OFFSETS = [-570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765];

/**
 * The UTC offsets a time zone can have, in minutes, west to east: every whole hour from
 * UTC-12:00 to UTC+14:00 and the part-hour offsets in use between them.
 */
export const TIME_ZONE_OFFSETS: readonly number[] = [
  ...Array.from({ length: (TIME_ZONE_RANGE.max - TIME_ZONE_RANGE.min) / 60 + 1 }, (_, i) => TIME_ZONE_RANGE.min + i * 60),
  ...PART_HOUR_OFFSETS,
].sort((a, b) => a - b);

/** Writes an offset in minutes as `UTC+05:30`, `UTC-09:30` or `UTC` for zero. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A time of day, down to the microsecond. */
export type TimeValue = Record<TimeUnit, number>;

/** The smallest unit the picker shows and edits. */
export type TimePrecision = 'minutes' | 'seconds' | 'milliseconds' | 'microseconds';

const UNITS: readonly TimeUnit[] = ['hours', 'minutes', 'seconds', 'milliseconds', 'microseconds'];

const UNIT_LABELS: Record<TimeUnit, string> = {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  milliseconds: 'Milliseconds',
  microseconds: 'Microseconds',
};

const FORMAT_HINTS: Record<TimePrecision, string> = {
  minutes: 'hh:mm',
  seconds: 'hh:mm:ss',
  milliseconds: 'hh:mm:ss.sss',
  microseconds: 'hh:mm:ss.ssssss',
};

/** Thrown by {@link parseTime}; its message is the translated 'Wrong time format'. */
export class TimeFormatError extends Error {
  constructor() {
    super(t(WRONG_TIME_FORMAT));
    this.name = 'TimeFormatError';
  }
}

/** The units shown for a precision, hours first. */
export function timeUnitsFor(precision: TimePrecision): TimeUnit[] {
  return UNITS.slice(0, UNITS.indexOf(precision) + 1);
}

/** Keeps a number inside the range of its time unit (rounded down to a whole number). */
export function clampTimeUnit(unit: TimeUnit, value: number): number {
  const { min, max } = TIME_PICKER_LIMITS[unit];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?(?:\s*([ap])\.?m\.?)?$/i;

/**
 * Reads a time typed as `h:mm`, `h:mm:ss` or `h:mm:ss.ffffff` (up to six fraction
 * digits: milliseconds, then microseconds), 24-hour or with `am`/`pm`.
 * @throws {TimeFormatError} 'Wrong time format' when the text is not such a time
 * or a part is out of range.
 */
export function parseTime(text: string): TimeValue {
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) throw new TimeFormatError();
  const [, h = '', m = '', s = '0', fraction = '', meridiem] = match;
  let hours = Number(h);
  const minutes = Number(m);
  const seconds = Number(s);
  if (meridiem) {
    if (hours < 1 || hours > 12) throw new TimeFormatError();
    hours = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hours > TIME_PICKER_LIMITS.hours.max) throw new TimeFormatError();
  if (minutes > TIME_PICKER_LIMITS.minutes.max) throw new TimeFormatError();
  if (seconds > TIME_PICKER_LIMITS.seconds.max) throw new TimeFormatError();
  const micros = Number(fraction.padEnd(6, '0'));
  return {
    hours,
    minutes,
    seconds,
    milliseconds: Math.floor(micros / 1000),
    microseconds: micros % 1000,
  };
}

/** Writes a time as `HH:mm`, `HH:mm:ss`, `HH:mm:ss.SSS` or `HH:mm:ss.SSSSSS`. */
export function formatTime(value: TimeValue, precision: TimePrecision = 'minutes'): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  let text = `${pad(value.hours)}:${pad(value.minutes)}`;
  if (precision === 'minutes') return text;
  text += `:${pad(value.seconds)}`;
  if (precision === 'seconds') return text;
  text += `.${pad(value.milliseconds, 3)}`;
  if (precision === 'milliseconds') return text;
  return text + pad(value.microseconds, 3);
}

/**
 * Spin-button keys (ARIA APG): arrows step by one and wrap around, so 59 goes on to 0;
 * Home and End jump to the ends of the range. Returns null for other keys.
 */
export function spinKey(unit: TimeUnit, current: number, key: string): number | null {
  const { min, max } = TIME_PICKER_LIMITS[unit];
  switch (key) {
    case 'ArrowUp':
      return current >= max ? min : current + 1;
    case 'ArrowDown':
      return current <= min ? max : current - 1;
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

const MIDNIGHT: TimeValue = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0, microseconds: 0 };

/** Drops the parts finer than the precision, so the value matches what is shown. */
function truncateTo(value: TimeValue, precision: TimePrecision): TimeValue {
  const kept = timeUnitsFor(precision);
  const next = { ...MIDNIGHT };
  for (const unit of kept) next[unit] = value[unit];
  return next;
}

export type TimePickerProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** Visible label of the text input. @default t('Time') */
  label?: string;
  /** The time (controlled); `null` for none. */
  value?: TimeValue | null;
  /** The initial time when uncontrolled. @default null */
  defaultValue?: TimeValue | null;
  /** Called with the new time (or `null` when the input is cleared). */
  onValueChange?: (value: TimeValue | null) => void;
  /** The smallest unit shown and edited. @default 'minutes' */
  precision?: TimePrecision;
  /** Show a time-zone list (UTC offsets from -720 to 840 minutes) in the panel. @default false */
  showTimeZone?: boolean;
  /** The chosen UTC offset in minutes (controlled). */
  timeZone?: number;
  /** The initial UTC offset in minutes when uncontrolled. @default 0 */
  defaultTimeZone?: number;
  /** Called with the newly chosen UTC offset in minutes. */
  onTimeZoneChange?: (minutes: number) => void;
} & PickerInputProps;

/**
 * A time input: type `14:30` (or `2:30 pm`) or open the panel and set hours (0-23),
 * minutes and seconds (0-59), milliseconds and microseconds (0-999) with spin buttons.
 * A typed time that cannot be read is flagged 'Wrong time format'.
 *
 * **When to use**: a time of day the shopper types or sets (a delivery slot, a time attribute),
 * optionally with a UTC offset.
 *
 * **Accessibility**: a labelled text input (`aria-invalid` and a message for a time that cannot be
 * read) with a button opening a panel of WAI-ARIA Spinbuttons, one per unit, in a labelled group.
 * Keyboard: `Enter` on the panel button opens it; `Tab` moves between units; `ArrowUp`/`ArrowDown`
 * step a unit by one and wrap around, `Home`/`End` go to its lowest or highest value; `Escape`
 * closes the panel and returns focus.
 */
export function TimePicker({
  label,
  precision = 'minutes',
  showTimeZone = false,
  timeZone: timeZoneProp,
  defaultTimeZone = 0,
  onTimeZoneChange,
  className,
  ...props
}: TimePickerProps) {
  const { id, value, setValue, field, rest } = usePickerState<TimeValue, typeof props>(props, 'time');
  const [timeZone, setTimeZone] = useControllableState({ prop: timeZoneProp, defaultProp: defaultTimeZone, onChange: onTimeZoneChange });
  // The text follows the value when it changes from outside or from the spin buttons.
  const [text, setText] = usePickerText(value, (time) => formatTime(time, precision));
  const [invalid, setInvalid] = React.useState(false);

  const commitText = () => {
    if (text.trim() === '') {
      setInvalid(false);
      if (value !== null) setValue(null);
      return;
    }
    try {
      const parsed = truncateTo(parseTime(text), precision);
      setInvalid(false);
      setText(formatTime(parsed, precision));
      setValue(parsed);
    } catch (error) {
      if (!(error instanceof TimeFormatError)) throw error;
      setInvalid(true);
    }
  };

  const setUnit = (unit: TimeUnit, raw: string) => {
    const next = { ...(value ?? MIDNIGHT), [unit]: clampTimeUnit(unit, raw === '' ? 0 : Number(raw)) };
    setInvalid(false);
    setValue(next);
  };

  return (
    <PickerField
      slot="time-picker"
      label={label ?? t('Time')}
      text={text}
      onTextChange={(next) => {
        setText(next);
        if (invalid) setInvalid(false);
      }}
      onCommit={commitText}
      placeholder={FORMAT_HINTS[precision]}
      hint={t('Format: %1', FORMAT_HINTS[precision])}
      error={invalid ? t(WRONG_TIME_FORMAT) : null}
      {...field}
      triggerLabel={t('Choose time')}
      triggerIcon={
        <PickerIcon>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
        </PickerIcon>
      }
      contentProps={{ className: 'w-max max-w-[calc(100vw-1rem)] p-4' }}
      className={className}
      {...rest}
    >
      <div
        data-slot="time-picker-fields"
        role="group"
        aria-label={label ?? t('Time')}
        className="flex flex-wrap items-end gap-3"
      >
        {timeUnitsFor(precision).map((unit) => {
          const limits = TIME_PICKER_LIMITS[unit];
          const fieldId = `${id}-${unit}`;
          return (
            <div key={unit} data-slot="time-picker-field" className="flex flex-col gap-1">
              <label htmlFor={fieldId} className="text-xs font-semibold text-neutral-600">
                {t(UNIT_LABELS[unit])}
              </label>
              <input
                data-slot="time-picker-spinbutton"
                data-unit={unit}
                id={fieldId}
                type="number"
                inputMode="numeric"
                min={limits.min}
                max={limits.max}
                step={1}
                value={(value ?? MIDNIGHT)[unit]}
                onChange={(event) => setUnit(unit, event.target.value)}
                onKeyDown={(event) => {
                  const next = spinKey(unit, (value ?? MIDNIGHT)[unit], event.key);
                  if (next === null) return;
                  event.preventDefault();
                  setUnit(unit, String(next));
                }}
                className={cn(pickerInputClasses, 'px-2 text-center tabular-nums', limits.max > 99 ? 'w-20' : 'w-16')}
              />
            </div>
          );
        })}
      </div>
      {showTimeZone ? (
        <div data-slot="time-picker-time-zone" className="mt-3 flex flex-col gap-1">
          <label htmlFor={`${id}-time-zone`} className="text-xs font-semibold text-neutral-600">
            {t('Time Zone')}
          </label>
          <select
            id={`${id}-time-zone`}
            value={timeZone}
            onChange={(event) => setTimeZone(Number(event.target.value))}
            className={cn(pickerInputClasses, 'px-2')}
          >
            {TIME_ZONE_OFFSETS.map((offset) => (
              <option key={offset} value={offset}>
                {formatUtcOffset(offset)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="mt-4 flex justify-end">
        <Popover.Close asChild>
          <Button data-slot="time-picker-done" size="sm">
            {t('Done')}
          </Button>
        </Popover.Close>
      </div>
    </PickerField>
  );
}
