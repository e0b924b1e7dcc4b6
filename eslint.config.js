import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { shopBoundaries } from './scripts/eslint-shop-boundaries.js';
import { translatedSourceGlobs } from './scripts/translated-sources.mjs';

/** The kit knows nothing of the shop. */
const noStorefrontInKit = {
  group: ['**/storefront/**', '@shop/storefront', '@shop/storefront/**'],
  message: 'ui/ is the kit and must not import from storefront/.',
};

/**
 * What only tests and stories use (ADR 0022): the test-support folders (storefront/test-support,
 * ui/test-support, the server's test harness in storefront/server/test), fixtures and test tools.
 */
const noTestSupport = [
  { group: ['**/test-support/**', '**/test/**'], message: 'Test support is for tests and stories only: production code must not import it.' },
  { group: ['**/*.fixtures', '**/*.fixtures.ts', '**/fixtures', '**/fixtures.ts'], message: 'Fixtures are for tests and stories only.' },
  { group: ['vitest', 'vitest/**', '@vitest/**', '@testing-library/**', 'fast-check', '@playwright/test'], message: 'Test tools are for tests only.' },
];

/** Everything that is not production code: tests, stories, fixtures and test support. */
const notProduction = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.fixtures.ts', '**/fixtures.ts', '**/test-support/**', 'storefront/server/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      'storybook-static/**',
      'storefront/.react-router/**',
      'storefront/.data/**',
      'storefront/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A feature adds its calls, sections and services to the shop's registries by declaration
      // merging: `interface ShopCalls extends CallsOf<typeof self> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // The kit knows nothing of the shop: ui/ must never import storefront/.
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noStorefrontInKit] }],
    },
  },
  {
    // Production code imports no test support (the kit's rule above still holds there).
    files: ['ui/src/**/*.{ts,tsx}'],
    ignores: notProduction,
    rules: { 'no-restricted-imports': ['error', { patterns: [noStorefrontInKit, ...noTestSupport] }] },
  },
  {
    files: ['storefront/{app,src,server}/**/*.{ts,tsx}'],
    ignores: notProduction,
    rules: { 'no-restricted-imports': ['error', { patterns: noTestSupport }] },
  },
  {
    // The shop uses the kit as another team would, through its entry points (`@shop/ui/<name>`),
    // and a feature folder uses another feature only through its public modules (contract, api,
    // hooks, model, types): routes compose features.
    files: ['storefront/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { shop: shopBoundaries },
    rules: {
      'shop/kit-entry-points': 'error',
      'shop/feature-boundaries': 'error',
    },
  },
  {
    // A shop page's links stay in the shopper's store view (ADR 0038): site paths in href/action go
    // through useViewPath(). The back office is one for every view, and mails carry absolute URLs.
    files: ['storefront/{app,src}/**/*.tsx'],
    ignores: [...notProduction, 'storefront/app/routes/admin/**', 'storefront/src/features/admin*/**', 'storefront/src/features/*/mails/**'],
    plugins: { shop: shopBoundaries },
    rules: { 'shop/view-paths': 'error' },
  },
  {
    // Every text a shopper sees goes through t() with a literal key (ADR 0039), in the sources
    // translated so far (scripts/translated-sources.mjs, which the catalogue check reads too). The
    // back office is not translated: staff work in English, and so does the contact form's mail to them.
    files: translatedSourceGlobs,
    ignores: [...notProduction, 'storefront/app/routes/admin/**', 'storefront/app/components/admin*', 'storefront/src/features/admin*/**', 'storefront/src/features/*/components/admin-*', 'storefront/src/lib/{admin,staff}-*', 'storefront/src/lib/grid-selection.tsx', 'storefront/src/features/customer-service/mails/contact.tsx'],
    plugins: { shop: shopBoundaries },
    rules: { 'shop/no-literal-text': 'error' },
  },
  {
    // Every HTML that reaches the DOM goes through the one sanitizer (issue 4): only
    // ui/src/html (SafeHtml and the sanitizer itself) may set inner HTML.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render untrusted HTML with <SafeHtml html={...} profile="message|fragment|html" /> from @shop/ui/html.',
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left:matches([property.name=/^(innerHTML|outerHTML)$/], [property.value=/^(innerHTML|outerHTML)$/])",
          message:
            'Do not set innerHTML/outerHTML: render <SafeHtml> from @shop/ui/html, or build nodes (textContent, createElement) after sanitizing with sanitizeHtml/sanitizeMessage/sanitizeFragment.',
        },
        {
          selector:
            "CallExpression > MemberExpression.callee:matches([property.name=/^(insertAdjacentHTML|setHTMLUnsafe)$/], [property.value=/^(insertAdjacentHTML|setHTMLUnsafe)$/])",
          message: 'Do not insert HTML strings: render <SafeHtml> or use the sanitizer from @shop/ui/html.',
        },
      ],
    },
  },
  {
    // Tests build their DOM fixtures from literal markup, which is not untrusted input.
    files: ['ui/src/html/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The browser-side tests share a module graph per worker (vitest.config.ts): a module replaced
    // with vi.mock would stay replaced for the files after, in the modules that imported it.
    files: ['ui/src/**/*.test.{ts,tsx}', 'storefront/{app,src}/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}', '**/*.server.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message: 'A test that mocks a module with vi.mock runs in a fresh module graph: name it *.isolated.test.ts(x).',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
