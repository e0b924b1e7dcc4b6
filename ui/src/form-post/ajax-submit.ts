import { t } from '../i18n';
import { baseUrlOf, FORM_POST_FAILURE_MESSAGE, type FormPostDependencies } from './dependencies';
import { hasFiles, serializeForm, toSearchParams, withFormKey, type FormSource } from './form-fields';

/** How a form body travels. */
export type FormEncoding = 'urlencoded' | 'multipart';

/** What the generic ajax submit helper posts. */
export interface AjaxSubmitRequest<T = unknown> {
  /** The address to post to, relative to the page or absolute. */
  url: string;
  /** The fields to post; see `serializeForm`. */
  data: FormSource;
  /**
   * The body's encoding; a field holding a file always goes as multipart.
   * @default 'urlencoded'
   */
  encoding?: FormEncoding;
  /** Checks and types the JSON answer (e.g. a zod schema's `parse`); a throw counts as an invalid answer. @default the JSON as it is */
  parse?: (json: unknown) => T;
  /** Cancels the request; an aborted request reports nothing. @default undefined */
  signal?: AbortSignal;
}

/** Why an ajax submit did not produce an answer. */
export type AjaxFailureReason = 'network' | 'status' | 'invalid' | 'aborted';

/** The outcome of {@link ajaxSubmit}. */
export type AjaxSubmitResult<T> =
  | { ok: true; data: T; status: number }
  | { ok: false; reason: AjaxFailureReason; status?: number; error?: unknown };

/** The dependencies of {@link ajaxSubmit}. */
export type AjaxSubmitDependencies = Pick<FormPostDependencies, 'getFormKey' | 'notify' | 'fetch' | 'baseUrl' | 'document'>;

/** An answer read as far as the helpers need it. */
export interface FormAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** Whether a failure is the caller's own abort (nothing to report). */
export function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

/** A form request as {@link buildFormRequest} prepares it. */
export interface FormRequest {
  url: string;
  method: 'GET' | 'POST';
  data: FormSource;
  /** @default 'urlencoded' */
  encoding?: FormEncoding;
  signal?: AbortSignal;
}

/**
 * The fetch arguments of a form request: the fields plus the form_key (only towards the page's
 * own origin, so the key never leaves the site), in the query of a GET or the body of a POST.
 * @throws TypeError for a URL that does not parse, or a file in a GET
 */
export function buildFormRequest(
  request: FormRequest,
  deps: Pick<FormPostDependencies, 'getFormKey' | 'baseUrl' | 'document'>,
): { url: string; init: RequestInit } {
  const base = baseUrlOf(deps);
  const target = new URL(request.url, base);
  const sameOrigin = target.origin === new URL(base).origin;
  const fields = sameOrigin ? withFormKey(serializeForm(request.data), deps.getFormKey()) : serializeForm(request.data);
  const init: RequestInit = {
    method: request.method,
    // The server answers JSON rather than a redirect to calls that say they are ajax.
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
    signal: request.signal,
  };
  if (request.method === 'GET') {
    for (const [name, value] of toSearchParams(fields)) target.searchParams.append(name, value);
  } else {
    init.body = request.encoding === 'multipart' || hasFiles(fields) ? fields : toSearchParams(fields);
  }
  return { url: target.href, init };
}

/** Sends a prepared request and reads the answer's text; transport errors and aborts are thrown. */
export async function fetchAnswer(
  prepared: { url: string; init: RequestInit },
  deps: Pick<FormPostDependencies, 'fetch'>,
): Promise<FormAnswer> {
  const response = await (deps.fetch ?? globalThis.fetch)(prepared.url, prepared.init);
  return { status: response.status, ok: response.ok, text: await response.text() };
}

/**
 * The generic ajax submit helper (SPEC.md §7): POSTs `data` plus the form_key to `url`
 * (`application/x-www-form-urlencoded`, or multipart) and returns the parsed JSON answer.
 * A network failure, a non-2xx status or an answer that is not (valid) JSON is reported to the
 * shopper through `deps.notify` as the error 'Something went wrong.' (SPEC.md §8); an aborted
 * request is not reported.
 *
 * @throws TypeError when the URL does not parse (a mistake of the caller, not a failure to report)
 * @example
 * const result = await ajaxSubmit({ url: urls.contactPost, data: form }, { getFormKey: readFormKey, notify });
 * if (result.ok) show(result.data);
 */
export async function ajaxSubmit<T = unknown>(request: AjaxSubmitRequest<T>, deps: AjaxSubmitDependencies): Promise<AjaxSubmitResult<T>> {
  const fail = (reason: AjaxFailureReason, extra: { status?: number; error?: unknown }): AjaxSubmitResult<T> => {
    if (reason !== 'aborted') deps.notify({ type: 'error', text: t(FORM_POST_FAILURE_MESSAGE) });
    return { ok: false, reason, ...extra };
  };
  const prepared = buildFormRequest({ ...request, method: 'POST' }, deps);
  let answer: FormAnswer;
  try {
    answer = await fetchAnswer(prepared, deps);
  } catch (error) {
    return fail(isAbort(error, request.signal) ? 'aborted' : 'network', { error });
  }
  if (!answer.ok) return fail('status', { status: answer.status });
  try {
    const json: unknown = JSON.parse(answer.text);
    return { ok: true, data: request.parse ? request.parse(json) : (json as T), status: answer.status };
  } catch (error) {
    return fail('invalid', { status: answer.status, error });
  }
}
