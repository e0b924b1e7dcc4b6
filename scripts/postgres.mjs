// A throw-away PostgreSQL server (Debian's `postgresql`, installed with apt when missing and run
// as root): initdb in a temp folder, started on a free 127.0.0.1 port without durability (a test
// and bench server), stopped and removed by `stop()`. Used by with-postgres.mjs and the bench.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function install(why) {
  console.log(`Installing Debian postgresql for ${why}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  } catch {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    } catch (error) {
      console.error(`Could not install postgresql: ${error.message}`);
    }
  }
}

/**
 * The settings docs/deployment.md gives a dedicated server for a million products, on this
 * machine's memory (a quarter of it for shared buffers, at most the 4 GB the document names; three
 * quarters as the cache the planner counts on): the bench measures a large catalogue as deployed,
 * not on PostgreSQL's defaults (128 MB of shared buffers, 4 MB of work memory).
 */
export function deploymentSettings() {
  const mb = Math.floor(os.totalmem() / 1024 / 1024);
  return {
    shared_buffers: `${Math.min(4096, Math.floor(mb / 4))}MB`,
    effective_cache_size: `${Math.floor((mb * 3) / 4)}MB`,
    work_mem: '16MB',
    maintenance_work_mem: `${Math.min(1024, Math.floor(mb / 16))}MB`,
    random_page_cost: '1.1',
  };
}

/**
 * Starts a throw-away PostgreSQL server: `{ url, version, stop }`, or null (and a line saying why)
 * when none can be installed or started here. `settings` are further server settings (name: value).
 */
export async function startPostgres({ why = 'a PostgreSQL run', settings = {} } = {}) {
  let binDir = findBinDir();
  const isRoot = process.getuid?.() === 0;
  if (!binDir && isRoot) {
    install(why);
    binDir = findBinDir();
  }
  if (!binDir) {
    console.error('No PostgreSQL server here (install Debian\'s postgresql).');
    return null;
  }
  // initdb refuses to run as root: run the server as the `postgres` system user when we are root.
  const asUser = (bin, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        execFileSync(...asUser('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
      } catch {
        /* already gone */
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync(...asUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'ignore' });
    execFileSync(
      ...asUser('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-o',
        [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' '),
        'start',
      ]),
      { stdio: 'ignore' },
    );
    started = true;
  } catch (error) {
    console.error(`PostgreSQL could not be started: ${error.message}`);
    stop();
    return null;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: path.basename(path.dirname(binDir)), port, stop };
}
