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
 * Starts a throw-away PostgreSQL server: `{ url, version, stop }`, or null (and a line saying why)
 * when none can be installed or started here.
 */
export async function startPostgres({ why = 'a PostgreSQL run' } = {}) {
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
      ...asUser('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']),
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
