import { documentOf, type DataPostConfirmation, type FormPostDependencies } from './dependencies';
import type { FormFields } from './form-fields';
import { postHiddenForm, type HiddenFormDependencies } from './submit-form';

/**
 * A data-post (SPEC.md §7 "Data-post helper"): the hidden fields to post to an action URL,
 * optionally after a question. The base of the Remove, Add to Compare and Add to Wish List actions.
 */
export interface DataPostRequest {
  /** The address to post to. */
  action: string;
  /** The hidden fields, e.g. `{ product: 42, uenc }`; the form_key is added. @default {} */
  data?: FormFields;
  /** Ask this first; nothing is posted unless the shopper confirms. @default undefined */
  confirmation?: DataPostConfirmation;
}

/** The dependencies of {@link dataPost}. */
export type DataPostDependencies = HiddenFormDependencies & Pick<FormPostDependencies, 'confirm'>;

function confirmNatively(deps: DataPostDependencies) {
  return ({ title, content }: DataPostConfirmation): boolean => {
    const view = documentOf(deps).defaultView;
    return view ? view.confirm(title ? `${title}\n\n${content}` : content) : false;
  };
}

/**
 * Posts `request.data` plus the form_key to `request.action` as a hidden form (a full-page post).
 * With a `confirmation` it asks first (through `deps.confirm`) and posts nothing on cancel.
 *
 * @example
 * await dataPost(
 *   { action: '/checkout/cart/delete', data: { id: 7, uenc }, confirmation: { content: t('Are you sure…?') } },
 *   { getFormKey: readFormKey, confirm: askWithDialog },
 * );
 * @returns `true` once the form is submitted, `false` when the shopper declined
 * @throws TypeError (as a rejection) when the action is not an http(s) address
 */
export async function dataPost(request: DataPostRequest, deps: DataPostDependencies): Promise<boolean> {
  if (request.confirmation) {
    const confirmed = await (deps.confirm ?? confirmNatively(deps))(request.confirmation);
    if (!confirmed) return false;
  }
  postHiddenForm(request.action, request.data ?? {}, deps);
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a data-post description as servers render it into a `data-post` attribute:
 * `{"action": "…", "data": {…}}`, with the question either as `confirmation: { title?, content }`
 * or in the older form inside the data (`confirmation: true` plus `confirmationMessage`). Those
 * two are flags for the page, never posted.
 *
 * @param value the attribute's JSON text, or the parsed object
 * @returns the request, or `undefined` when `value` is not a data-post description
 */
export function parseDataPost(value: unknown): DataPostRequest | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!isObject(parsed) || typeof parsed.action !== 'string' || parsed.action === '') return undefined;
  if (parsed.data !== undefined && !isObject(parsed.data)) return undefined;
  const { confirmation: legacyFlag, confirmationMessage, ...data } = (parsed.data ?? {}) as Record<string, unknown>;
  const request: DataPostRequest = { action: parsed.action, data: data as FormFields };
  const { confirmation } = parsed;
  if (isObject(confirmation) && typeof confirmation.content === 'string') {
    request.confirmation = {
      content: confirmation.content,
      ...(typeof confirmation.title === 'string' ? { title: confirmation.title } : {}),
    };
  } else if (legacyFlag && typeof confirmationMessage === 'string') {
    request.confirmation = { content: confirmationMessage };
  }
  return request;
}
