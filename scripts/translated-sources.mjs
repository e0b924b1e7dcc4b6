/**
 * The shop's sources whose texts are translated (ADR 0039), by repository path: a folder (ending in
 * `/`) or a file. `shop/no-literal-text` (eslint.config.js) runs on them, and the catalogue check
 * (`store-views/catalogues.test.ts`) wants every key they use in the fr-FR and ar-AE catalogues.
 * Every source of the shop, the back office's excepted (below).
 */
export const TRANSLATED_SOURCES = ['storefront/src/', 'storefront/app/'];

/** The back office is not translated: staff work in English (ADR 0039). A capability's back-office components are `components/admin-*`. */
export const isAdminSource = (repoPath) =>
  /^storefront\/src\/features\/admin[^/]*\//.test(repoPath) || repoPath.startsWith('storefront/app/routes/admin/') || /^storefront\/app\/components\/admin/.test(repoPath) || /^storefront\/src\/features\/[^/]+\/components\/admin-/.test(repoPath) || /^storefront\/src\/lib\/(admin-|staff-|grid-selection)/.test(repoPath);

/** Whether a repository path is among the translated sources. */
export const isTranslatedSource = (repoPath) => !isAdminSource(repoPath) && TRANSLATED_SOURCES.some((entry) => (entry.endsWith('/') ? repoPath.startsWith(entry) : repoPath === entry));

/** The same list as ESLint `files` globs. */
export const translatedSourceGlobs = TRANSLATED_SOURCES.map((entry) => (entry.endsWith('/') ? `${entry}**/*.{ts,tsx}` : entry));
