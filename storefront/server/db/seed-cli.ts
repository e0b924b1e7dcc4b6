// `npm run seed -w storefront -- --products 100000`: empties the configured database
// (DATA_DIR or DATABASE_URL) and fills it with a generated catalogue and each capability's rows.
// Run through Vite's module runner (server/cli.ts): the seed collects the capabilities'
// `seed.server.ts` with `import.meta.glob`.
import { loadConfig } from '../config';
import { purgeHook } from '../page-cache/purge-hook';
import { publishPurgeAll } from '../page-cache/shared-purge';
import { cacheTags } from '../page-cache/tags';
import { openDatabase } from './database';
import { resetDatabase, seedDatabase } from './seed';
import { DEFAULT_PRODUCT_COUNT } from './seed-data';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

function progressBar(done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% ${done}/${total} listed products (with their variants)`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total || Math.floor((done / total) * 20) !== Math.floor(((done - 1000) / total) * 20)) process.stderr.write(`${line}\n`);
}

const products = Number(argument('products') ?? DEFAULT_PRODUCT_COUNT);
if (!Number.isInteger(products) || products < 9) {
  process.stderr.write('--products must be an integer of at least 9\n');
  process.exit(2);
}
const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
process.stderr.write(`Seeding ${products} products into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir} (existing data is replaced)\n`);
await resetDatabase(database.db);
const summary = await seedDatabase(database.db, { products, onProgress: progressBar, demoCustomers: !config.production });
// Shop processes running on this PostgreSQL drop the pages of the old catalogue.
if (database.notifications) await publishPurgeAll(database.notifications, cacheTags.all);
await database.close();
// Every page showed the replaced catalogue: a CDN or Varnish behind the purge hook drops them all.
if (config.pageCachePurgeUrl) await purgeHook(config.pageCachePurgeUrl, { warn: (message) => process.stderr.write(`${message}\n`) })([cacheTags.all]);
process.stderr.write(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}\n`);
