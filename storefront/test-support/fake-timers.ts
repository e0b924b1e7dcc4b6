import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Vitest's fake clock for every test of the file (or of the `describe` block it is called in):
 * on before each test, with `options` (e.g. `{ now }`), and the real one back after it.
 */
export function fakeTimersInEachTest(options?: Parameters<typeof vi.useFakeTimers>[0]): void {
  beforeEach(() => {
    vi.useFakeTimers(options);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
