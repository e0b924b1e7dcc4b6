import {
  FORM_KEY_AUTO_ADDED_ATTRIBUTE,
  FORM_KEY_COOKIE,
  FORM_KEY_COOKIE_LIFETIME_MS,
  FORM_KEY_INPUT_NAME,
} from '../../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';
import { createCookieJar, expiresIn, type CookieJar, type SameSite } from '../../lib/cookies';
import { readFormKey } from './read';
import { chooseFormKey, isSameSiteAction, isStateChangingMethod, type FormKeySource, type RandomIndex } from './model';

const INPUT_SELECTOR = `input[name="${FORM_KEY_INPUT_NAME}"]`;

export interface FormKeyOptions {
  /** @default document */
  document?: Document;
  /** @default a jar over the document */
  cookies?: CookieJar;
  /** From the page settings. @default 'lax' */
  cookieSameSite?: SameSite;
  /** From the page settings. @default false */
  cookieSecure?: boolean;
  /** Take the key from the page's first form_key input when no cookie exists. @default false */
  isPaginationCacheEnabled?: boolean;
  clock?: Clock;
  random?: RandomIndex;
}

/** Copies the key into every `form_key` input under `root`. */
export function fillFormKeyInputs(root: ParentNode, key: string): void {
  for (const input of root.querySelectorAll<HTMLInputElement>(INPUT_SELECTOR)) {
    input.setAttribute('value', key);
    input.value = key;
  }
}

export { readFormKey };

/**
 * Sets up the page's form_key: keeps the cookie's, or (no cookie) takes it from
 * the page when pagination caching is on, or generates one, and writes the cookie
 * (24 h, path /, SameSite and Secure from the page settings). Then copies it into
 * every `form_key` input.
 */
export function initFormKey(options: FormKeyOptions = {}): { key: string; source: FormKeySource } {
  const doc = options.document ?? document;
  const cookies = options.cookies ?? createCookieJar(doc);
  const first = doc.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  const choice = chooseFormKey({
    cookieValue: readFormKey(cookies),
    isPaginationCacheEnabled: options.isPaginationCacheEnabled ?? false,
    firstInputValue: first?.value || undefined,
    random: options.random,
  });
  if (choice.source !== 'cookie') {
    cookies.set(FORM_KEY_COOKIE, choice.key, {
      expires: expiresIn(FORM_KEY_COOKIE_LIFETIME_MS, options.clock ?? getClock()),
      sameSite: options.cookieSameSite,
      secure: options.cookieSecure ?? false,
    });
  }
  fillFormKeyInputs(doc, choice.key);
  return choice;
}

/**
 * Adds a hidden form_key field to every same-site, state-changing form at submit
 * time when it lacks one (fills an empty one, and brings one it added up to date). Listens in the capture phase so
 * the field is there before any other submit handler serializes the form.
 * Returns a function that stops listening.
 */
export function guardFormSubmits(getKey: () => string | undefined, doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter;
    const method = submitter?.getAttribute('formmethod') ?? form.getAttribute('method');
    const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
    if (!isStateChangingMethod(method) || !isSameSiteAction(action, doc.URL)) return;
    const key = getKey();
    if (!key) return;
    const existing = form.elements.namedItem(FORM_KEY_INPUT_NAME);
    if (existing instanceof HTMLInputElement) {
      // A field added here carries the key of its time: the server gives a new one at login and logout.
      if (!existing.value || existing.hasAttribute(FORM_KEY_AUTO_ADDED_ATTRIBUTE)) existing.value = key;
      return;
    }
    if (existing) return;
    const field = doc.createElement('input');
    field.type = 'hidden';
    field.name = FORM_KEY_INPUT_NAME;
    field.value = key;
    field.setAttribute(FORM_KEY_AUTO_ADDED_ATTRIBUTE, '1');
    form.append(field);
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}

/** Runs {@link initFormKey} and {@link guardFormSubmits}; returns the key and a stop function. */
export function startFormKey(options: FormKeyOptions = {}): { key: string; stop: () => void } {
  const doc = options.document ?? document;
  const cookies = options.cookies ?? createCookieJar(doc);
  const { key } = initFormKey({ ...options, document: doc, cookies });
  const stop = guardFormSubmits(() => readFormKey(cookies) ?? key, doc);
  return { key, stop };
}
