import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { kitSource } from './ui/source-condition.ts';

export default defineConfig({
  plugins: [kitSource(), react()],
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the 2-core machines
    // the suite runs on. Two keep both cores busy (storefront-client: 121/108 s with 1, 59/97 s with 2).
    maxWorkers: 2,
    projects: [
      // The kit's and the shop's browser-side tests run without isolation: a worker keeps one jsdom
      // window and one module graph for the files it runs, instead of setting up both for each file
      // (two thirds of these projects' time: ui 178 → 61 s, storefront-client 279 → 63 s with the
      // isolated project, measured one after the other on the shared 2-core machine, ADR 0045).
      // So a test file cleans up what it installs (listeners, timers, module state); the setup
      // file resets the document and the window's stores after each file; a test that needs a
      // module afresh takes it with vi.resetModules() and a dynamic import.
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront-client',
          environment: 'jsdom',
          include: ['storefront/{app,src}/**/*.test.{ts,tsx}'],
          // A feature's server tests (`*.server.test.ts`) run with the server's.
          exclude: ['**/node_modules/**', '**/*.isolated.test.{ts,tsx}', 'storefront/src/features/**/*.server.test.ts'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
          isolate: false,
        },
      },
      {
        // `*.isolated.test.ts(x)`: the browser-side tests that need a module graph of their own,
        // which vi.resetModules() cannot give: modules replaced with vi.mock (the modules importing
        // them would stay in the shared graph with the stand-ins), or a package's first load
        // (packages load once per worker, outside Vitest's module graph). Each file in a fresh worker.
        extends: true,
        test: {
          name: 'isolated',
          environment: 'jsdom',
          include: ['{ui/src,storefront/app,storefront/src}/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['storefront/server/**/*.test.ts', 'storefront/src/features/**/*.server.test.ts', 'storefront/*.test.ts', 'scripts/*.test.ts'],
          globalSetup: ['storefront/server/test/global-setup.ts'],
          // Passwords hashed at the test cost (storefront/server/lib/passwords.ts): the suite signs
          // in and registers hundreds of times, twice (PGlite, then PostgreSQL); passwords.test.ts
          // checks the production cost.
          env: { SHOP_TEST_FAST_HASHES: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, as the browser-side projects (ADR 0045): each file still
          // makes its own shop on its own copy of the seeded database and closes it; a file that
          // needs a module loaded otherwise takes it afresh (passwords.test.ts). 247 → 151 s.
          isolate: false,
        },
      },
    ],
  },
});
