// What each entry point of the packed kit costs a consumer: gzip JS over React alone, measured in
// ONE Vite build of the consumer app with one input per entry (docs/decisions/0032). An entry's
// cost is the gzip size of the chunks its input loads (its own and the shared chunks it imports,
// transitively) minus those of the input with React alone. Used by scripts/test-kit-package.mjs,
// which holds the figures to ui/size-budget.json and keeps the table in ui/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const REACT_ONLY = 'react-only';
export const TABLE_START = '<!-- entry-sizes:start (node scripts/test-kit-package.mjs --update-sizes) -->';
export const TABLE_END = '<!-- entry-sizes:end -->';

/** The import path of each entry point in `exports` that is a JS module (not the pattern, the stylesheet or JSON). */
export function jsEntries(pkg) {
  return Object.entries(pkg.exports)
    .filter(([entry, target]) => typeof target === 'object' && target.import && !entry.includes('*'))
    .map(([entry]) => (entry === '.' ? '@shop/ui' : `@shop/ui/${entry.slice(2)}`));
}

// A nested entry (`@shop/ui/i18n/fr-FR`) is one flat input file beside the others (`i18n--fr-FR`).
const inputName = (entry) => (entry === '@shop/ui' ? 'index' : entry.slice('@shop/ui/'.length).replaceAll('/', '--'));

/**
 * Writes the inputs and the Vite config of the measuring build into `app/sizes`: every input
 * renders through the same React module, and an entry's input keeps everything the entry exports.
 */
export function writeSizeBuild(app, entries) {
  const dir = path.join(app, 'sizes');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'react.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n\nexport const start = (kit) => createRoot(document.body).render(createElement('p', null, Object.keys(kit).length));\n",
  );
  writeFileSync(path.join(dir, `${REACT_ONLY}.js`), "import { start } from './react.js';\n\nstart({});\n");
  for (const entry of entries) writeFileSync(path.join(dir, `${inputName(entry)}.js`), `import * as kit from '${entry}';\nimport { start } from './react.js';\n\nstart(kit);\n`);
  const inputs = Object.fromEntries([REACT_ONLY, ...entries.map(inputName)].map((name) => [name, `sizes/${name}.js`]));
  writeFileSync(
    path.join(app, 'sizes.config.js'),
    `export default { logLevel: 'warn', build: { outDir: 'sizes/dist', manifest: true, rolldownOptions: { input: ${JSON.stringify(inputs)} } } };\n`,
  );
  return 'sizes.config.js';
}

/** Each entry's gzip bytes over React alone, from the measuring build's manifest. */
export function entrySizes(app, entries) {
  const dist = path.join(app, 'sizes', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  // The chunks an input loads before it runs: its own and its static imports, transitively.
  const loaded = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) loaded(imported, seen);
    return seen;
  };
  const cost = (name) => [...loaded(`sizes/${name}.js`)].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
  const react = cost(REACT_ONLY);
  return { react, sizes: Object.fromEntries(entries.map((entry) => [entry, cost(inputName(entry)) - react])) };
}

/** The limit of an entry measured at `bytes`: 5 % more, at least 250 B, rounded up to 50 B. */
export const limitFor = (bytes) => Math.ceil((bytes + Math.max(250, bytes * 0.05)) / 50) * 50;

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The README's table of the figures. */
export function sizeTable(sizes, budget) {
  const rows = Object.entries(sizes)
    .sort(([a], [b]) => (a === '@shop/ui' ? -1 : b === '@shop/ui' ? 1 : a.localeCompare(b)))
    .map(([entry, bytes]) => `| \`${entry}\` | ${kb(bytes)} | ${kb(budget[entry])} |`);
  return [TABLE_START, '| entry | kB gzip over React | budget (kB) |', '| --- | ---: | ---: |', ...rows, TABLE_END].join('\n');
}

/** The figures the README's table shows, by entry (kB). */
export function readmeFigures(readme) {
  const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
  return Object.fromEntries([...table.matchAll(/^\| `([^`]+)` \| ([\d.]+) \| ([\d.]+) \|$/gm)].map(([, entry, size, limit]) => [entry, { size: Number(size), limit: Number(limit) }]));
}

/** `readme` with its table replaced by `table`. */
export function withTable(readme, table) {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < 0) throw new Error(`the README has no ${TABLE_START} … ${TABLE_END}`);
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
