import type { ContactFormStatus } from '@shop/ui/forms';
import { t } from '@shop/ui/i18n';
import { CONTACT_FEEDBACK_CLASS_MS, CONTACT_SCROLL_SUPPRESSION_MS, CONTACT_VALIDATION_DELAY_MS } from '../../config/constants';
import type { Clock, TimerHandle } from '@shop/ui/clock';
import { logger } from '@shop/ui/logger';

export interface ContactSubmitFlow<Values> {
  clock: Clock;
  /** Checks the fields now (showing their messages); resolves to the values to send, or null when invalid. */
  validate: () => Promise<Values | null>;
  /** Moves to the first invalid field; `scroll` false while scrolling is suppressed. */
  focusFirstInvalid: (options: { scroll: boolean }) => void;
  /** Posts the message (call 7); resolves to the answer's `success`. */
  send: (values: Values) => Promise<boolean>;
  /** Reports each status change, for the form to show. */
  onStatus: (status: ContactFormStatus) => void;
}

/**
 * The shop's contact form submit (SPEC.md §4 "Contact form", §5): validation runs 200 ms
 * after the submit. Automatic scrolling to the first error is suppressed for 400 ms from the
 * start of validation: the first invalid field is focused where it is, and when the 400 ms
 * have passed it is scrolled to the middle of the view (at once when validation itself took
 * that long). A valid form turns loading
 * on, is sent, loading turns off, and the success or error status stays 4 s. Returns a
 * function that cancels the pending timers and ignores late answers.
 */
export function submitContactForm<Values>(flow: ContactSubmitFlow<Values>): () => void {
  const { clock } = flow;
  const timers: TimerHandle[] = [];
  let cancelled = false;

  const check = async () => {
    const scrollSuppressedUntil = clock.now() + CONTACT_SCROLL_SUPPRESSION_MS;
    const values = await flow.validate();
    if (cancelled) return;
    if (values === null) {
      flow.onStatus('idle');
      // Focused where it is at once; once the suppression window has passed, centred in the view.
      const wait = scrollSuppressedUntil - clock.now();
      if (wait <= 0) {
        flow.focusFirstInvalid({ scroll: true });
      } else {
        flow.focusFirstInvalid({ scroll: false });
        timers.push(clock.setTimeout(() => flow.focusFirstInvalid({ scroll: true }), wait));
      }
      return;
    }
    flow.onStatus('loading');
    let success = false;
    try {
      success = await flow.send(values);
    } catch (error) {
      logger.error('The contact form could not be sent', error);
    }
    if (cancelled) return;
    flow.onStatus(success ? 'success' : 'error');
    timers.push(clock.setTimeout(() => flow.onStatus('idle'), CONTACT_FEEDBACK_CLASS_MS));
  };

  flow.onStatus('validating');
  timers.push(clock.setTimeout(() => void check(), CONTACT_VALIDATION_DELAY_MS));
  return () => {
    cancelled = true;
    for (const timer of timers) clock.clearTimeout(timer);
  };
}

/** The Contact Us page's heading and note, and its message once a message is sent (Luma's wording), read when shown. */
export const CONTACT_PAGE_TEXTS = {
  get heading() { return t('Contact Us'); },
  get note() { return t('Jot us a note and we’ll get back to you as quickly as possible.'); },
  get thanks() { return t("Thanks for contacting us with your comments and questions. We'll respond to you very soon."); },
};

/** The Contact Us page's address. */
export const CONTACT_PATH = '/contact';
