/**
 * Id of the `<script type="application/json">` the engine reads its settings from (the
 * same value as `PAGE_SETTINGS_ELEMENT_ID` in src/lib/page-settings.ts, which is not
 * imported here: that module carries the schema code the first load can do without).
 */
export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';

/** JSON for a `<script type="application/json">`: `<` and the line separators are escaped so no value can end the element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
