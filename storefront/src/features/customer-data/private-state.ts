import {
  MESSAGES_COOKIE,
  MESSAGES_WAITING_COOKIE,
  PRIVATE_CONTENT_OWNER_COOKIE,
  RECENTLY_COMPARED_STORAGE,
  RECENTLY_VIEWED_STORAGE,
  SECTION_DATA_IDS_COOKIE,
  SECTION_INVALIDATION_STORAGE_KEY,
  SECTION_STORAGE_KEY,
} from '../../config/constants';
import type { CookieJar } from '../../lib/cookies';
import { readJson, type StorageLike } from '../../lib/storage';

const isFilled = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length > 0;

/**
 * Whether this browser may have private content for the page to show (ADR 0042), from its cookies
 * and storage alone: a signed-in owner, messages the server left (or keeps in the session), sections loaded or invalidated
 * before, products viewed (other than `shownProductIds`, the page's own) or compared. A first
 * visitor has none of these: nothing private can show until they act, so the page starts no
 * customer-data engine, no HTTP client and no zod until then.
 */
export function hasPrivateState(cookies: CookieJar, storage: StorageLike, shownProductIds: readonly number[] = []): boolean {
  if ([PRIVATE_CONTENT_OWNER_COOKIE, MESSAGES_COOKIE, MESSAGES_WAITING_COOKIE, SECTION_DATA_IDS_COOKIE].some((name) => cookies.has(name))) return true;
  if ([SECTION_STORAGE_KEY, SECTION_INVALIDATION_STORAGE_KEY, RECENTLY_COMPARED_STORAGE].some((key) => isFilled(readJson(storage, key)))) return true;
  const viewed = readJson(storage, RECENTLY_VIEWED_STORAGE);
  if (!isFilled(viewed)) return false;
  const own = new Set(shownProductIds.map(String));
  return Object.values(viewed as Record<string, unknown>).some((entry) => !own.has(String((entry as { product_id?: unknown } | null)?.product_id)));
}
