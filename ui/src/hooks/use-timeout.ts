import { useEffect, useMemo, useRef } from 'react';

export interface Timeout {
  /** Runs `callback` after `ms` milliseconds, cancelling any pending run first. */
  start: (callback: () => void, ms: number) => void;
  /** Cancels the pending run, if any. */
  clear: () => void;
  /** Whether a run is pending. */
  isPending: () => boolean;
}

/**
 * A single restartable timer owned by a component and cancelled when it unmounts.
 * It goes through the global `setTimeout`, so tests drive it with `vi.useFakeTimers()`.
 */
export function useTimeout(): Timeout {
  const handle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const timeout = useMemo<Timeout>(() => {
    const clear = () => {
      if (handle.current !== null) clearTimeout(handle.current);
      handle.current = null;
    };
    return {
      clear,
      start(callback, ms) {
        clear();
        handle.current = setTimeout(() => {
          handle.current = null;
          callback();
        }, ms);
      },
      isPending: () => handle.current !== null,
    };
  }, []);
  useEffect(() => timeout.clear, [timeout]);
  return timeout;
}
