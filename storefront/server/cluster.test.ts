import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { built, SHOP_START_MS, startBuiltShop as start, untilListening } from './test/built-shop';
import { freshPostgresDatabase } from './test/harness';

describe.skipIf(!built)('WORKERS without DATABASE_URL', () => {
  it('is refused at start, saying why', async () => {
    const started = start({ WORKERS: '2', PORT: String(await freePort()), DATA_DIR: 'memory://' });
    expect(await started.exited).not.toBe(0);
    expect(started.lines.map((line) => String(line.msg)).join('\n')).toContain('WORKERS=2 needs DATABASE_URL');
  });
});

describe.skipIf(!built || !process.env.DATABASE_URL)('WORKERS=2 on one PostgreSQL database', () => {
  it('two processes share the port; a killed one is replaced while the shop answers; SIGTERM stops them all', async () => {
    const database = await freshPostgresDatabase();
    try {
      const port = await freePort();
      const shop = start({ WORKERS: '2', PORT: String(port), DATABASE_URL: database.url });
      const [first, second] = await untilListening(shop, 2);
      expect(first).not.toBe(second);
      expect([first, second]).not.toContain(shop.child.pid);
      const get = async (address: string) => (await fetch(`http://127.0.0.1:${port}${address}`)).status;
      expect(await Promise.all(['/', '/women.html', '/customer/section/load/?sections=cart'].map(get))).toEqual([200, 200, 200]);

      process.kill(first!, 'SIGKILL');
      // The replacement is the third process to listen.
      const replacement = (await untilListening(shop, 3))[2]!;
      expect(shop.lines.some((line) => line.msg === 'a shop worker ended: starting another' && line.pid === first)).toBe(true);
      for (let request = 0; request < 6; request++) expect(await get('/women.html')).toBe(200);

      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      for (const pid of [second!, replacement]) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      await database.drop();
    }
  }, 3 * SHOP_START_MS);
});
