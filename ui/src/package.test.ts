// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { kitSource } from '../source-condition';

const uiDir = fileURLToPath(new URL('..', import.meta.url));
const uiSourceDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type Entry = { source: string; types: string; import: string } | { source: string; default: string } | string;
const pkg = JSON.parse(readFileSync(`${uiDir}/package.json`, 'utf8')) as { exports: Record<string, Entry> };

/** The files an entry point names for a consumer of the packed kit (every condition but `source`). */
function publishedFiles(entry: Entry): string[] {
  return typeof entry === 'string' ? [entry] : Object.entries(entry).flatMap(([condition, file]) => (condition === 'source' ? [] : [file]));
}

const componentNames = readdirSync(`${uiSourceDir}/components`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const moduleEntryNames = ['validation', 'i18n', 'html', 'forms', 'hooks', 'cn', 'clock', 'logger', 'money', 'form-post', 'tokens', 'direction'];
const CONSUMER = 'virtual:shop-ui-consumer';

/** The entry module of a tiny app that imports from the kit, as the storefront would. */
function consumerEntry(source: string): Plugin {
  return {
    name: 'shop-ui-consumer',
    resolveId: (id) => (id === CONSUMER ? `\0${CONSUMER}` : null),
    load: (id) => (id === `\0${CONSUMER}` ? source : null),
  };
}

function outputsOf(result: Awaited<ReturnType<typeof build>>): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  return (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
}

interface Bundle {
  /** Everything the bundle contains, unminified. */
  code: string;
  /** The kit's source modules that ended up in the bundle, relative to `ui/src`. */
  kitModules: string[];
}

/**
 * Bundles `source` as the shop does (through the package's `exports`, under the `source`
 * condition, and `sideEffects`); `scripts/test-kit-package.mjs` does the same with the packed kit.
 * with React and Radix left out as the app's own; every other dependency is bundled, so
 * whatever a component drags in shows.
 */
async function bundle(source: string): Promise<Bundle> {
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [kitSource(), consumerEntry(source)],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: CONSUMER,
        external: [/^react(-dom)?(\/|$)/, /^radix-ui(\/|$)/, /^@radix-ui\//],
        preserveEntrySignatures: 'strict',
      },
    },
  });
  const chunks = outputsOf(result).filter((output) => output.type === 'chunk');
  return {
    code: chunks.map((chunk) => chunk.code).join('\n'),
    kitModules: chunks
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => id.startsWith(uiSourceDir))
      .map((id) => relative(uiSourceDir, id))
      .sort(),
  };
}

/** Strings found only in the code of one component or in the library it is built on. */
const FINGERPRINTS = {
  modal: ['"modal-content"'],
  carousel: ['"carousel-viewport"', 'embla'],
  'date-picker': ['"date-picker"', 'rdp-'],
  'color-picker': ['"color-picker"', 'react-colorful'],
  html: ['DOMPurify'],
} as const;

function componentsIn(modules: string[]): string[] {
  return [...new Set(modules.filter((id) => id.startsWith('components/')).map((id) => id.split('/')[1] ?? id))];
}

// Each test builds the kit or a bundle of it with Vite: about 1 s alone, over 5 s on a loaded machine.
describe('@shop/ui as a package', { timeout: 30_000 }, () => {
  it('has an entry point @shop/ui/<name> for every component: the source under `source`, the build otherwise', () => {
    const { exports } = pkg;
    expect(componentNames.length).toBeGreaterThan(20);
    for (const name of componentNames) {
      expect(exports[`./${name}`]).toEqual({
        source: `./src/components/${name}/index.ts`,
        types: `./dist/types/components/${name}/index.d.ts`,
        import: `./dist/components/${name}/index.js`,
      });
    }
    for (const name of moduleEntryNames) {
      expect(exports[`./${name}`]).toEqual({
        source: `./src/${name}/index.ts`,
        types: `./dist/types/${name}/index.d.ts`,
        import: `./dist/${name}/index.js`,
      });
    }
    expect(exports['./styles.css']).toEqual({ source: './src/styles.css', default: './dist/styles.css' });
  });

  it('builds (npm run build) a file for every published entry point, and the stylesheet', async () => {
    const result = await build({
      configFile: `${uiDir}/vite.config.ts`,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    });
    const built = outputsOf(result).map((output) => `./dist/${output.fileName}`);
    const published = Object.values(pkg.exports)
      .flatMap(publishedFiles)
      .map((file) => file.replace('*', 'modal'))
      .filter((file) => file.startsWith('./dist/') && !file.startsWith('./dist/types/'));
    expect(published).toContain('./dist/styles.css');
    for (const file of published) expect(built).toContain(file);
  });

  it('finds every fingerprint in a bundle of the whole kit (so their absence below means something)', async () => {
    const { code, kitModules } = await bundle(`export * from '@shop/ui';`);
    expect(componentsIn(kitModules).sort()).toEqual([...componentNames].sort());
    for (const strings of Object.values(FINGERPRINTS)) {
      for (const text of strings) expect(code).toContain(text);
    }
  });

  it('tree-shakes the barrel: importing Button bundles no other component', async () => {
    const { code, kitModules } = await bundle(`export { Button } from '@shop/ui';`);
    expect(code).toContain('"button-spinner"');
    expect(componentsIn(kitModules)).toEqual(['button']);
    expect(kitModules.filter((id) => /^(forms|html|validation)\//.test(id))).toEqual([]);
    for (const strings of Object.values(FINGERPRINTS)) {
      for (const text of strings) expect(code).not.toContain(text);
    }
  });

  it('bundles the framework-free helpers of @shop/ui/form-post without a component; useDataPost adds the confirm dialog', async () => {
    const plain = await bundle(`export { dataPost, submitForm, ajaxSubmit, reloadAdminForm, sameOriginUrl } from '@shop/ui/form-post';`);
    expect(plain.kitModules).toContain('form-post/data-post.ts');
    expect(componentsIn(plain.kitModules)).toEqual([]);
    expect(plain.code).not.toContain('"confirm-dialog"');
    const withDialog = await bundle(`export { useDataPost } from '@shop/ui/form-post';`);
    expect(withDialog.code).toContain('"confirm-dialog"');
    expect(componentsIn(withDialog.kitModules).sort()).toEqual(['button', 'confirm-dialog', 'modal']);
  });

  it('bundles @shop/ui/modal with what the modal uses and without the carousel', async () => {
    const { code, kitModules } = await bundle(`export { Modal } from '@shop/ui/modal';`);
    for (const text of FINGERPRINTS.modal) expect(code).toContain(text);
    expect(componentsIn(kitModules).sort()).toEqual(['button', 'modal']);
    for (const text of [...FINGERPRINTS.carousel, ...FINGERPRINTS['date-picker'], ...FINGERPRINTS['color-picker']]) {
      expect(code).not.toContain(text);
    }
  });
});
