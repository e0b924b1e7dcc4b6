import { REGISTRY_REQUEST_DEBOUNCE_MS } from '../../config/constants';
import { getClock, type Clock } from '@shop/ui/clock';
import { logger } from '@shop/ui/logger';

/** What the server needs to render private blocks of a cached page (call 3). */
export interface LazyBlockContext {
  /** Layout handles of the page. */
  handles?: readonly string[];
  /** The page request the blocks belong to (route, controller, action, uri). */
  originalRequest?: Record<string, unknown>;
  /** The version of the page's block content (the page carries it). */
  version?: string;
}

/** The query of a lazy-block request (SPEC.md §7 calls 3 to 5): JSON-encoded values, block names sorted. */
export function buildLazyBlockQuery(blocks: readonly string[], context: LazyBlockContext): { blocks: string; handles?: string; originalRequest?: string; version?: string } {
  return {
    blocks: JSON.stringify([...new Set(blocks)].sort()),
    handles: context.handles ? JSON.stringify(context.handles) : undefined,
    originalRequest: context.originalRequest ? JSON.stringify(context.originalRequest) : undefined,
    version: context.version === undefined ? undefined : JSON.stringify(context.version),
  };
}

/** Collects the placeholders of a page into one request. */
export interface LazyBlockLoader {
  /** The block's HTML, or undefined when it failed (the failure is logged). */
  load(name: string): Promise<string | undefined>;
}

/**
 * A loader that asks for every block requested within 10 ms in one call, and
 * logs (instead of throwing) failures and blocks missing from the answer.
 */
export function createLazyBlockLoader(options: {
  fetchBlocks: (blocks: readonly string[]) => Promise<Record<string, string>>;
  clock?: Clock;
  onError?: (message: string, error?: unknown) => void;
}): LazyBlockLoader {
  const clock = options.clock ?? getClock();
  const onError = options.onError ?? ((message: string, error?: unknown) => logger.error(message, error));
  let batch: { names: Set<string>; result: Promise<Record<string, string> | undefined> } | undefined;

  return {
    load(name) {
      if (!batch) {
        const names = new Set<string>();
        const result = new Promise<Record<string, string> | undefined>((resolve) => {
          clock.setTimeout(() => {
            batch = undefined;
            options.fetchBlocks([...names]).then(resolve, (error: unknown) => {
              onError('Lazy blocks could not be loaded', error);
              resolve(undefined);
            });
          }, REGISTRY_REQUEST_DEBOUNCE_MS);
        });
        batch = { names, result };
      }
      batch.names.add(name);
      return batch.result.then((blocks) => {
        if (!blocks) return undefined;
        if (!(name in blocks)) {
          onError(`Lazy block "${name}" is missing from the answer`);
          return undefined;
        }
        return blocks[name];
      });
    },
  };
}
