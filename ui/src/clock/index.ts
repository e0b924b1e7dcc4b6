/**
 * `@shop/ui/clock`: the one source of time for the kit, the shop's browser code and its
 * server. Every delay, debounce, timestamp and "today" goes through it, so tests replace it
 * (`setClock`) or use fake timers: the system clock looks the globals up at call time.
 */

/** What reads the time only (the server's services, the date rules). */
export interface TimeSource {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** An opaque timer handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** Time and timers. */
export interface Clock extends TimeSource {
  /** Runs `callback` once after `ms` milliseconds. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a timer; ignores handles that already ran. */
  clearTimeout(handle: TimerHandle | undefined): void;
}

/** The real clock (honours fake timers installed after import). */
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

/** Replaces the shared clock (a whole clock, or just its time); returns a function restoring the previous one. */
export function setClock(clock: Clock | TimeSource): () => void {
  const previous = activeClock;
  activeClock = 'setTimeout' in clock ? clock : { ...systemClock, now: () => clock.now() };
  return () => {
    activeClock = previous;
  };
}

/** Whole seconds since the epoch (the unit of data_id, added_at and captcha timestamps). */
export function nowSeconds(clock: TimeSource = activeClock): number {
  return Math.floor(clock.now() / 1000);
}

/** The current moment as a Date (the date rules' "today"). */
export function today(clock: TimeSource = activeClock): Date {
  return new Date(clock.now());
}

/**
 * Runs `callback` after the browser has painted the current frame: one animation frame, then
 * a task (private content loads so, never delaying the first paint). Without
 * `requestAnimationFrame` (server, some tests) a task is used.
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
