import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

/**
 * The export condition under which `@shop/ui` resolves to its TypeScript sources (and the
 * repository's stylesheet) instead of `dist/`. Inside this repository the shop, Vitest and
 * Storybook resolve it (`kitSource()` below; `customConditions` in tsconfig.base.json;
 * `tsx --conditions=source` for the server scripts), so they need no build of the kit. A
 * consumer of the packed kit knows nothing of it and gets `types`/`import` (dist).
 */
export const KIT_SOURCE_CONDITION = 'source';

/** `./styles.css` → `src/styles.css`: the repository's stylesheet (it also scans the shop's classes). */
const sourceStylesheet = fileURLToPath(new URL(pkg.exports['./styles.css'].source, import.meta.url));

/**
 * Vite plugin: every environment (the browser, SSR, Vitest's) resolves `@shop/ui/*` through the
 * `source` condition. `@import "@shop/ui/styles.css"` in a stylesheet is resolved by
 * @tailwindcss/vite with fixed conditions (`style`), so that one entry is an alias.
 */
export function kitSource(): Plugin {
  return {
    name: 'shop-ui-source',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@shop\/ui\/styles\.css$/, replacement: sourceStylesheet }] },
    }),
    configEnvironment(name, config) {
      const server = (config.consumer ?? (name === 'client' ? 'client' : 'server')) === 'server';
      const defaults = server ? defaultServerConditions : defaultClientConditions;
      // Returned arrays are appended to the environment's own list; when it has none, keep Vite's defaults.
      const conditions = config.resolve?.conditions ? [KIT_SOURCE_CONDITION] : [KIT_SOURCE_CONDITION, ...defaults];
      return { resolve: { conditions } };
    },
  };
}
