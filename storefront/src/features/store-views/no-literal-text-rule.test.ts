// @vitest-environment node
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { shopBoundaries } from '../../../../scripts/eslint-shop-boundaries.js';

// The lint rule that keeps every shown text translatable (ADR 0039): JSX text and text props
// written in place fail; t('…') with its key written in place passes, t(variable) fails.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const IMPORT = "import { t } from '@shop/ui/i18n';\n";
const shown = (text: string, where: string) =>
  `"${text}" ${where} is shown as written: write it through t('…') from @shop/ui/i18n, with its translations in the feature's messages/fr-FR.ts and ar-AE.ts (ADR 0039).`;
const computedKey =
  "t()'s key is written in place (t('Pending')), so the catalogue check can collect it: for a label from a map or a status, write the map's values as () => t('…') or a switch (ADR 0039).";

tester.run('shop/no-literal-text', shopBoundaries.rules['no-literal-text'], {
  valid: [
    { code: `${IMPORT}const a = <p>{t('My Cart')}</p>;` },
    { code: `${IMPORT}const a = <a aria-label={t('Shop home')} href={url}>{name}</a>;` },
    { code: `${IMPORT}const a = <input placeholder={t('Search entire store here...')} />;` },
    { code: `${IMPORT}const a = t(\`Greetings, %1\`, name);` },
    { code: `${IMPORT}const labels = { pending: () => t('Pending') };` },
    // No letters: punctuation, numbers and symbols are the same in every language.
    { code: 'const a = <p>{count} · 30 | * ({total})</p>;' },
    { code: 'const a = <img alt="" src={src} />;' },
    { code: 'const a = <div className="text-sm" data-slot="logo" id="maincontent" />;' },
    // Another function named t is not the kit's.
    { code: 'const t = setUp(); t(name);' },
  ],
  invalid: [
    { code: 'const a = <h1>Page not found</h1>;', errors: [{ message: shown('Page not found', 'in JSX') }] },
    { code: "const a = <h1>{'Page not found'}</h1>;", errors: [{ message: shown('Page not found', 'in JSX') }] },
    { code: 'const a = <a aria-label="Shop home" href={url} />;', errors: [{ message: shown('Shop home', 'in aria-label') }] },
    { code: 'const a = <input placeholder={`Search`} />;', errors: [{ message: shown('Search', 'in placeholder') }] },
    { code: 'const a = <img alt="Logo" src={src} />;', errors: [{ message: shown('Logo', 'in alt') }] },
    { code: 'const a = <Field label="Email" title="Your email" />;', errors: [{ message: shown('Email', 'in label') }, { message: shown('Your email', 'in title') }] },
    { code: `${IMPORT}const a = t(status);`, errors: [{ message: computedKey }] },
    { code: `${IMPORT}const a = t(LABELS[status]);`, errors: [{ message: computedKey }] },
    { code: `${IMPORT}const a = t(\`Hello \${name}\`);`, errors: [{ message: computedKey }] },
    { code: "import { t as translate } from '@shop/ui/i18n';\nconst a = translate(label);", errors: [{ message: computedKey }] },
  ],
});
