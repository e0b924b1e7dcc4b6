/**
 * Cache-Control of the public pages: their HTML holds no private data (that comes
 * through the customer sections), so shared caches may keep them for a minute and
 * serve them stale while they refresh.
 */
export const publicCacheHeaders = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } as const;
