let hydrated = false;

/** Called by the root route once the page has hydrated (its layout effect). */
export function markHydrated(): void {
  hydrated = true;
  // The bench's "interactive" (scripts/bench-pages.mjs).
  performance.mark('shop:hydrated');
}

/** Whether the page is still hydrating (a first visit's first render), not rendering on its own in the browser. */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}
