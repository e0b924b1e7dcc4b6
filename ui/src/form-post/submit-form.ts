import { baseUrlOf, documentOf, type FormPostDependencies } from './dependencies';
import { serializeForm, withFormKey, type FormSource } from './form-fields';

/** What the generic form submit helper posts. */
export interface SubmitFormRequest {
  /** The address to post to, relative to the page or absolute. */
  url: string;
  /** The fields to post; see {@link serializeForm}. */
  data: FormSource;
}

/** The dependencies a full-page post uses. */
export type HiddenFormDependencies = Pick<FormPostDependencies, 'getFormKey' | 'document' | 'baseUrl' | 'submitForm'>;

/** Sends a form as the browser would after a click: with its `submit` event, so listeners see it. */
function requestSubmit(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.submit();
}

/**
 * The action URL of a post, refused unless it is http(s): a `javascript:` action would run script.
 * @returns the resolved URL
 */
function postTarget(action: string, base: string): URL {
  let target: URL;
  try {
    target = new URL(action, base);
  } catch {
    throw new TypeError(`Cannot post to "${action}": not a URL.`);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new TypeError(`Cannot post to "${action}": only http(s) addresses are allowed.`);
  return target;
}

/**
 * Builds a hidden `<form method="post">` for `action` with one hidden input per field, appends
 * it to the body and submits it: a full-page post. The form_key is added only when the action
 * stays on the page's origin, so the key never leaves the site.
 *
 * @returns the form that was submitted
 * @throws TypeError when the action is not an http(s) address, or a field is a file
 */
export function postHiddenForm(action: string, data: FormSource, deps: HiddenFormDependencies): HTMLFormElement {
  const doc = documentOf(deps);
  const base = baseUrlOf(deps);
  const target = postTarget(action, base);
  const sameOrigin = target.origin === new URL(base).origin;
  const fields = sameOrigin ? withFormKey(serializeForm(data), deps.getFormKey()) : serializeForm(data);

  const form = doc.createElement('form');
  form.method = 'post';
  form.action = target.href;
  form.hidden = true;
  form.dataset.slot = 'form-post';
  for (const [name, value] of fields) {
    if (typeof value !== 'string') throw new TypeError(`The field "${name}" is a file: a hidden field cannot carry it.`);
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  (deps.submitForm ?? requestSubmit)(form);
  return form;
}

/**
 * The generic form submit helper (SPEC.md §7): posts `data` plus the form_key to `url` as a
 * full-page form post, leaving the page for the server's answer.
 *
 * @example
 * submitForm({ url: '/checkout/cart/updatePost', data: { cart: { 12: { qty: 2 } } } }, { getFormKey: readFormKey });
 * @returns the form that was submitted
 * @throws TypeError when the URL is not an http(s) address, or a field is a file
 */
export function submitForm(request: SubmitFormRequest, deps: HiddenFormDependencies): HTMLFormElement {
  return postHiddenForm(request.url, request.data, deps);
}
