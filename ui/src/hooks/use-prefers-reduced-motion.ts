import { useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/**
 * Whether the person asked for less motion (`prefers-reduced-motion: reduce`), following
 * changes of the setting; `override` (a prop, a story) wins when given. False on the server.
 */
export function usePrefersReducedMotion(override?: boolean): boolean {
  const reduced = useSyncExternalStore(
    subscribeToReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
  return override ?? reduced;
}
