import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../lib/clock';
import { submitContactForm, type ContactStatus } from './model';

function flow(options: { valid: boolean; success?: boolean | Error }) {
  const statuses: ContactStatus[] = [];
  const focus = vi.fn();
  const send = vi.fn(async () => {
    if (options.success instanceof Error) throw options.success;
    return options.success ?? true;
  });
  const validate = vi.fn(() => options.valid);
  const cancel = submitContactForm({ clock: systemClock, values: () => ({ name: 'A' }), validate, focusFirstInvalid: focus, send, onStatus: (s) => statuses.push(s) });
  return { statuses, focus, send, validate, cancel };
}

describe('contact form submit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates 200 ms after the submit', () => {
    const { validate } = flow({ valid: true });
    vi.advanceTimersByTime(199);
    expect(validate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('focuses the first invalid field without scrolling while scrolling is suppressed, and sends nothing', () => {
    const { focus, send, statuses } = flow({ valid: false });
    vi.advanceTimersByTime(200);
    expect(focus).toHaveBeenCalledWith({ scroll: false });
    expect(send).not.toHaveBeenCalled();
    expect(statuses).toEqual(['validating', 'idle']);
  });

  it('sends a valid form with loading on, then shows success for 4 s', async () => {
    const { statuses } = flow({ valid: true, success: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(statuses).toEqual(['validating', 'loading', 'success']);
    await vi.advanceTimersByTimeAsync(3999);
    expect(statuses.at(-1)).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('shows the error status for 4 s when the answer is not a success or the call fails', async () => {
    const refused = flow({ valid: true, success: false });
    await vi.advanceTimersByTimeAsync(200);
    expect(refused.statuses.at(-1)).toBe('error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = flow({ valid: true, success: new Error('offline') });
    await vi.advanceTimersByTimeAsync(200);
    expect(failed.statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(4000);
    expect(failed.statuses.at(-1)).toBe('idle');
  });

  it('can be cancelled before it validates', () => {
    const { validate, cancel } = flow({ valid: true });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(validate).not.toHaveBeenCalled();
  });
});
