// `npm run dev`: the same Hono app as production, with Vite in middleware mode serving the
// browser modules (HMR) and React Router's server build loaded through Vite on every request.
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { ServerBuild } from 'react-router';
import type { createApp as CreateApp } from './app';
import type { loadConfig as LoadConfig } from './config';
import type { createLogger as CreateLogger } from './log';
import type { openShop as OpenShop } from './start';
import { viteModules } from './vite-modules';

const httpServer = createServer();
const { vite, load: viteImport } = await viteModules({ hmrServer: httpServer });

// The configuration too: it collects the capabilities' throttle rules with `import.meta.glob`.
const { loadConfig } = await viteImport<{ loadConfig: typeof LoadConfig }>('/server/config.ts');
const { createLogger } = await viteImport<{ createLogger: typeof CreateLogger }>('/server/log.ts');
const config = loadConfig(process.env, { development: true });
const log = createLogger(config.logLevel);

const loadBuild = () => viteImport<ServerBuild>('virtual:react-router/server-build');
// The server itself runs through Vite too: the features' registries are collected with
// `import.meta.glob`, which only Vite (the build, Vitest, this runner) resolves.
const { createApp } = await viteImport<{ createApp: typeof CreateApp }>('/server/app.ts');
const { openShop } = await viteImport<{ openShop: typeof OpenShop }>('/server/start.ts');

const shop = await openShop(config, log);
const app = createApp({ build: loadBuild, mode: 'development', shop });
const handle = getRequestListener(app.fetch);
const stopBackground = shop.startBackground();

httpServer.on('request', (req, res) => {
  vite.middlewares(req, res, () => {
    void handle(req, res);
  });
});

httpServer.listen(config.port, config.host, () => {
  log.info('dev server listening', { url: `http://localhost:${config.port}` });
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    httpServer.close();
    httpServer.closeAllConnections();
    await vite.close();
    await stopBackground();
    await shop.database.close();
    process.exit(0);
  });
}
