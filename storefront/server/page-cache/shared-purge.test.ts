import { describe, expect, it } from 'vitest';
import type { ChannelListener, DatabaseNotifications } from '../db/database';
import { PageCache } from './page-cache';
import { PURGE_CHANNEL, purgeMessages, sharePurges } from './shared-purge';

const page = (tags: string[]) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from('<p>page</p>'), tags });

/** One in-memory channel between "processes" (what PostgreSQL's LISTEN/NOTIFY does between them). */
function channel() {
  const listeners: ChannelListener[] = [];
  const notifications: DatabaseNotifications = {
    async publish(name, payload) {
      expect(name).toBe(PURGE_CHANNEL);
      expect(Buffer.byteLength(payload)).toBeLessThan(8000);
      for (const listener of listeners) listener.onMessage(payload);
    },
    async subscribe(_name, listener) {
      listeners.push(listener);
    },
  };
  return { notifications, listeners };
}

const warnings: string[] = [];
const log = { warn: (message: string) => void warnings.push(message) };
const clock = { now: () => 0 };

describe('page cache purges shared between processes', () => {
  it('splits a purge of thousands of tags into payloads NOTIFY takes, in order, none lost', () => {
    const tags = Array.from({ length: 5000 }, (_, index) => `cat_p_${index}`);
    const messages = purgeMessages('process-a', tags);
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThanOrEqual(7900);
    expect(messages.flatMap((message) => (JSON.parse(message) as { tags: string[] }).tags)).toEqual(tags);
    expect(purgeMessages('process-a', [])).toEqual([]);
  });

  it('purges on the other process what one published (and passes it on), not twice on its own, and empties a cache that may have missed purges', async () => {
    const { notifications, listeners } = channel();
    const one = new PageCache({ maxBytes: 1_000_000, maxAge: 0, clock });
    const other = new PageCache({ maxBytes: 1_000_000, maxAge: 0, clock });
    const heard: { by: string; tags: readonly string[] }[] = [];
    const sharedOne = sharePurges({ notifications, pageCache: one, log, onHeard: (tags) => heard.push({ by: 'one', tags }) });
    const sharedOther = sharePurges({ notifications, pageCache: other, log, onHeard: (tags) => heard.push({ by: 'other', tags }) });
    await Promise.all([sharedOne.ready, sharedOther.ready]);
    for (const cache of [one, other]) {
      await cache.store('/a', page(['FPC', 'cat_p_1']), cache.renderStarted());
      await cache.store('/b', page(['FPC', 'cat_p_2']), cache.renderStarted());
    }
    const purgedOnOne: (readonly string[])[] = [];
    one.onPurge((tags) => purgedOnOne.push(tags));

    one.purge(['cat_p_1']);
    sharedOne.publish(['cat_p_1']);
    expect(other.get('/a')).toBeUndefined();
    expect(other.get('/b')).toBeDefined();
    expect(purgedOnOne).toEqual([['cat_p_1']]);
    // The other process passes what it heard on (to the purge hook), after purging; the publisher does not hear its own.
    expect(heard).toEqual([{ by: 'other', tags: ['cat_p_1'] }]);

    // A message that is not a purge is ignored with a warning.
    listeners[1]!.onMessage('{"from":1}');
    expect(warnings).toEqual(['ignored a malformed page cache purge message']);
    expect(other.get('/b')).toBeDefined();

    listeners[1]!.onGap();
    expect(other.stats.entries).toBe(0);
    expect(one.get('/b')).toBeDefined();
  });
});
