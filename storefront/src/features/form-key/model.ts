import { FORM_KEY_ALPHABET, FORM_KEY_LENGTH } from '../../config/constants';

/** Returns a uniformly random integer in [0, size). */
export type RandomIndex = (size: number) => number;

/** A cryptographically random index (rejection sampling keeps it uniform). */
export const secureRandomIndex: RandomIndex = (size) => {
  const limit = 256 - (256 % size);
  const byte = new Uint8Array(1);
  for (;;) {
    crypto.getRandomValues(byte);
    const value = byte[0] as number;
    if (value < limit) return value % size;
  }
};

/** A new form_key: 16 random letters and digits. */
export function generateFormKey(random: RandomIndex = secureRandomIndex): string {
  let key = '';
  for (let index = 0; index < FORM_KEY_LENGTH; index += 1) {
    key += FORM_KEY_ALPHABET[random(FORM_KEY_ALPHABET.length)];
  }
  return key;
}

/** Where the form_key of this page comes from. */
export type FormKeySource = 'cookie' | 'page' | 'generated';

/**
 * Chooses the page's form_key: the cookie's when there is one; otherwise, with
 * pagination caching on, the first form_key input's value; otherwise a new key.
 */
export function chooseFormKey(input: {
  cookieValue: string | undefined;
  isPaginationCacheEnabled: boolean;
  firstInputValue: string | undefined;
  random?: RandomIndex;
}): { key: string; source: FormKeySource } {
  if (input.cookieValue) return { key: input.cookieValue, source: 'cookie' };
  if (input.isPaginationCacheEnabled && input.firstInputValue) return { key: input.firstInputValue, source: 'page' };
  return { key: generateFormKey(input.random), source: 'generated' };
}

const NON_MUTATING_METHODS = new Set(['get', 'dialog']);

/** Whether a form submitted with this method changes state (needs a form_key). */
export function isStateChangingMethod(method: string | null | undefined): boolean {
  return !NON_MUTATING_METHODS.has((method || 'get').toLowerCase());
}

/** Whether a form action stays on this site (a form_key must never leak elsewhere). */
export function isSameSiteAction(action: string, pageUrl: string): boolean {
  try {
    return new URL(action || pageUrl, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
