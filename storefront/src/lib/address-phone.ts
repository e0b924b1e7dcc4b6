/**
 * The phone line of an address as `addressLines` prints it. Apart from the formatter, which
 * reads the kit's country list (and with it the validation rules and zod), so that a page
 * showing lines printed on the server does not load them (+33 kB gzip on every page's first
 * load when the account pages imported the formatter, 2026-11).
 */

/** What comes before the phone number on its line, as Luma prints it. */
export const PHONE_LABEL = 'T: ';

/**
 * Lines `addressLines` printed, with the phone number taken off its line (the last one, after
 * `PHONE_LABEL`), so that a view can keep the number left to right on a right-to-left page.
 * `telephone` is null when the address has no phone line.
 */
export function splitPhoneLine(lines: readonly string[]): { lines: string[]; telephone: string | null } {
  const last = lines.at(-1);
  if (last === undefined || !last.startsWith(PHONE_LABEL)) return { lines: [...lines], telephone: null };
  return { lines: lines.slice(0, -1), telephone: last.slice(PHONE_LABEL.length) };
}
