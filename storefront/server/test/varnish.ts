import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/free-port.mjs';
import { storefrontRoot } from '../config';
import { until } from './built-shop';

/** The repository's VCL (deploy/varnish/default.vcl), with its two example backends at `ports`. */
export function vclFor(ports: readonly [number, number]): string {
  const vcl = readFileSync(path.join(storefrontRoot(), '..', 'deploy', 'varnish', 'default.vcl'), 'utf8');
  const examples = ['.port = "3000";', '.port = "3001";'];
  if (!examples.every((line) => vcl.includes(line))) throw new Error(`deploy/varnish/default.vcl no longer names its backends ${examples.join(' and ')}`);
  return vcl.replace(examples[0]!, `.port = "${ports[0]}";`).replace(examples[1]!, `.port = "${ports[1]}";`);
}

export interface StartedVarnish {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Runs a varnishadm command (`backend.list`) and gives its output. */
  admin(...command: string[]): string;
  stop(): Promise<void>;
}

/**
 * Starts `varnishd` in the foreground on a free loopback port with `vcl`, a throw-away working
 * directory and 64 MB of memory storage; resolves once it answers.
 */
export async function startVarnish(varnishd: string, vcl: string): Promise<StartedVarnish> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-varnish-'));
  // Run as root, varnishd drops to its own users, which must reach the working directory.
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, 'default.vcl');
  writeFileSync(vclFile, vcl, { mode: 0o644 });
  const port = await freePort();
  const workDir = path.join(dir, 'work');
  const child: ChildProcess = spawn(
    varnishd,
    ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-T', '127.0.0.1:0', '-f', vclFile, '-s', 'malloc,64m', '-p', 'thread_pools=1', '-p', 'thread_pool_min=10', '-p', 'thread_pool_max=200', '-p', 'vsl_space=4m'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await until('Varnish to answer', async () => {
      if (child.exitCode !== null) throw new Error(`varnishd ended: ${output}`);
      // A purge without tags is refused by the VCL itself: Varnish is up, whatever the backends do.
      const response = await fetch(`${url}/_purge`, { method: 'POST' }).catch(() => null);
      return response?.status === 400;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    admin: (...command) => execFileSync('varnishadm', ['-n', workDir, ...command], { encoding: 'utf8' }),
    stop,
  };
}
