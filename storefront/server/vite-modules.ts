// The shop's server modules loaded through Vite, for the commands that run from the sources
// (`npm run dev`, `npm run seed`): the capabilities' registries are collected with
// `import.meta.glob`, which only Vite (the build, Vitest, this runner) resolves.
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, isRunnableDevEnvironment, type ViteDevServer } from 'vite';

const storefrontDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ViteModules {
  vite: ViteDevServer;
  /** A module by its path from the storefront folder (`/server/app.ts`) or a virtual id. */
  load<T>(id: string): Promise<T>;
}

/** A Vite server in middleware mode: with `hmrServer`, browser modules update in place (the dev server); without, modules only. */
export async function viteModules({ hmrServer }: { hmrServer?: Server } = {}): Promise<ViteModules> {
  const vite = await createViteServer({
    root: storefrontDir,
    configFile: path.join(storefrontDir, 'vite.config.ts'),
    appType: 'custom',
    server: hmrServer ? { middlewareMode: true, hmr: { server: hmrServer } } : { middlewareMode: true, hmr: false, ws: false },
    logLevel: hmrServer ? 'info' : 'warn',
  });
  return {
    vite,
    async load<T>(id: string): Promise<T> {
      const ssr = vite.environments.ssr;
      if (ssr && isRunnableDevEnvironment(ssr)) return (await ssr.runner.import(id)) as T;
      return (await vite.ssrLoadModule(id)) as T;
    },
  };
}
