/** The time source of the server: tests pass a fake one. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Seconds since the epoch, the unit of data_id and captcha timestamps. */
export function unixSeconds(clock: Clock): number {
  return Math.floor(clock.now() / 1000);
}
