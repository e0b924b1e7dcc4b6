import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { storefrontRoot } from '../config';

// The built server, as `npm start` runs it. The build exists when `npm test` reaches the
// PostgreSQL run (it builds the shop before it); a Vitest run on its own without a build skips the tests that need it.
const entry = path.join(storefrontRoot(), 'build', 'server', 'index.js');
/** Whether the shop has been built (tests of the built server skip without it). */
export const built = existsSync(entry);

/** A started shop process: its JSON log lines as they come, and its exit. */
export interface Started {
  child: ChildProcess;
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const fileChildren: ChildProcess[] = [];
const killAll = (list: ChildProcess[]) => {
  for (const child of list.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
afterEach(() => killAll(children));
afterAll(() => killAll(fileChildren));

/**
 * Starts the built server with only the settings given, in production mode as a deployed shop runs
 * (PATH, HOME, NODE_ENV=production, HOST=127.0.0.1, LOG_LEVEL=info, ALLOW_TEST_PAYMENTS=true and
 * BASE_URL at the given PORT, unless given otherwise); killed after the test, or after the
 * file's tests with `forFile` (a shop started in beforeAll).
 */
export function startBuiltShop(env: Record<string, string>, { forFile = false } = {}): Started {
  // Only the settings given: the test runner's environment carries others (Vite's BASE_URL).
  const base = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    // Production mode refuses the offline test gateway and a missing BASE_URL; these shops are tests.
    ALLOW_TEST_PAYMENTS: 'true',
    ...(env.PORT ? { BASE_URL: `http://127.0.0.1:${env.PORT}/` } : {}),
  };
  const child = spawn(process.execPath, [entry], { cwd: path.join(storefrontRoot(), '..'), env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  (forFile ? fileChildren : children).push(child);
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

/** Polls `probe` every 50 ms until it gives a value; throws after `timeoutMs`. */
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The pids of the processes that logged 'shop listening'. */
export const listeningPids = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'shop listening').map((line) => line.pid as number);

/**
 * How long a built shop may take to listen. On a slow 2-core machine, with the other test files
 * running beside it, `WORKERS=2` on a fresh PostgreSQL database (migrate and seed, then two
 * workers loading the bundle) took over 30 s; alone 23-25 s, before the bundle took in the packages
 * whose package.json Node read for every module (ADR 0051).
 */
export const SHOP_START_MS = 90_000;

/**
 * Waits until `count` processes of `shop` have logged 'shop listening' and gives their pids; fails
 * at once if the shop ends first, and after SHOP_START_MS otherwise, with the shop's last log lines.
 */
export async function untilListening(shop: Started, count = 1): Promise<number[]> {
  try {
    return await until(
      count === 1 ? 'the shop listening' : `${count} shop processes listening`,
      () => {
        if (shop.child.exitCode !== null) throw new Error(`the shop ended (exit code ${shop.child.exitCode})`);
        const pids = listeningPids(shop.lines);
        return pids.length >= count && pids;
      },
      SHOP_START_MS,
    );
  } catch (error) {
    const said = shop.lines.slice(-8).map((line) => JSON.stringify(line)).join('\n');
    throw new Error(`${(error as Error).message}; the shop's last log lines:\n${said || '(none yet)'}`, { cause: error });
  }
}
