/**
 * The shop's sources whose texts are translated (ADR 0039), by repository path: a folder (ending in
 * `/`) or a file. `shop/no-literal-text` (eslint.config.js) runs on them, and the catalogue check
 * (`store-views/catalogues.test.ts`) wants every key they use in the fr-FR and ar-AE catalogues.
 * Widened as folders are translated, until it is every non-admin source of the shop.
 */
export const TRANSLATED_SOURCES = [
  'storefront/src/features/store-views/',
  'storefront/src/features/header/',
  'storefront/src/features/messages/',
  'storefront/src/features/cookie-consent/',
  'storefront/src/features/seo/',
  'storefront/src/features/analytics/',
  'storefront/src/features/product-storage/',
  'storefront/src/features/page-builder/',
  'storefront/src/lib/',
  'storefront/app/components/site-header.tsx',
  'storefront/app/components/site-footer.tsx',
  'storefront/app/components/not-found.tsx',
  'storefront/app/components/messages-area.tsx',
  'storefront/app/components/smart-app-banner.tsx',
  'storefront/app/components/test-mode-notice.tsx',
  'storefront/app/lib/deferred-widget.tsx',
  'storefront/src/features/cms/footer.tsx',
  'storefront/src/features/blog/footer.tsx',
  'storefront/src/features/newsletter/footer.tsx',
  'storefront/src/features/newsletter/components/newsletter-form.tsx',
  'storefront/app/root.tsx',
  'storefront/app/routes/shop-layout.tsx',
];

/** The back office is not translated: staff work in English (ADR 0039). */
export const isAdminSource = (repoPath) =>
  /^storefront\/src\/features\/admin[^/]*\//.test(repoPath) || repoPath.startsWith('storefront/app/routes/admin/') || /^storefront\/app\/components\/admin/.test(repoPath) || /^storefront\/src\/lib\/(admin-|staff-|grid-selection)/.test(repoPath);

/** Whether a repository path is among the translated sources. */
export const isTranslatedSource = (repoPath) => !isAdminSource(repoPath) && TRANSLATED_SOURCES.some((entry) => (entry.endsWith('/') ? repoPath.startsWith(entry) : repoPath === entry));

/** The same list as ESLint `files` globs. */
export const translatedSourceGlobs = TRANSLATED_SOURCES.map((entry) => (entry.endsWith('/') ? `${entry}**/*.{ts,tsx}` : entry));
