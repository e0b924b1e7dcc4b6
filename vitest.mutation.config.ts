import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { kitSource } from './ui/source-condition.ts';

/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`, ADR 0033): only those of
 * the mutated core (stryker.config.mjs), beside it. A mutant reruns its test files, so each file
 * runs in the cheapest environment it passes in: jsdom (with the DOM setup of vitest.config.ts)
 * for components and the tests that need a document, plain Node for the rest (a jsdom per file
 * costs more than most of these tests). The core is pure (no database), so the server project's
 * seeded database (its global setup) is not needed, and its tests that open it are not run.
 */
const core = '{customer-data,cart,coupons,checkout,sales}';
const tests = ['ui/src/{validation,money}/*.test', `storefront/src/features/${core}/*.test`];

const documentTests = ['storefront/src/features/customer-data/store.test.ts', 'ui/src/validation/rules.test.ts'];

export default defineConfig({
  plugins: [kitSource(), react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'mutation-dom',
          environment: 'jsdom',
          // Two .ts tests need a document (cookies, events; File and FileList) as well.
          include: [...tests.map((glob) => `${glob}.tsx`), ...documentTests],
          setupFiles: ['tests/setup/vitest.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mutation-node',
          environment: 'node',
          include: tests.map((glob) => `${glob}.ts`),
          // Those of the server project that open the seeded database.
          exclude: ['**/node_modules/**', ...documentTests, '**/feature.server.test.ts', '**/sections.server.test.ts', '**/cart-limits.server.test.ts'],
        },
      },
    ],
  },
});
