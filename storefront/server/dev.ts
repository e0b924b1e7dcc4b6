// `npm run dev`: the same Hono app as production, with Vite in middleware mode serving the
// browser modules (HMR) and React Router's server build loaded through Vite on every request.
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import type { createApp as CreateApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './log';
import type { openShop as OpenShop } from './start';

const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = loadConfig(process.env, { development: true });
const log = createLogger(config.logLevel);
const httpServer = createServer();

const vite = await createViteServer({
  root: storefrontDir,
  configFile: path.join(storefrontDir, 'vite.config.ts'),
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: httpServer } },
});

/** A module loaded through Vite (its `import.meta.glob` registries work, as in the build). */
async function viteImport<T>(id: string): Promise<T> {
  const ssr = vite.environments.ssr;
  if (ssr && isRunnableDevEnvironment(ssr)) return (await ssr.runner.import(id)) as T;
  return (await vite.ssrLoadModule(id)) as T;
}

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
