import { CONTACT_FEEDBACK_CLASS_MS, CONTACT_SCROLL_SUPPRESSION_MS, CONTACT_VALIDATION_DELAY_MS } from '../../config/constants';
import type { Clock, TimerHandle } from '../../lib/clock';

/** The contact form's feedback state, kept on the form as `data-status` for 4 s. */
export type ContactStatus = 'idle' | 'validating' | 'loading' | 'success' | 'error';

export interface ContactSubmitFlow<Values> {
  clock: Clock;
  /** Reads the form's values when validation runs. */
  values: () => Values;
  /** Validates; returns whether the form may be sent (and shows the errors otherwise). */
  validate: (values: Values) => boolean;
  /** Moves to the first invalid field; `scroll` false while scrolling is suppressed. */
  focusFirstInvalid: (options: { scroll: boolean }) => void;
  /** Posts the message (call 7); resolves to the answer's `success`. */
  send: (values: Values) => Promise<boolean>;
  /** Reports each status change. */
  onStatus: (status: ContactStatus) => void;
}

/**
 * The contact form's submit (SPEC.md §4 "Contact form"): validation runs 200 ms after
 * the submit, with automatic scrolling to the first error suppressed for 400 ms (the
 * field is focused where it is); a valid form turns loading on, is sent, loading turns
 * off, and the success or error status stays 4 s. Returns a function that cancels the
 * pending timers.
 */
export function submitContactForm<Values>(flow: ContactSubmitFlow<Values>): () => void {
  const { clock } = flow;
  const timers: TimerHandle[] = [];
  let cancelled = false;
  flow.onStatus('validating');
  timers.push(
    clock.setTimeout(() => {
      const suppressedUntil = clock.now() + CONTACT_SCROLL_SUPPRESSION_MS;
      const values = flow.values();
      if (!flow.validate(values)) {
        flow.focusFirstInvalid({ scroll: clock.now() >= suppressedUntil });
        flow.onStatus('idle');
        return;
      }
      flow.onStatus('loading');
      flow.send(values).then(
        (success) => finish(success),
        (error: unknown) => {
          console.error(error);
          finish(false);
        },
      );
    }, CONTACT_VALIDATION_DELAY_MS),
  );
  const finish = (success: boolean) => {
    if (cancelled) return;
    flow.onStatus(success ? 'success' : 'error');
    timers.push(clock.setTimeout(() => flow.onStatus('idle'), CONTACT_FEEDBACK_CLASS_MS));
  };
  return () => {
    cancelled = true;
    for (const timer of timers) clock.clearTimeout(timer);
  };
}
