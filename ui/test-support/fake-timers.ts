import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves Vitest's fake clock on by `ms` inside React's `act()`, so the state updates the timers
 * make have rendered before the test looks. Call after `vi.useFakeTimers()`.
 */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
