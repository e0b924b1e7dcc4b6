import { getClock, type Clock, type TimerHandle } from '../clock';
import { validationMessage } from './messages';

/** Checks a value on the server: `null` when it passes, else the message to show. */
export type RemoteCheck = (value: string) => Promise<string | null>;

/** Options of `remoteRule`. */
export interface RemoteRuleOptions {
  /**
   * The query parameter that carries the value, unless `url` already ends with `name=`.
   * @default 'value'
   */
  field?: string;
  /**
   * The fetch to use (tests, or a fetch with the shop's headers).
   * @default globalThis.fetch
   */
  fetch?: typeof fetch;
}

function requestUrl(url: string, field: string, value: string): string {
  const encoded = encodeURIComponent(value);
  if (url.endsWith('=')) return `${url}${encoded}`;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${encodeURIComponent(field)}=${encoded}`;
}

function answerMessage(body: string): string | null {
  let answer: unknown = body;
  try {
    answer = JSON.parse(body);
  } catch {
    // A plain-text answer is taken as it is.
  }
  if (answer === true || answer === 'true') return null;
  if (typeof answer === 'string' && answer.trim() !== '') return answer;
  return validationMessage('libraryRemote');
}

/**
 * A remote rule (SPEC.md §5): GETs `url?<field>=<value>` and takes the answer `true` as
 * valid and a string as the message to show (any other answer gives the library's
 * 'Please fix this field.'). An empty value is not sent. When the request itself fails
 * the value passes: the server checks it again on submit, and a failed check must not
 * block the form. The last answer is remembered, so validating the same value again
 * (on every keystroke of another field) does not repeat the request.
 *
 * With zod: `.superRefine(async (v, ctx) => { const m = await check(v); if (m) ctx.addIssue(...) })`;
 * with react-hook-form: `validate: async (v) => (await check(v)) ?? true`.
 */
export function remoteRule(url: string, options: RemoteRuleOptions = {}): RemoteCheck {
  const field = options.field ?? 'value';
  const send = () => options.fetch ?? globalThis.fetch;
  return rememberLastAnswer(async (value) => {
    const response = await send()(requestUrl(url, field, value), {
      method: 'GET',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`Remote validation answered ${response.status}`);
    return answerMessage(await response.text());
  });
}

/**
 * Remembers the last answer of a remote check, so validating the same value again (on every
 * keystroke of another field) does not repeat the request. An empty value is not sent. A check
 * that throws passes (the server checks again on submit, and a failed check must not block the
 * form) and is forgotten, so the next validation asks again.
 */
export function rememberLastAnswer(check: (value: string) => Promise<string | null>): RemoteCheck {
  let last: { value: string; answer: Promise<string | null> } | null = null;
  return (value) => {
    if (value === '') return Promise.resolve(null);
    if (last?.value === value) return last.answer;
    const answer = check(value).catch(() => {
      if (last?.value === value) last = null;
      return null;
    });
    last = { value, answer };
    return answer;
  };
}

/**
 * Debounces a remote check: a value is sent only once no other value followed it for `ms`
 * (every keystroke re-validates a form). A value overtaken by a newer one passes at once,
 * unsent, so its stale answer can never overwrite the newer one's; the newer one decides.
 */
export function debounceRemoteCheck(check: RemoteCheck, ms: number, clock: Clock = getClock()): RemoteCheck {
  let pending: { timer: TimerHandle; settle: (answer: string | null) => void } | null = null;
  return (value) => {
    if (pending) {
      clock.clearTimeout(pending.timer);
      pending.settle(null);
      pending = null;
    }
    if (value === '') return Promise.resolve(null);
    return new Promise<string | null>((resolve) => {
      const entry = {
        settle: resolve,
        timer: clock.setTimeout(() => {
          // A newer value clears this timer: when it fires, this entry is the pending one.
          pending = null;
          check(value).then(resolve, () => resolve(null));
        }, ms),
      };
      pending = entry;
    });
  };
}
