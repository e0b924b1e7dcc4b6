import cluster, { type Worker } from 'node:cluster';
import type { ShopConfig } from './config';
import type { Logger } from './log';

/** Set for the one worker that runs the scheduled purge of expired rows (its replacement inherits it). */
export const PURGE_ROLE_ENV = 'SHOP_RUNS_PURGE';

/** A worker that keeps dying is not restarted for ever: more than this many exits within the window stop the shop. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** Whether this process runs the scheduled purge: a single process, or the cluster worker given the role. */
export function runsScheduledPurge(): boolean {
  return cluster.isPrimary || process.env[PURGE_ROLE_ENV] === '1';
}

/**
 * The primary of `WORKERS=N`: `prepare` (migrate and seed once) runs first, then N workers (this
 * same entry, run again by node:cluster) share the port. A worker that ends unexpectedly is
 * replaced; SIGTERM or SIGINT stops every worker gracefully, and the primary after them.
 */
export async function runWorkers(config: ShopConfig, log: Logger, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  const purgers = new Set<number>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;

  const fork = (runsPurge: boolean): Worker => {
    const worker = cluster.fork({ [PURGE_ROLE_ENV]: runsPurge ? '1' : '0' });
    if (runsPurge) purgers.add(worker.id);
    return worker;
  };
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

  cluster.on('exit', (worker, code, signal) => {
    const runsPurge = purgers.delete(worker.id);
    if (stopping) {
      if (running().length === 0) {
        log.info('shop stopped', { workers: config.workers });
        process.exit(exitCode);
      }
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      log.error('shop workers keep ending: stopping the shop', { restarts: restarts.length, windowSeconds: RESTART_WINDOW_MS / 1000 });
      stopping = true;
      exitCode = 1;
      for (const other of running()) other.process.kill('SIGTERM');
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    log.warn('a shop worker ended: starting another', { pid: worker.process.pid, code, signal });
    fork(runsPurge);
  });

  for (let index = 0; index < config.workers; index++) fork(index === 0);
  log.info('shop workers started', { workers: config.workers, port: config.port });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info('shutting down', { signal, workers: running().length });
      stopping = true;
      for (const worker of running()) worker.process.kill('SIGTERM');
      if (running().length === 0) process.exit(0);
    });
  }
}
