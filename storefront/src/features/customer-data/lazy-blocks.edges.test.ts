// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLazyBlockLoader } from './lazy-blocks';
import { fakeTimersInEachTest } from '../../../test-support/fake-timers';

// The loader without an error handler: a failure is only logged, at error level, and the block stays empty.
fakeTimersInEachTest();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLazyBlockLoader without onError', () => {
  it('logs a failed request and a block missing from the answer, and gives no HTML for them', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('500');
    const failing = createLazyBlockLoader({ fetchBlocks: () => Promise.reject(failure) });
    const failed = failing.load('a');
    await vi.advanceTimersByTimeAsync(10);
    await expect(failed).resolves.toBeUndefined();
    expect(errors.mock.calls).toEqual([['Lazy blocks could not be loaded', failure]]);

    const partial = createLazyBlockLoader({ fetchBlocks: async () => ({}) });
    const missing = partial.load('b');
    await vi.advanceTimersByTimeAsync(10);
    await expect(missing).resolves.toBeUndefined();
    expect(errors.mock.calls[1]).toEqual(['Lazy block "b" is missing from the answer', undefined]);
    expect(errors).toHaveBeenCalledTimes(2);
  });
});
