// A throw-away Varnish (Debian's varnishd, scripts/ensure-varnish.mjs) with the repository's VCL
// (deploy/varnish/default.vcl) in front of two shop backends on loopback ports: its own working
// directory, 64 MB of memory storage, in the foreground; `stop()` ends it and removes the folder.
// Used by storefront/server/varnish.test.ts and the bench.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const vclFile = new URL('../deploy/varnish/default.vcl', import.meta.url);
/** The backends' lines in the example VCL, which a started Varnish points at the given ports. */
const EXAMPLE_PORTS = ['.port = "3000";', '.port = "3001";'];

/** The repository's VCL with its two example backends at `ports`. */
function vclFor([first, second]) {
  const vcl = readFileSync(vclFile, 'utf8');
  if (!EXAMPLE_PORTS.every((line) => vcl.includes(line))) throw new Error(`deploy/varnish/default.vcl no longer names its backends ${EXAMPLE_PORTS.join(' and ')}`);
  return vcl.replace(EXAMPLE_PORTS[0], `.port = "${first}";`).replace(EXAMPLE_PORTS[1], `.port = "${second}";`);
}

/**
 * Starts `varnishd` on a free 127.0.0.1 port in front of the shops at `ports` (the same port twice
 * for one shop); resolves with `{ url, proxyPort, admin(...command), stop() }` once Varnish
 * answers. `proxyPort` takes the PROXY protocol: a test names there the client address Varnish
 * sees (`client.ip`), which loopback alone cannot.
 */
export async function startVarnish(varnishd, ports, { timeoutMs = 20_000 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-varnish-'));
  // Run as root, varnishd drops to its own users, which must reach the working directory.
  chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'default.vcl');
  writeFileSync(vcl, vclFor(ports), { mode: 0o644 });
  const port = await freePort();
  const proxyPort = await freePort();
  const workDir = path.join(dir, 'work');
  const parameters = ['thread_pools=1', 'thread_pool_min=10', 'thread_pool_max=200', 'vsl_space=4m'].flatMap((parameter) => ['-p', parameter]);
  const child = spawn(varnishd, ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-a', `127.0.0.1:${proxyPort},PROXY`, '-T', '127.0.0.1:0', '-f', vcl, '-s', 'malloc,64m', ...parameters], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  // However the caller ends, its Varnish ends with it.
  const killOnExit = () => running() && child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (running()) child.kill('SIGKILL');
    process.removeListener('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running()) {
      await stop();
      throw new Error(`varnishd ended: ${output}`);
    }
    // A purge without tags is refused by the VCL itself: Varnish is up, whatever the backends do.
    const answer = await fetch(`${url}/_purge`, { method: 'POST' }).catch(() => null);
    if (answer?.status === 400) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Varnish did not answer within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, proxyPort, admin: (...command) => execFileSync('varnishadm', ['-n', workDir, ...command], { encoding: 'utf8' }), stop };
}
