/**
 * Mutation testing of the core (issue 34, ADR 0033): `npm run test:mutation`. Stryker changes
 * one thing at a time in the files below (a `<` into `<=`, a string into '', a branch removed…)
 * and runs the tests that cover it; a change no test notices is a surviving mutant. Too slow for
 * `npm test`; run before a release or after touching the core. Survivors that no test can kill
 * (equivalent mutants) are listed in docs/mutation.md. Options: https://stryker-mutator.io/docs/stryker-js/configuration/
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // The core, file by file: rules and arithmetic, not React views nor route glue.
  mutate: [
    // The kit's validation rule set.
    'ui/src/validation/address.ts',
    'ui/src/validation/card.ts',
    'ui/src/validation/dates.ts',
    'ui/src/validation/decimal.ts',
    'ui/src/validation/forms.ts',
    'ui/src/validation/library-defaults.ts',
    'ui/src/validation/messages.ts',
    'ui/src/validation/registry.ts',
    'ui/src/validation/remote.ts',
    'ui/src/validation/rule-verdict.ts',
    'ui/src/validation/rules.ts',
    'ui/src/validation/schemas.ts',
    'ui/src/validation/text.ts',
    'ui/src/validation/trim.ts',
    // Money: integer minor units.
    'ui/src/money/index.ts',
    // The customer-data engine (sections, their invalidation and storage, lazy blocks).
    'storefront/src/features/customer-data/model.ts',
    'storefront/src/features/customer-data/store.ts',
    'storefront/src/features/customer-data/requests.ts',
    'storefront/src/features/customer-data/lazy-blocks.ts',
    'storefront/src/features/customer-data/sections.ts',
    'storefront/src/features/customer-data/api.ts',
    // Cart rules: quantities, stock, lines; the add-to-cart button's states.
    'storefront/src/features/cart/cart-rules.server.ts',
    'storefront/src/features/cart/model.ts',
    // Coupons: when a rule applies and what it takes off.
    'storefront/src/features/coupons/rules.ts',
    // Checkout's totals.
    'storefront/src/features/checkout/totals.ts',
    // The order state machine: which actions an order allows, the status after one, documents' totals.
    'storefront/src/features/sales/model.ts',
  ],
  // The mutants are written into the working tree (and the files restored after the run) rather
  // than into a copy: the workspaces' node_modules are links a copy would lose, and the shop's tests
  // then import the mutated kit through `@shop/ui/*` as well. Edit no mutated file during a run.
  inPlace: true,
  // Vitest does not type-check, so no file needs Stryker's `// @ts-nocheck` (in place, it would touch every file).
  disableTypeChecks: false,
  // A mutant of a module's top level (a message table, a constant) is only active after the test
  // files are loaded again: tens of times slower than the others. They are left out (reported as
  // ignored): the messages themselves are asserted by exact text in the tests.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
  // Only mutants of changed code or tests run again (the previous results are in reports/).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10_000,
};
