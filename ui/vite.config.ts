import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientDirective } from './client-directive';
import pkg from './package.json' with { type: 'json' };
import { designTokens } from './design-tokens';

/** The kit's source folder. */
const uiSourceDir = fileURLToPath(new URL('./src', import.meta.url));

/** Every component folder under `src/components`: each is an entry point `@shop/ui/<name>`. */
const componentNames: readonly string[] = readdirSync(`${uiSourceDir}/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The modules that are not components but have entry points of their own. */
const moduleEntryNames = ['validation', 'i18n', 'html', 'forms', 'hooks', 'cn', 'clock', 'logger', 'money', 'form-post', 'tokens', 'direction'] as const;

/** The locales the kit has message catalogues for (`src/i18n/locales/<locale>.ts`). */
const localeNames = ['fr-FR', 'ar-AE'] as const;

/**
 * The package's entry points, by the path of their output (without `.js`) below `dist/`,
 * which mirrors `src/` so that `exports` and `publishConfig.exports` stay one pattern.
 */
const packageEntries: Record<string, string> = {
  index: `${uiSourceDir}/index.ts`,
  ...Object.fromEntries(moduleEntryNames.map((name) => [`${name}/index`, `${uiSourceDir}/${name}/index.ts`])),
  // The kit's message catalogues, one entry per locale (`@shop/ui/i18n/fr-FR`): a page loads its own only.
  ...Object.fromEntries(localeNames.map((name) => [`i18n/locales/${name}`, `${uiSourceDir}/i18n/locales/${name}.ts`])),
  ...Object.fromEntries(
    componentNames.map((name) => [`components/${name}/index`, `${uiSourceDir}/components/${name}/index.ts`]),
  ),
};

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/** True for imports of a dependency (or a subpath of one): the consumer installs and bundles those. */
function isDependency(id: string): boolean {
  return dependencies.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The library build (`npm run build -w ui`): one ESM file per source module under `dist/`
 * (preserved modules keep every component its own file, so a bundler drops what is not
 * imported), every dependency left to the consumer, and `dist/styles.css` compiled from
 * `src/package.css`. `tsc -p tsconfig.build.json` then writes the declarations to `dist/types`.
 * Each module made from a client module starts with `'use client'` (`clientDirective()`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  plugins: [
    tailwindcss(),
    clientDirective(),
    {
      // `@shop/ui/tokens.json`: the tokens in the W3C Design Tokens format, from the one source.
      name: 'shop-ui-tokens-json',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'tokens.json', source: `${JSON.stringify(designTokens(), null, 2)}\n` });
      },
    },
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2023',
    minify: false,
    sourcemap: true,
    lib: {
      entry: { ...packageEntries, styles: `${uiSourceDir}/package.css` },
      formats: ['es'],
      cssFileName: 'styles',
    },
    // A stylesheet entry needs split CSS; the JS modules import no CSS, so styles.css is the only file.
    cssCodeSplit: true,
    rolldownOptions: {
      external: isDependency,
      output: {
        preserveModules: true,
        preserveModulesRoot: uiSourceDir,
        entryFileNames: '[name].js',
      },
    },
  },
});
