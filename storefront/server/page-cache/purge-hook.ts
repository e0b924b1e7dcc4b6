import type { Logger } from '../log';

/** How long the purge hook may take before it is given up (the purge itself is already done here). */
const PURGE_HOOK_TIMEOUT = 5_000;

/**
 * The purge hook (PAGE_CACHE_PURGE_URL, ADR 0013): each purge is POSTed to `url` as
 * `{"tags":[…]}` with the tags in a `Surrogate-Key` header too, so a CDN or Varnish (xkey) in
 * front of the shop purges the same pages. A failure is logged.
 */
export function purgeHook(url: string, log: Pick<Logger, 'warn'>): (tags: readonly string[]) => Promise<void> {
  return (tags) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Surrogate-Key': tags.join(' ') },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(PURGE_HOOK_TIMEOUT),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) log.warn('page cache purge hook refused', { status: response.status });
      })
      .catch((error: unknown) => log.warn('page cache purge hook failed', { err: error instanceof Error ? error.message : 'unknown' }));
}
