/** An opaque timer handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/**
 * The one source of time for the storefront's browser code. Every delay, debounce
 * and timestamp goes through a clock so tests can replace it (or use fake timers).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer; ignores handles that already ran. */
  clearTimeout(handle: TimerHandle | undefined): void;
}

/**
 * The real clock. It looks the globals up at call time, so vitest's fake timers
 * (installed after import) are honoured.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    if (handle !== undefined) globalThis.clearTimeout(handle);
  },
};

let activeClock: Clock = systemClock;

/** The clock in use (the system clock unless a test replaced it). */
export function getClock(): Clock {
  return activeClock;
}

/** Replaces the shared clock; returns a function restoring the previous one. */
export function setClock(clock: Clock): () => void {
  const previous = activeClock;
  activeClock = clock;
  return () => {
    activeClock = previous;
  };
}

/** Current time in whole seconds (the unit of data_id and added_at). */
export function nowSeconds(clock: Clock = activeClock): number {
  return Math.floor(clock.now() / 1000);
}

/**
 * Runs `callback` after the browser has painted the current frame: one animation
 * frame, then a task. Private content is loaded this way so it never delays the
 * first paint. Without `requestAnimationFrame` (server, some tests) a task is used.
 */
export function afterNextPaint(callback: () => void, clock: Clock = activeClock): void {
  if (typeof globalThis.requestAnimationFrame === 'function') {
    globalThis.requestAnimationFrame(() => {
      clock.setTimeout(callback, 0);
    });
    return;
  }
  clock.setTimeout(callback, 0);
}
