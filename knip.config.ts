import type { KnipConfig } from 'knip';

// The dead-code check (ADR 0022), run by `npm run lint` twice: `knip` (every file, test and
// story included) and `knip --production` (only the `!` entries and project files, so an export
// that only a test uses is reported too).
//
// Entries marked `!` are production entries. Besides those listed here:
// - the kit's public API is every entry point of ui/package.json `exports` (their `source`
//   files), which knip reads itself: an export the kit offers is never reported as unused;
// - the package.json scripts name their files (storefront/server/dev.ts: `npm run dev`);
// - the Vitest, Playwright, Storybook, Vite and drizzle-kit configs, and what they name, come from
//   their plugins.

/**
 * Fixtures beside the stories and tests that share them are not production files. The other
 * modules only tests and stories use live in the workspaces' test-support/ folders (and the
 * server's test harness in storefront/server/test/); eslint.config.js keeps production code from
 * importing any of them.
 */
const notProduction = ['!**/*.fixtures.{ts,tsx}!', '!**/fixtures.ts!'];

const config: KnipConfig = {
  // An export its own module uses is not dead; one that nothing uses is.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.{mjs,js,cjs}',
        // Declarations TypeScript pairs with scripts/free-port.mjs, tests/chromium.js and scripts/eslint-shop-boundaries.js.
        'scripts/*.d.{mts,ts}',
        'tests/*.d.ts',
        // A Playwright project of its own (testMatch in playwright.config.ts), run after the journeys.
        'tests/e2e/*.check.ts',
        // Found by @storybook/test-runner by its name.
        'test-runner-jest.config.js',
        '.storybook/foundations/*.stories.tsx',
      ],
      // The configuration files at the root are the tools' own (their plugins read them).
      project: ['scripts/**', 'tests/**', '.storybook/**'],
      // Separate apps (Vite, Next.js) that scripts/test-kit-package.mjs copies out and installs the packed kit into.
      ignore: ['tests/kit-package/consumer/**', 'tests/kit-package/next-consumer/**'],
      // Installed by scripts/ensure-chromium.mjs, scripts/postgres.mjs and scripts/ensure-varnish.mjs on a bare machine.
      ignoreBinaries: ['apt-get', 'varnishadm'],
      // Run through `npx` from scripts/bench.mjs and scripts/chromatic.mjs.
      ignoreDependencies: ['lighthouse', 'chromatic'],
    },
    ui: {
      // The library build (vite.config.ts) names the same entry points as `exports`; knip's vite
      // plugin would take them as development-only, which hides the kit's API in production mode.
      vite: false,
      entry: ['vite.config.ts', 'src/**/*.stories.tsx'],
      project: ['src/**/*.{ts,tsx}!', 'test-support/**', '*.ts', ...notProduction],
    },
    storefront: {
      // knip's react-router plugin loads app/routes.ts to find the route modules, and cannot once
      // the routes are collected with import.meta.glob (each feature's pages.ts): the app's entries
      // are named here instead. Run `react-router typegen` before knip, or the route modules'
      // `./+types/*` imports do not resolve (`npm run lint` does).
      'react-router': false,
      entry: [
        'react-router.config.ts',
        'app/root.tsx!',
        'app/entry.server.tsx!',
        'app/entry.client.tsx!',
        'app/routes.ts!',
        'app/routes/**/*.tsx!',
        'src/features/*/pages.ts!',
        'server/main.ts!',
        // `npm run seed`; a production tool too (it purges the running shops' page caches).
        'server/db/seed-cli.ts!',
        // Runs the commands (seed, admin:create) through Vite's module runner: a production tool too.
        'server/cli.ts!',
        // `npm run bench:orders`: the orders grid at scale (a development tool, beside the test harness).
        'server/test/bench-orders.ts',
        // `npm run admin:create`: the first member of staff of a production shop.
        'src/features/admin/create-cli.server.ts!',
        // Collected with import.meta.glob: every feature's pages (above), contract, server and browser side.
        'src/features/*/contract.ts!',
        'src/features/*/staff-contract.ts!',
        'src/features/*/admin-menu.ts!',
        'src/features/*/footer.tsx!',
        'src/features/*/account-menu.ts!',
        'src/features/*/feature.server.ts!',
        'src/features/*/feature.browser.ts!',
        'src/features/*/seed.server.ts!',
        'src/features/*/throttle.server.ts!',
        'src/features/*/staff-permissions.ts!',
        // Each feature's message catalogues (ADR 0039), gathered by store-views/catalogues.*.
        'src/features/*/messages/*.ts!',
        'src/**/*.stories.tsx',
      ],
      project: [
        'app/**/*.{ts,tsx}!',
        'src/**/*.{ts,tsx}!',
        'server/**/*.ts!',
        'test-support/**',
        '*.ts',
        // The test harness, and the development server (`npm run dev`).
        '!server/test/**!',
        '!server/dev.ts!',
        ...notProduction,
      ],
      // Loaded with createRequire by server/lib/stored-html.ts (ADR 0016): no bundler follows it.
      ignoreDependencies: ['jsdom'],
    },
  },
};

export default config;
