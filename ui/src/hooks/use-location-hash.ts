import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash;
// The server never sees the fragment: render as if there were none, then hydrate.
const serverHash = () => '';

/** The page's current `location.hash` (with its `#`), updated on `hashchange`. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, serverHash);
}

/** The element id a fragment names (`'#reviews'` → `'reviews'`), or null for none. */
export function fragmentId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
