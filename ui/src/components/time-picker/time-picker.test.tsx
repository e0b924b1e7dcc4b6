import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { time } from '../../../test-support/time-value';
import {
  TimePicker,
  TIME_PICKER_LIMITS,
  TIME_ZONE_OFFSETS,
  clampTimeUnit,
  formatTime,
  formatUtcOffset,
  parseTime,
  spinKey,
} from './time-picker';

describe('parseTime', () => {
  it('reads 24-hour times with seconds and up to six fraction digits', () => {
    expect(parseTime('0:00')).toEqual(time(0, 0));
    expect(parseTime('23:59')).toEqual(time(23, 59));
    expect(parseTime(' 14:30:05 ')).toEqual(time(14, 30, 5));
    expect(parseTime('14:30:05.5')).toEqual(time(14, 30, 5, 500));
    expect(parseTime('14:30:05.123')).toEqual(time(14, 30, 5, 123));
    expect(parseTime('14:30:05.123456')).toEqual(time(14, 30, 5, 123, 456));
    expect(parseTime('14:30:05,000999')).toEqual(time(14, 30, 5, 0, 999));
  });

  it('reads 12-hour times with am/pm', () => {
    expect(parseTime('12:15 am')).toEqual(time(0, 15));
    expect(parseTime('9:05 AM')).toEqual(time(9, 5));
    expect(parseTime('12:00 pm')).toEqual(time(12, 0));
    expect(parseTime('2:30 p.m.')).toEqual(time(14, 30));
  });

  it.each(['', 'abc', '14', '1430', '24:00', '12:60', '12:30:60', '13:00 pm', '0:10 am', '12:30:05.1234567', '-1:00'])(
    "throws 'Wrong time format' for %j",
    (text) => {
      expect(() => parseTime(text)).toThrow('Wrong time format');
    },
  );
});

describe('formatTime and clampTimeUnit', () => {
  it('pads every part to its precision', () => {
    const value = time(9, 5, 7, 12, 3);
    expect(formatTime(value)).toBe('09:05');
    expect(formatTime(value, 'seconds')).toBe('09:05:07');
    expect(formatTime(value, 'milliseconds')).toBe('09:05:07.012');
    expect(formatTime(value, 'microseconds')).toBe('09:05:07.012003');
  });

  it('keeps hours 0-23, minutes and seconds 0-59, ms and µs 0-999', () => {
    expect(TIME_PICKER_LIMITS).toEqual({
      hours: { min: 0, max: 23 },
      minutes: { min: 0, max: 59 },
      seconds: { min: 0, max: 59 },
      milliseconds: { min: 0, max: 999 },
      microseconds: { min: 0, max: 999 },
    });
    expect(clampTimeUnit('hours', 24)).toBe(23);
    expect(clampTimeUnit('minutes', 75)).toBe(59);
    expect(clampTimeUnit('seconds', -3)).toBe(0);
    expect(clampTimeUnit('milliseconds', 1200)).toBe(999);
    expect(clampTimeUnit('microseconds', 12.7)).toBe(12);
    expect(clampTimeUnit('hours', Number.NaN)).toBe(0);
  });
});

