import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.mjs';
import { storefrontRoot } from './config';
import { freshPostgresDatabase } from './test/harness';

// WORKERS=N runs the built server under node:cluster. The build exists when `npm test` reaches the
// PostgreSQL run (it builds the shop before it); a Vitest run on its own without a build skips this.
const entry = path.join(storefrontRoot(), 'build', 'server', 'index.js');
const built = existsSync(entry);

interface Started {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function start(env: Record<string, string>): Started {
  // Only the settings given: the test runner's environment carries others (Vite's BASE_URL).
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  const child = spawn(process.execPath, [entry], { cwd: path.join(storefrontRoot(), '..'), env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  const read = (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        lines.push({ msg: part });
      }
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const listeningPids = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'shop listening').map((line) => line.pid as number);

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
      const [first, second] = await until('two workers listening', () => {
        const pids = listeningPids(shop.lines);
        return pids.length >= 2 && pids;
      });
      expect(first).not.toBe(second);
      expect([first, second]).not.toContain(shop.child.pid);
      const get = async (address: string) => (await fetch(`http://127.0.0.1:${port}${address}`)).status;
      expect(await Promise.all(['/', '/women.html', '/customer/section/load/?sections=cart'].map(get))).toEqual([200, 200, 200]);

      process.kill(first!, 'SIGKILL');
      const replacement = await until('a replacement worker', () => listeningPids(shop.lines).find((pid) => pid !== first && pid !== second));
      expect(shop.lines.some((line) => line.msg === 'a shop worker ended: starting another' && line.pid === first)).toBe(true);
      for (let request = 0; request < 6; request++) expect(await get('/women.html')).toBe(200);

      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      for (const pid of [second!, replacement]) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      await database.drop();
    }
  }, 60_000);
});
