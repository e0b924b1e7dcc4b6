import { setClock, systemClock } from '../src/clock';

/*
 * What the kit forms' tests and stories share: the sample customer's values and the day the
 * date rules (date of birth, card expiry) are checked on.
 */

/** The registration form as the sample customer (Veronica Costello) fills it in, date of birth left out. */
export const REGISTRATION_VALUES = {
  firstname: 'Veronica',
  lastname: 'Costello',
  email: 'veronica@example.com',
  password: 'Secret-123',
  password_confirmation: 'Secret-123',
};

/**
 * Sets the validation clock to 15 May 2026, noon, and returns what puts the system clock back:
 * a `beforeEach` for a test file or a story's meta alike.
 */
export function pinValidationClock(): () => void {
  setClock({ now: () => new Date(2026, 4, 15, 12).getTime() });
  return () => setClock(systemClock);
}