describe('TimePicker', () => {
  it("flags an unreadable typed time with 'Wrong time format' and clears the flag once it reads", async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<TimePicker label="Delivery time" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Delivery time' });

    await user.type(input, '25:99');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong time format');
    expect(input).toHaveAccessibleDescription(/Wrong time format/);
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '2:30 pm{Enter}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('14:30');
    expect(onValueChange).toHaveBeenLastCalledWith(time(14, 30));
  });

  it('sets each unit with spin buttons limited to its range', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<TimePicker precision="microseconds" defaultValue={time(9, 0)} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose time' }));

    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(hours).toHaveAttribute('max', '23');
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('max', '59');
    expect(screen.getByRole('spinbutton', { name: 'Seconds' })).toHaveAttribute('max', '59');
    expect(screen.getByRole('spinbutton', { name: 'Milliseconds' })).toHaveAttribute('max', '999');
    const micro = screen.getByRole('spinbutton', { name: 'Microseconds' });
    expect(micro).toHaveAttribute('max', '999');

    await user.clear(hours);
    await user.type(hours, '30');
    expect(onValueChange).toHaveBeenLastCalledWith(time(23, 0));
    await user.clear(micro);
    await user.type(micro, '42');
    expect(onValueChange).toHaveBeenLastCalledWith(time(23, 0, 0, 0, 42));
    expect(screen.getByRole('textbox', { name: 'Time' })).toHaveValue('23:00:00.000042');
  });

  it('steps a unit with the arrow keys, wrapping at the ends, and jumps with Home/End', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<TimePicker defaultValue={time(23, 59)} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose time' }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    hours.focus();
    await user.keyboard('{ArrowUp}');
    expect(hours).toHaveValue(0);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(hours).toHaveValue(22);
    await user.keyboard('{Home}');
    expect(hours).toHaveValue(0);
    await user.keyboard('{End}');
    expect(hours).toHaveValue(23);
    expect(spinKey('minutes', 0, 'ArrowDown')).toBe(59);
    expect(spinKey('microseconds', 999, 'ArrowUp')).toBe(0);
    expect(spinKey('seconds', 5, 'a')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Time' })).toHaveValue('23:59');
  });

  it('shows only the units of its precision', async () => {
    const user = userEvent.setup();
    render(<TimePicker precision="seconds" />);
    await user.click(screen.getByRole('button', { name: 'Choose time' }));
    expect(screen.getAllByRole('spinbutton').map((el) => el.getAttribute('data-unit'))).toEqual([
      'hours',
      'minutes',
      'seconds',
    ]);
  });

  it('offers a time-zone list from UTC-12:00 to UTC+14:00 (-720 to 840 minutes) when asked', async () => {
    const onTimeZoneChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<TimePicker defaultValue={time(9, 0)} />);
    await user.click(screen.getByRole('button', { name: 'Choose time' }));
    expect(screen.queryByRole('combobox', { name: 'Time Zone' })).toBeNull();
    unmount();

    render(<TimePicker defaultValue={time(9, 0)} showTimeZone defaultTimeZone={60} onTimeZoneChange={onTimeZoneChange} />);
    await user.click(screen.getByRole('button', { name: 'Choose time' }));
    const zone = screen.getByRole('combobox', { name: 'Time Zone' });
    const options = [...zone.querySelectorAll('option')];
    expect(options[0]).toHaveTextContent('UTC-12:00');
    expect(options.at(-1)).toHaveTextContent('UTC+14:00');
    expect(options).toHaveLength(TIME_ZONE_OFFSETS.length);
    expect(zone).toHaveValue('60');
    await user.selectOptions(zone, 'UTC+05:45');
    expect(onTimeZoneChange).toHaveBeenLastCalledWith(345);
  });
});

describe('time-zone offsets', () => {
  it('run west to east within -720..840 minutes, whole hours and the part-hour zones in use', () => {
    expect(TIME_ZONE_OFFSETS[0]).toBe(-720);
    expect(TIME_ZONE_OFFSETS.at(-1)).toBe(840);
    expect([...TIME_ZONE_OFFSETS].sort((a, b) => a - b)).toEqual(TIME_ZONE_OFFSETS);
    expect(new Set(TIME_ZONE_OFFSETS).size).toBe(TIME_ZONE_OFFSETS.length);
    for (const hour of [-12, -1, 0, 5, 14]) expect(TIME_ZONE_OFFSETS).toContain(hour * 60);
    for (const part of [-570, -210, 330, 345, 525, 765]) expect(TIME_ZONE_OFFSETS).toContain(part);
    expect(TIME_ZONE_OFFSETS.every((offset) => offset % 15 === 0)).toBe(true);
  });

  it('are written as UTC±hh:mm', () => {
    expect(formatUtcOffset(-720)).toBe('UTC-12:00');
    expect(formatUtcOffset(-210)).toBe('UTC-03:30');
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(345)).toBe('UTC+05:45');
    expect(formatUtcOffset(840)).toBe('UTC+14:00');
  });
});
