import type { TimeValue } from '../src/components/time-picker/time-picker';

/** A TimePicker value from its units, the smaller ones 0 unless given: `time(14, 30)` is 14:30. */
export const time = (hours: number, minutes: number, seconds = 0, milliseconds = 0, microseconds = 0): TimeValue => ({
  hours,
  minutes,
  seconds,
  milliseconds,
  microseconds,
});
