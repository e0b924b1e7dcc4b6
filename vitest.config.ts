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
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'storefront-client',
          environment: 'jsdom',
          include: ['storefront/{app,src}/**/*.test.{ts,tsx}'],
          // A feature's server tests (`*.server.test.ts`) run with the server's.
          exclude: ['**/node_modules/**', 'storefront/src/features/**/*.server.test.ts'],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['storefront/server/**/*.test.ts', 'storefront/src/features/**/*.server.test.ts'],
          globalSetup: ['storefront/server/test/global-setup.ts'],
          // Passwords hashed at the test cost (storefront/server/lib/passwords.ts): the suite signs
          // in and registers hundreds of times, twice (PGlite, then PostgreSQL); passwords.test.ts
          // checks the production cost.
          env: { SHOP_TEST_FAST_HASHES: 'true' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
