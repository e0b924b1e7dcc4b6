import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { createApp } from './app';
import { runsScheduledPurge, runWorkers } from './cluster';
import { loadConfig, type ShopConfig } from './config';
import { compressAnswers } from './http/compression';
import { securityHeaders } from './http/security-headers';
import { createLogger } from './log';
import { productionWarnings } from './production-mode';
import { listen, openShop } from './start';

// The production entry (bundled by `react-router build`): static files, endpoints and pages.
const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.relative(process.cwd(), path.resolve(here, '../client'));

const config = configOrExit();
const log = createLogger(config.logLevel);
if (cluster.isPrimary) for (const warning of productionWarnings(config)) log.warn(warning);
if (config.workers > 1 && cluster.isPrimary) {
  // WORKERS=N: this process migrates and seeds once, then N workers run the code below.
  await runWorkers(config, log, async () => {
    const prepared = await openShop(config, log);
    await prepared.database.close();
  });
} else {
  await serveShop();
}

/**
 * The settings, or exit 1 after one log line saying what to set: a setting the shop cannot start
 * with (a bad value, WORKERS without DATABASE_URL, production mode's refusals) needs no stack trace.
 */
function configOrExit(): ShopConfig {
  try {
    return loadConfig();
  } catch (error) {
    createLogger('error').error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** One shop process: static files, endpoints and pages on the port. */
async function serveShop() {
  const shop = await openShop(config, log);
  // strict: false, like the app: `/customer/section/load/` and `/customer/section/load` are one endpoint.
  const server = new Hono({ strict: false });
  // Pages and JSON are compressed on the fly; static files are sent precompressed (.br/.gz from the build).
  server.use('*', compressAnswers());
  // Static files get the same security headers as every answer of the app.
  server.use('*', securityHeaders(shop.config));
  // Fingerprinted assets never change; everything else in public/ may.
  server.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // The other files of public/ are listed once: a page or a call costs no file-system look-up.
  const publicFiles = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      .filter((file) => !file.startsWith('/assets/')),
  );
  const servePublic = serveStatic({ root: clientDir, precompressed: true });
  server.use('*', (c, next) => (publicFiles.has(c.req.path) ? servePublic(c, next) : next()));
  server.route('/', createApp({ build, shop }));

  await listen(shop, server.fetch, { purgeExpiredRows: runsScheduledPurge() });
}
