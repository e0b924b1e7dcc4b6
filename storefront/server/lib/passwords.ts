import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The scrypt cost of new hashes: one of OWASP's equivalent settings (Password Storage Cheat Sheet:
 * N=2^17 r=8 p=1, or N=2^14 r=8 p=5 …). This one needs 16 MiB per hash instead of 128 MiB, which
 * matters with several sign-ins at once on a small machine, for the same work.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
/**
 * The cost under `SHOP_TEST_FAST_HASHES=true`, for test runs that sign in hundreds of times (the
 * server suite runs twice, on PGlite and PostgreSQL): the same scrypt, about a hundredth of the
 * work. A production shop refuses to start with it (`production-mode.ts`).
 */
const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Whether this process hashes at the test cost (`SHOP_TEST_FAST_HASHES=true`). */
export function usesTestHashCost(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHOP_TEST_FAST_HASHES === 'true';
}

/** The cost new hashes are made with, read once: the production cost unless `usesTestHashCost`. */
const cost = usesTestHashCost() ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
const keyLength = 64;
/** Memory scrypt may use (128 · N · r bytes, plus headroom): a stored hash asking for more is refused. */
const MAX_MEMORY = 32 * 1024 * 1024;
/** Largest parallelism accepted from a stored hash (each unit is a full pass). */
const MAX_P = 16;

/**
 * The one rule for what of a typed password counts, at registration, reset, change and sign-in:
 * leading and trailing spaces are ignored (SPEC.md §5: "Leading and trailing spaces will be ignored.").
 */
export function normalizePassword(password: string): string {
  return password.trim();
}

function scrypt(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with Node's scrypt: `scrypt$N$r$p$salt$hash` (base64 parts), the cost stored with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await scrypt(normalizePassword(password), salt, keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The cost parts of a stored hash, or null when it is not one this shop can check. */
function storedParams(stored: string): { N: number; r: number; p: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || !Number.isInteger(p) || p < 1 || p > MAX_P || 128 * N * r > MAX_MEMORY / 2) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64'), hash: Buffer.from(parts[5]!, 'base64') };
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = storedParams(stored);
  if (!params || params.hash.length === 0) return false;
  const key = await scrypt(normalizePassword(password), params.salt, params.hash.length, { N: params.N, r: params.r, p: params.p });
  return key.length === params.hash.length && timingSafeEqual(key, params.hash);
}

/** Whether a stored hash was made with another cost than today's: it is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const params = storedParams(stored);
  return !params || params.N !== cost.N || params.r !== cost.r || params.p !== cost.p;
}

/** A well-formed hash of nothing anyone knows, at today's cost: checked for unknown e-mails so answers take as long. */
export const UNKNOWN_ACCOUNT_HASH = ['scrypt', cost.N, cost.r, cost.p, 'AAAAAAAAAAAAAAAAAAAAAA==', 'A'.repeat(86)].join('$');
