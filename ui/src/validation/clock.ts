/** Gives the current moment; the date rules (birth date, card expiry, two-digit years) read it. */
export type ValidationClock = () => Date;

const systemClock: ValidationClock = () => new Date();

let clock: ValidationClock = systemClock;

/**
 * Replaces the clock the date rules read "today" from (tests, or a server-supplied date).
 * Pass nothing to go back to the system clock.
 * @default the system clock (`new Date()`)
 */
export function setValidationClock(next: ValidationClock = systemClock): void {
  clock = next;
}

/** The current moment according to the validation clock. */
export function validationNow(): Date {
  return clock();
}
