#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server (Debian's `postgresql`):
// initdb in a temp folder, start on a free 127.0.0.1 port, set DATABASE_URL, run, stop.
//   node scripts/with-postgres.mjs -- <command> [args...]
// Exits 3 (and says why) when no PostgreSQL server can be installed or started here.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { run } from './process.mjs';

const UNAVAILABLE = 3;
const command = process.argv.slice(process.argv.indexOf('--') + 1);

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

let binDir = findBinDir();
const isRoot = process.getuid?.() === 0;
if (!binDir && isRoot) {
  console.log('Installing Debian postgresql for the PostgreSQL run of the server tests...');
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch (error) {
      console.error(`Could not install postgresql: ${error.message}`);
    }
  }
  binDir = findBinDir();
}
if (!binDir) {
  console.error('No PostgreSQL server here (install Debian\'s postgresql to run the server tests against it).');
  process.exit(UNAVAILABLE);
}

// initdb refuses to run as root: run the server as the `postgres` system user when we are root.
const asUser = (bin, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]] : [path.join(binDir, bin), args]);
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, 'data');
const port = await freePort();
let started = false;
let code;
try {
  execFileSync(...asUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']), { stdio: 'ignore' });
  execFileSync(
    ...asUser('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, 'start']),
    { stdio: 'ignore' },
  );
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} on 127.0.0.1:${port}`);
  const [cmd, ...args] = command;
  code = await run(cmd, args, { allowFailure: true, env: { ...process.env, DATABASE_URL: url } });
} catch (error) {
  console.error(`PostgreSQL could not be started: ${error.message}`);
  code = UNAVAILABLE;
} finally {
  if (started) {
    try {
      execFileSync(...asUser('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']), { stdio: 'ignore' });
    } catch {
      /* already gone */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
