import type { KnipConfig } from 'knip';
import kit from './ui/package.json' with { type: 'json' };

// The dead-code check (ADR 0022), run by `npm run lint` twice: `knip` (every file, test and
// story included) and `knip --production` (only the `!` entries and project files, so an export
// that only a test uses is reported too).
//
// Entries marked `!` are production entries. React Router's route modules, root.tsx and
// entry.server.tsx come from knip's react-router plugin (it reads storefront/app/routes.ts; run
// `react-router typegen` first, or the routes' `./+types/*` imports do not resolve). Vitest,
// Playwright, Storybook, Vite and drizzle-kit configs and what they name come from their plugins.

/** The kit's public API: the `source` file of every entry point in ui/package.json `exports`. */
const kitEntries = Object.values(kit.exports)
  .map((target) => (typeof target === 'object' && 'source' in target ? target.source : undefined))
  .filter((source): source is string => source !== undefined && /\.tsx?$/.test(source))
  .map((source) => `${source.replace(/^\.\//, '')}!`);

/** Modules only tests and stories use: never production files. */
const notProduction = ['!**/*.fixtures.ts!', '!**/fixtures.ts!', '!test-support/**!'];

const config: KnipConfig = {
  // An export its own module uses is not dead; one that nothing uses is.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.{mjs,js,cjs}',
        // Declarations TypeScript pairs with scripts/free-port.mjs and tests/chromium.js.
        'scripts/*.d.mts',
        'tests/*.d.ts',
        // A Playwright project of its own (testMatch in playwright.config.ts), run after the journeys.
        'tests/e2e/*.check.ts',
        // Found by @storybook/test-runner by its name.
        'test-runner-jest.config.js',
        '.storybook/foundations/*.stories.tsx',
      ],
      project: ['scripts/**', 'tests/**', '.storybook/**', '*.{ts,js}'],
      // A separate app that scripts/test-kit-package.mjs copies out and installs the packed kit into.
      ignore: ['tests/kit-package/consumer/**'],
      // Installed by scripts/ensure-chromium.mjs and scripts/postgres.mjs on a bare machine.
      ignoreBinaries: ['apt-get'],
      // Run through `npx` from scripts/bench.mjs and scripts/chromatic.mjs.
      ignoreDependencies: ['lighthouse', 'chromatic'],
    },
    ui: {
      // The library build's entries (vite.config.ts) are the same files; knip's vite plugin would
      // take them as development-only entries, which hides the kit's public API in production mode.
      vite: false,
      entry: [...kitEntries, 'vite.config.ts', 'src/**/*.stories.tsx'],
      project: ['src/**/*.{ts,tsx}!', 'test-support/**', '*.ts', ...notProduction],
    },
    storefront: {
      entry: [
        'server/main.ts!',
        'server/dev.ts!',
        'server/db/seed-cli.ts!',
        // Collected with import.meta.glob: every feature's client and server registration.
        'src/features/*/feature.ts!',
        'src/features/*/feature.server.ts!',
        'src/**/*.stories.tsx',
      ],
      project: ['app/**/*.{ts,tsx}!', 'src/**/*.{ts,tsx}!', 'server/**/*.ts!', 'test-support/**', '*.ts', '!server/test/**!', ...notProduction],
      // Loaded with createRequire by server/lib/stored-html.ts (ADR 0016): no bundler follows it.
      ignoreDependencies: ['jsdom'],
    },
  },
};

export default config;
