/**
 * A value the serializer accepts. Records and lists nest into bracketed names, as PHP-style
 * servers (and the shop's) read them back: `{ a: { b: 1 } }` → `a[b]=1`, `{ ids: [1, 2] }` →
 * `ids[]=1&ids[]=2`, `{ rows: [{ qty: 1 }] }` → `rows[0][qty]=1`. `null` leaves the field out,
 * `undefined` sends it empty, other scalars are sent as `String(value)`, a Blob as a file.
 */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly FormValue[]
  | { readonly [name: string]: FormValue };

/** Named fields to post, as a plain object. */
export type FormFields = { readonly [name: string]: FormValue };

/**
 * What the submit helpers serialize: a form element (its successful controls, as the browser
 * would submit them), ready-made `FormData` or `URLSearchParams`, or a plain object.
 */
export type FormSource = HTMLFormElement | FormData | URLSearchParams | FormFields;

/** The name of the field that carries the form_key (SPEC.md §3). */
export const FORM_KEY_FIELD = 'form_key';

function isRecord(value: FormValue): value is { readonly [name: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function appendValue(target: FormData, name: string, value: FormValue): void {
  if (value === null) return;
  if (value === undefined) {
    target.append(name, '');
  } else if (value instanceof Blob) {
    target.append(name, value);
  } else if (Array.isArray(value)) {
    const items = value as readonly FormValue[];
    // Scalars repeat `name[]` (the server reads a list); records need an index to stay apart.
    items.forEach((item, index) => appendValue(target, isRecord(item) || Array.isArray(item) ? `${name}[${index}]` : `${name}[]`, item));
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) appendValue(target, `${name}[${key}]`, child);
  } else {
    target.append(name, String(value));
  }
}

/**
 * The fields of `source` as `FormData`, in order, keeping repeated names.
 * A form element is read the way the browser submits it: only checked checkboxes and radios
 * (with their `value`, `on` when none is set), every selected option of a multiple select,
 * no disabled or unnamed controls, and the submitter's own name/value when one is given.
 *
 * @param submitter the button that submitted `source` when it is a form element
 */
export function serializeForm(source: FormSource, submitter?: HTMLElement | null): FormData {
  if (source instanceof HTMLFormElement) return new FormData(source, submitter ?? null);
  if (source instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of source) copy.append(name, value);
    return copy;
  }
  const data = new FormData();
  if (source instanceof URLSearchParams) {
    for (const [name, value] of source) data.append(name, value);
    return data;
  }
  for (const [name, value] of Object.entries(source)) appendValue(data, name, value);
  return data;
}

/**
 * `fields` plus the form_key: the given key replaces any `form_key` the fields carried, since
 * the cookie's key is the one the server checks and a rendered one may be stale (a cached page).
 * Without a key the fields are returned as they are.
 */
export function withFormKey(fields: FormData, formKey: string | undefined): FormData {
  if (formKey) fields.set(FORM_KEY_FIELD, formKey);
  return fields;
}

/** Whether any field is a file, which only a multipart body can carry. */
export function hasFiles(fields: FormData): boolean {
  for (const [, value] of fields) if (typeof value !== 'string') return true;
  return false;
}

/**
 * The fields as `application/x-www-form-urlencoded` parameters.
 * @throws TypeError when a field is a file
 */
export function toSearchParams(fields: FormData): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== 'string') throw new TypeError(`The field "${name}" is a file: it can only be sent as multipart/form-data.`);
    params.append(name, value);
  }
  return params;
}
