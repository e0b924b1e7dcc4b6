import type { ContactFormStatus } from '@shop/ui/forms';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '@shop/ui/clock';
import { submitContactForm } from './model';

const VALUES = { name: 'A' };

function flow(options: { valid: boolean; success?: boolean | Error; validationMs?: number }) {
  const statuses: ContactFormStatus[] = [];
  const focus = vi.fn();
  const send = vi.fn(async () => {
    if (options.success instanceof Error) throw options.success;
    return options.success ?? true;
  });
  const result = options.valid ? VALUES : null;
  // Validation is async (the kit's resolver); a slow one takes `validationMs`.
  const validate = vi.fn(() =>
    options.validationMs ? new Promise<typeof result>((resolve) => setTimeout(() => resolve(result), options.validationMs)) : Promise.resolve(result),
  );
  const cancel = submitContactForm({ clock: systemClock, validate, focusFirstInvalid: focus, send, onStatus: (s) => statuses.push(s) });
  return { statuses, focus, send, validate, cancel };
}

describe('contact form submit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates 200 ms after the submit', () => {
    const { validate, statuses } = flow({ valid: true });
    expect(statuses).toEqual(['validating']);
    vi.advanceTimersByTime(199);
    expect(validate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('scrolls nowhere while scrolling is suppressed, then centres and focuses the first invalid field 400 ms after validation began; sends nothing', async () => {
    const { focus, send, statuses } = flow({ valid: false });
    await vi.advanceTimersByTimeAsync(200);
    expect(statuses).toEqual(['validating', 'idle']);
    expect(focus).toHaveBeenCalledExactlyOnceWith({ scroll: false });
    await vi.advanceTimersByTimeAsync(399);
    expect(focus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(focus).toHaveBeenLastCalledWith({ scroll: true });
    expect(focus).toHaveBeenCalledTimes(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('does not scroll after the form was closed (cancelled) during the suppression window', async () => {
    const { focus, cancel } = flow({ valid: false });
    await vi.advanceTimersByTimeAsync(300);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(focus).not.toHaveBeenCalledWith({ scroll: true });
  });

  it('scrolls to the first invalid field once the 400 ms of suppression have passed', async () => {
    const { focus } = flow({ valid: false, validationMs: 400 });
    await vi.advanceTimersByTimeAsync(600);
    expect(focus).toHaveBeenCalledWith({ scroll: true });
  });

  it('sends the valid values with loading on, then shows success for 4 s', async () => {
    const { statuses, send } = flow({ valid: true, success: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(send).toHaveBeenCalledWith(VALUES);
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

  it('ignores a validation that ends after it was cancelled', async () => {
    const { statuses, send, focus, cancel } = flow({ valid: false, validationMs: 100 });
    await vi.advanceTimersByTimeAsync(250);
    cancel();
    await vi.advanceTimersByTimeAsync(100);
    expect(focus).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(statuses).toEqual(['validating']);
  });
});
