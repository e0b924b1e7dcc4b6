// `npm run bench:orders -- [--orders 100000]`: the back office's orders grid at scale. Fills a
// fresh embedded database (or DATABASE_URL's, which it empties of orders first) with generated
// orders and times the grid's queries: median and slowest of 15 runs each, after 3 warm-up runs.
// Writes the table to docs/benchmarks-orders.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ordersGrid } from '../../src/features/admin-orders/grid.server';
import { DEFAULT_ORDER_GRID_QUERY, type OrderGridQuery } from '../../src/features/admin-orders/model';
import { openDatabase } from '../db/database';
import { insertGeneratedOrders } from './generated-orders';

const index = process.argv.indexOf('--orders');
const count = index >= 0 ? Number(process.argv[index + 1]) : 100_000;
const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await database.db.execute(sql`truncate table orders restart identity cascade`);
  const filling = performance.now();
  await insertGeneratedOrders(database.db, count);
  process.stdout.write(`${count} orders generated in ${((performance.now() - filling) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n\n`);
  const cases: [string, Partial<OrderGridQuery>][] = [
    ['newest first, page 1 of 20', {}],
    ['page 2,500 of 20 (the last)', { page: Math.ceil(count / 20) }],
    ['keyword: an order number', { search: String(Math.floor(count / 2)).padStart(9, '0') }],
    ['keyword: an e-mail', { search: 'omar.haddad41' }],
    ['keyword: a last name', { search: 'mensah' }],
    ['status Pending, last 30 days', { status: 'pending', from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) }],
    ['sorted by Grand Total, 200 a page', { sort: 'grand_total', dir: 'desc', limit: 200 }],
    ['sorted by Bill-to Name', { sort: 'billing_name', dir: 'asc' }],
  ];
  const lines = ['| grid query | rows found | median ms | slowest ms |', '|---|--:|--:|--:|'];
  for (const [name, change] of cases) {
    const query = { ...DEFAULT_ORDER_GRID_QUERY, ...change };
    let total = 0;
    for (let i = 0; i < 3; i++) await ordersGrid(database.db, query);
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const started = performance.now();
      total = (await ordersGrid(database.db, query)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    lines.push(`| ${name} | ${total} | ${times[7]!.toFixed(1)} | ${times[14]!.toFixed(1)} |`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (the embedded database)';
  writeFileSync(
    path.resolve(import.meta.dirname, '../../../docs/benchmarks-orders.md'),
    [
      '# The back office\'s orders grid at scale',
      '',
      'Written by `npm run bench:orders` (`storefront/server/test/bench-orders.ts`; do not edit by hand): the grid\'s',
      `query (\`ordersGrid\`, Sales › Orders) over ${count.toLocaleString('en-US')} generated orders in ${engine}, each query`,
      'run 3 times to warm up, then timed 15 times (median and slowest), on this 2-core machine shared with other work.',
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}.`,
      '',
      ...lines,
      '',
    ].join('\n'),
  );
} finally {
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
