/** Control characters (C0 and DEL): no name, key or phrase of the shop holds one, and PostgreSQL text cannot hold NUL. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Whether a text holds a control character (a URL key or path that cannot name anything). */
export function hasControlCharacter(text: string): boolean {
  CONTROL_CHARACTERS.lastIndex = 0;
  return CONTROL_CHARACTERS.test(text);
}
