#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server (scripts/postgres.mjs): DATABASE_URL set,
// the server stopped and removed afterwards.
//   node scripts/with-postgres.mjs -- <command> [args...]
// Exits 3 (and says why) when no PostgreSQL server can be installed or started here.
import { startPostgres } from './postgres.mjs';
import { run } from './process.mjs';

const UNAVAILABLE = 3;
const command = process.argv.slice(process.argv.indexOf('--') + 1);

const server = await startPostgres({ why: 'the PostgreSQL run of the server tests' });
if (!server) process.exit(UNAVAILABLE);
let code;
try {
  console.log(`PostgreSQL ${server.version} on 127.0.0.1:${server.port}`);
  const [cmd, ...args] = command;
  code = await run(cmd, args, { allowFailure: true, env: { ...process.env, DATABASE_URL: server.url } });
} catch (error) {
  console.error(`The command could not be run: ${error.message}`);
  code = 1;
} finally {
  server.stop();
}
process.exit(code);
