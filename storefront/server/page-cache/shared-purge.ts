import { randomUUID } from 'node:crypto';
import type { DatabaseNotifications } from '../db/database';
import type { Logger } from '../log';
import type { PageCache } from './page-cache';

/** The PostgreSQL channel the shop processes of one database tell each other their purges on. */
export const PURGE_CHANNEL = 'shop_page_cache_purge';

/** NOTIFY takes payloads under 8,000 bytes; a purge of many tags goes out in several messages. */
const MAX_PAYLOAD_BYTES = 7900;

interface PurgeMessage {
  /** The process that purged (it does not purge twice). */
  from: string;
  tags: string[];
}

/** A purge as NOTIFY payloads: JSON messages of at most MAX_PAYLOAD_BYTES each. */
export function purgeMessages(from: string, tags: readonly string[]): string[] {
  const messages: string[] = [];
  let batch: string[] = [];
  const size = (list: string[]) => Buffer.byteLength(JSON.stringify({ from, tags: list } satisfies PurgeMessage));
  for (const tag of tags) {
    if (batch.length > 0 && size([...batch, tag]) > MAX_PAYLOAD_BYTES) {
      messages.push(JSON.stringify({ from, tags: batch } satisfies PurgeMessage));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length > 0) messages.push(JSON.stringify({ from, tags: batch } satisfies PurgeMessage));
  return messages;
}

function parsePurge(payload: string): PurgeMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<PurgeMessage>;
    if (typeof message.from !== 'string' || !Array.isArray(message.tags) || !message.tags.every((tag) => typeof tag === 'string')) return null;
    return { from: message.from, tags: message.tags };
  } catch {
    return null;
  }
}

export interface SharedPurges {
  /** Tells the other processes on the database to purge `tags` (this one has purged already). */
  publish(tags: readonly string[]): void;
  /** Settles once this process listens. */
  ready: Promise<void>;
}

/**
 * Keeps the page caches of several shop processes on one PostgreSQL database in step: every purge
 * one process makes is heard by the others (LISTEN/NOTIFY), which purge the same tags and then
 * call `onHeard` (the purge hook: a cache in front may have taken a page from this process's
 * cache, or from a render under way, in the moment before it heard). A process that lost its
 * listening connection may have missed purges, so it empties its cache when back.
 */
export function sharePurges({
  notifications,
  pageCache,
  log,
  onHeard,
}: {
  notifications: DatabaseNotifications;
  pageCache: PageCache;
  log: Pick<Logger, 'warn'>;
  onHeard?: (tags: readonly string[]) => void;
}): SharedPurges {
  const self = randomUUID();
  const ready = notifications
    .subscribe(PURGE_CHANNEL, {
      onMessage(payload) {
        const message = parsePurge(payload);
        if (!message) {
          log.warn('ignored a malformed page cache purge message', { bytes: Buffer.byteLength(payload) });
          return;
        }
        if (message.from === self) return;
        pageCache.purge(message.tags);
        onHeard?.(message.tags);
      },
      onGap() {
        log.warn('page cache purges may have been missed while the database was away: emptying the page cache');
        pageCache.clear();
      },
    })
    .catch((error: unknown) => log.warn('could not listen for other processes\' page cache purges', { err: error }));
  return {
    publish(tags) {
      for (const payload of purgeMessages(self, tags)) {
        notifications.publish(PURGE_CHANNEL, payload).catch((error: unknown) => log.warn('could not tell other processes of a page cache purge', { err: error }));
      }
    },
    ready,
  };
}

/** Tells every shop process on the database to drop its whole page cache (after a re-seed). */
export function publishPurgeAll(notifications: DatabaseNotifications, tag: string): Promise<void> {
  return notifications.publish(PURGE_CHANNEL, JSON.stringify({ from: 'seed', tags: [tag] } satisfies PurgeMessage));
}
