import { useEffect, useRef } from 'react';
import type { Analytics } from '../../src/features/analytics/start';
import { useShopRuntime } from './shop-runtime';

/**
 * Tells analytics of something a page shows, once per `key` (null: not yet), after the page's
 * view's services (analytics, without the HTTP client: ADR 0042) have started; a key seen before does nothing. `track` is read when the key changes.
 */
export function useTrackOnce(key: string | null, track: (analytics: Analytics) => void): void {
  const runtime = useShopRuntime();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    void runtime.pageServices().then((page) => track(page.analytics));
    // Once per key: a new `track` for the same key does not track again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, key]);
}
