/** Luma's captcha form ids of the shop's forms (the server's rules and the browser's forms both use them). */
export const CAPTCHA_FORMS = { login: 'user_login', register: 'user_create' } as const;

/** The captcha section's entry for one form: whether it is required, and since when. */
export interface CaptchaSectionEntry {
  isRequired: boolean;
  timestamp: number;
}

/** What the login form knows about its captcha. */
export interface CaptchaState {
  isRequired: boolean;
  /** Timestamp of the section data the state was taken from. */
  timestamp: number;
  /** The image to show; empty until one was asked for. */
  imageSrc: string;
}

/**
 * Applies a captcha section entry (SPEC.md §4 "Captcha"): only newer data counts; the
 * captcha turns required when it says so, and `refresh` tells the caller to fetch an
 * image when it was not required before (or has no image yet). Timestamps are whole
 * seconds, so data of the same second that changes `isRequired` counts as newer:
 * sections arrive in order, and two loads can fall in one second.
 */
export function applyCaptchaSection(state: CaptchaState, entry: CaptchaSectionEntry | undefined): { state: CaptchaState; refresh: boolean } {
  if (!entry || entry.timestamp < state.timestamp) return { state, refresh: false };
  if (entry.timestamp === state.timestamp && entry.isRequired === state.isRequired) return { state, refresh: false };
  const refresh = entry.isRequired && (!state.isRequired || state.imageSrc === '');
  return { state: { ...state, isRequired: entry.isRequired, timestamp: entry.timestamp }, refresh };
}

/**
 * After a failed login: the image refreshes when the answer names this form's
 * captcha and the captcha is required.
 */
export function shouldRefreshAfterFailedLogin(state: CaptchaState, formId: string, answerFormId: string | undefined): boolean {
  return state.isRequired && answerFormId === formId;
}
