import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import * as s from './db/schema';
import { purgeExpired, schedulePurge } from './purge';
import { hashToken } from './services/sessions.server';
import { staffSessions, staffUsers } from '../src/features/admin/schema.server';
import { setUpTestShop } from './test/helpers';

const HOUR = 3600_000;

describe('the purge of expired rows', () => {
  const t = setUpTestShop({ config: { purgeInterval: 1 } });

  /** One expired and one live row of every kind the purge looks after. */
  async function seedRows() {
    const { db, clock } = t.shop;
    const now = clock.now();
    await db.delete(s.sessions);
    await db.delete(s.throttleBuckets);
    await db.delete(s.captchaStates);
    await db.delete(s.productActions);
    const [product] = await db.select({ id: s.products.id }).from(s.products).limit(1);
    await db.insert(s.sessions).values([
      { id: hashToken('idle'), expiresAt: new Date(now - 1000) },
      { id: hashToken('too-old'), createdAt: new Date(now - 8 * 24 * HOUR), expiresAt: new Date(now + HOUR) },
      { id: hashToken('live'), expiresAt: new Date(now + HOUR) },
    ]);
    const [admin] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    await db.delete(staffSessions);
    await db.insert(staffSessions).values([
      { id: hashToken('staff-ended'), userId: admin!.id, formKey: 'k'.repeat(16), expiresAt: new Date(now - 1000) },
      { id: hashToken('staff-live'), userId: admin!.id, formKey: 'k'.repeat(16), expiresAt: new Date(now + 60_000) },
    ]);
    await db.insert(s.throttleBuckets).values([
      { key: 'login:ip:ended', hits: 3, resetsAt: new Date(now - 1000) },
      { key: 'login:ip:running', hits: 3, resetsAt: new Date(now + 60_000) },
    ]);
    await db.insert(s.captchaStates).values([
      { formId: 'user_login', subject: 'login:old@example.com', failedAttempts: 2, updatedAt: new Date(now - 2 * HOUR) },
      { formId: 'user_login', subject: 'login:recent@example.com', failedAttempts: 2, updatedAt: new Date(now - 60_000) },
    ]);
    await db.insert(s.productActions).values([
      { typeId: 'recently_viewed_product', owner: `session:${hashToken('idle')}`, productId: product!.id, addedAt: Math.floor(now / 1000) },
      { typeId: 'recently_viewed_product', owner: `session:${hashToken('live')}`, productId: product!.id, addedAt: Math.floor(now / 1000) },
      { typeId: 'recently_viewed_product', owner: 'customer:1', productId: product!.id, addedAt: Math.floor(now / 1000) - 2 * 31_536_000 },
      { typeId: 'recently_compared_product', owner: 'customer:1', productId: product!.id, addedAt: Math.floor(now / 1000) },
    ]);
  }

  const remaining = async () => {
    const { db } = t.shop;
    return {
      sessions: (await db.select({ id: s.sessions.id }).from(s.sessions)).map((r) => r.id),
      buckets: (await db.select({ key: s.throttleBuckets.key }).from(s.throttleBuckets)).map((r) => r.key),
      captcha: (await db.select({ subject: s.captchaStates.subject }).from(s.captchaStates)).map((r) => r.subject),
      actions: (await db.select({ owner: s.productActions.owner, typeId: s.productActions.typeId }).from(s.productActions)).map((r) => `${r.owner} ${r.typeId}`).sort(),
      staffSessions: (await db.select({ id: staffSessions.id }).from(staffSessions)).map((r) => r.id),
    };
  };

  it('removes expired sessions, ended throttle windows, stale captcha states and orphaned or old product actions, and keeps the rest', async () => {
    await seedRows();
    expect(await purgeExpired(t.shop)).toEqual({ sessions: 2, throttleBuckets: 1, captchaStates: 1, productActions: 2, searchTerms: 0, staffSessions: 1 });
    expect(await remaining()).toEqual({
      sessions: [hashToken('live')],
      buckets: ['login:ip:running'],
      captcha: ['login:recent@example.com'],
      actions: [`customer:1 recently_compared_product`, `session:${hashToken('live')} recently_viewed_product`].sort(),
      staffSessions: [hashToken('staff-live')],
    });
  });

  it('runs on its own every PURGE_INTERVAL seconds', async () => {
    expect(loadConfig({}).purgeInterval).toBe(900);
    expect(loadConfig({ PURGE_INTERVAL: '60' }).purgeInterval).toBe(60);
    await seedRows();
    const stop = schedulePurge(t.shop);
    try {
      // The first run is at once; seed again and wait for the next one (1 s here).
      await expect.poll(async () => (await remaining()).sessions, { timeout: 5000 }).toEqual([hashToken('live')]);
      await seedRows();
      await expect.poll(async () => (await remaining()).buckets, { timeout: 5000 }).toEqual(['login:ip:running']);
    } finally {
      stop();
    }
  });
});
