import { scryptSync } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';

// The server suite hashes at the test cost (vitest.config.ts); this file checks the production one.
const fastHashes = vi.hoisted(() => {
  const set = process.env.SHOP_TEST_FAST_HASHES;
  delete process.env.SHOP_TEST_FAST_HASHES;
  return set;
});
// Loaded afresh without it: another file of this worker may have loaded it at the test cost
// (the server project runs without per-file isolation). The next files load it again with it.
vi.resetModules();
const { hashPassword, needsRehash, normalizePassword, SCRYPT_PARAMS, verifyPassword } = await import('./passwords');
afterAll(() => {
  if (fastHashes !== undefined) process.env.SHOP_TEST_FAST_HASHES = fastHashes;
  vi.resetModules();
});

/** A hash as the shop made them before (N=2^14, r=8, p=1). */
const oldHash = (password: string) => {
  const salt = Buffer.from('0123456789abcdef');
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')].join('$');
};

describe('password hashes', () => {
  it('uses an OWASP scrypt setting (N=2^14, r=8, p=5: the work of N=2^17, r=8, p=1 in 16 MiB) and stores it with the hash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    const hash = await hashPassword('Secret-pass-123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('Secret-pass-123', hash)).toBe(true);
    expect(await verifyPassword('Secret-pass-124', hash)).toBe(false);
  });

  it('still checks a hash of the old cost, and says it must be replaced', async () => {
    const hash = oldHash('Password123!');
    expect(await verifyPassword('Password123!', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(true);
  });

  it('ignores leading and trailing spaces the same way when hashing and when checking', async () => {
    expect(normalizePassword('  Secret-pass-123 \t')).toBe('Secret-pass-123');
    const hash = await hashPassword(' Secret-pass-123 ');
    expect(await verifyPassword('Secret-pass-123', hash)).toBe(true);
    expect(await verifyPassword('  Secret-pass-123  ', hash)).toBe(true);
    expect(await verifyPassword('Secret pass-123', hash)).toBe(false);
  });

  it('refuses, without running it, a stored hash asking for more memory or work than allowed', async () => {
    const started = performance.now();
    for (const stored of ['scrypt$1048576$8$1$AAAA$AAAA', 'scrypt$16384$8$1000$AAAA$AAAA', 'scrypt$1000$8$1$AAAA$AAAA', 'scrypt$16384$8$1$AAAA$', 'bcrypt$x', '']) {
      expect(await verifyPassword('x', stored), stored).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('hashes at a hundredth of the cost only under SHOP_TEST_FAST_HASHES=true, which a production shop refuses', async () => {
    vi.stubEnv('SHOP_TEST_FAST_HASHES', 'true');
    vi.resetModules();
    const fast = await import('./passwords');
    const hash = await fast.hashPassword('Secret-pass-123');
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await fast.verifyPassword('Secret-pass-123', hash)).toBe(true);
    // The production cost's hashes still verify there, and are replaced at the next sign-in.
    expect(fast.needsRehash(await hashPassword('Secret-pass-123'))).toBe(true);
    // And this process (started without it) takes the fast hashes for old ones.
    expect(needsRehash(hash)).toBe(true);
    vi.unstubAllEnvs();
    const production = { NODE_ENV: 'production', BASE_URL: 'https://shop.example/', ALLOW_TEST_PAYMENTS: 'true' };
    expect(() => loadConfig({ ...production, SHOP_TEST_FAST_HASHES: 'true' }, { dataDir: 'memory://' })).toThrow(
      'Refusing to start in production mode (NODE_ENV=production): unset SHOP_TEST_FAST_HASHES (it hashes passwords at a hundredth of the production cost).',
    );
    expect(loadConfig({ SHOP_TEST_FAST_HASHES: 'true' }, { dataDir: 'memory://' }).testHashCost).toBe(true);
    expect(loadConfig(production, { dataDir: 'memory://' }).testHashCost).toBe(false);
    expect(fastHashes).toBe('true');
  });
});
