import { t } from '../i18n';
import { buildFormRequest, fetchAnswer, isAbort, type AjaxFailureReason, type FormAnswer } from './ajax-submit';
import { baseUrlOf, documentOf, FORM_POST_FAILURE_MESSAGE, type FormPostDependencies } from './dependencies';
import type { FormSource } from './form-fields';
import { sameOriginUrl } from './same-origin-url';

/** What the admin form reload (call 14) sends. */
export interface AdminFormReloadRequest {
  /** The configured reload address. */
  url: string;
  /** The form's data; the form_key is added (SPEC.md §7, call 14). */
  data: FormSource;
  /** SPEC.md names the data, not the method; POST keeps the form_key out of addresses and logs. @default 'POST' */
  method?: 'GET' | 'POST';
  /** Cancels the request; an aborted request reports nothing. @default undefined */
  signal?: AbortSignal;
}

/** The outcome of {@link reloadAdminForm}. */
export type AdminFormReloadResult =
  /** The answer: its JSON when it is JSON, else its text (HTML). */
  | { status: 'content'; content: unknown }
  /** The session had expired; the page is leaving for `url`. */
  | { status: 'redirect'; url: string }
  /** The server refused; `messages` were shown as error notifications. */
  | { status: 'error'; messages: string[] }
  /** No usable answer; 'Something went wrong.' was shown unless the request was aborted. */
  | { status: 'failed'; reason: AjaxFailureReason | 'unsafe-redirect'; httpStatus?: number; error?: unknown };

/** The dependencies of {@link reloadAdminForm}. */
export type AdminFormReloadDependencies = Pick<
  FormPostDependencies,
  'getFormKey' | 'notify' | 'fetch' | 'navigate' | 'baseUrl' | 'document'
>;

/** The admin form reload answer's fields (SPEC.md §3 "Admin form reload response"). */
interface ReloadAnswer {
  ajaxExpired?: unknown;
  ajaxRedirect?: unknown;
  error?: unknown;
  message?: unknown;
  messages?: unknown;
}

function parseJson(answer: FormAnswer): { json: unknown } | undefined {
  try {
    return { json: JSON.parse(answer.text) };
  } catch {
    return undefined;
  }
}

function isAnswerObject(value: unknown): value is ReloadAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The texts of an error answer: `messages` (a list or one string), else `message`. */
function errorMessages(answer: ReloadAnswer): string[] {
  const { messages, message } = answer;
  const list = Array.isArray(messages) ? messages : [messages ?? message];
  return list.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/**
 * The admin form reload (SPEC.md §7 call 14, §8): sends the form's data plus the form_key to
 * the configured address and handles the answer:
 * - `{ ajaxExpired: true, ajaxRedirect }`: the session has expired, so the page goes to
 *   `ajaxRedirect` (through `deps.navigate`), but only when it stays on the page's origin: an
 *   address elsewhere, protocol-relative (`//…`, `/\…`) or not http(s) (`javascript:`) is
 *   refused and reported as a failure;
 * - `{ error: true, messages }` (or `message`): each message is shown through `deps.notify`
 *   as an error notification;
 * - anything else from a 2xx answer is returned as the content;
 * - a network failure, or a non-2xx answer that is neither of the above, shows
 *   'Something went wrong.'.
 *
 * @throws TypeError when the URL does not parse, or a GET would carry a file
 */
export async function reloadAdminForm(request: AdminFormReloadRequest, deps: AdminFormReloadDependencies): Promise<AdminFormReloadResult> {
  const fail = (reason: AjaxFailureReason | 'unsafe-redirect', extra: { httpStatus?: number; error?: unknown } = {}): AdminFormReloadResult => {
    if (reason !== 'aborted') deps.notify({ type: 'error', text: t(FORM_POST_FAILURE_MESSAGE) });
    return { status: 'failed', reason, ...extra };
  };
  const prepared = buildFormRequest({ ...request, method: request.method ?? 'POST' }, deps);
  let answer: FormAnswer;
  try {
    answer = await fetchAnswer(prepared, deps);
  } catch (error) {
    return fail(isAbort(error, request.signal) ? 'aborted' : 'network', { error });
  }

  const parsed = parseJson(answer);
  const body = parsed && isAnswerObject(parsed.json) ? parsed.json : undefined;
  // An expired session may answer with any status; what the body says decides.
  if (body?.ajaxExpired) {
    const url = sameOriginUrl(body.ajaxRedirect, baseUrlOf(deps));
    if (!url) return fail('unsafe-redirect', { httpStatus: answer.status });
    (deps.navigate ?? ((to: string) => documentOf(deps).defaultView?.location.assign(to)))(url);
    return { status: 'redirect', url };
  }
  if (body?.error) {
    const messages = errorMessages(body);
    if (messages.length === 0) messages.push(t(FORM_POST_FAILURE_MESSAGE));
    for (const text of messages) deps.notify({ type: 'error', text });
    return { status: 'error', messages };
  }
  if (!answer.ok) return fail('status', { httpStatus: answer.status });
  return { status: 'content', content: parsed ? parsed.json : answer.text };
}
