#!/usr/bin/env node
// The kit as another team gets it: `npm pack -w ui`, a fresh Vite + React 19 app in a temporary
// folder outside the repository (tests/kit-package/consumer: no aliases, no Tailwind) installs the
// tarball, type-checks against its declarations, builds, and its page is used in Chromium and
// checked with axe. Two more pages of the same app measure what one Button adds to React alone.
//   node scripts/test-kit-package.mjs [--keep] [--results file.json]
// No registry is needed for the kit itself; its dependencies, React and Vite come from the npm
// cache (--prefer-offline) and the registry only for what the cache lacks.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../tests/chromium.js';
import { chromiumPath, ensureChromium } from './ensure-chromium.mjs';
import { validateDesignTokens } from './design-tokens-format.mjs';
import { clientExportsByEntry } from './kit-client-modules.mjs';
import { entrySizes, jsEntries, limitFor, readmeFigures, sizeTable, withTable, writeSizeBuild } from './kit-sizes.mjs';
import { freePort } from './free-port.mjs';
import { serveStatic } from './process.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const resultsFile = args.includes('--results') ? args[args.indexOf('--results') + 1] : null;
/** `--update-sizes`: writes ui/size-budget.json (each entry's measure plus the margin) and the README's table. */
const updateSizes = args.includes('--update-sizes');
/** `--screenshots <dir>`: the Next.js consumer's page at 390 and 1280 px, to look at. */
const screenshots = args.includes('--screenshots') ? path.resolve(args[args.indexOf('--screenshots') + 1]) : null;

/** At most this much gzip JS may a page that renders one Button add to a page with React alone. */
const BUTTON_BUDGET_BYTES = 5_000;
/** Libraries that only other components need: a Button-only page must not contain them. */
const NOT_FOR_A_BUTTON = ['react-day-picker', 'embla-carousel', 'dompurify', 'react-colorful', 'tailwind-merge'];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The entries whose components need the browser (state, context, effects, event handlers):
 * each has 'use client' modules. Every other entry must have none, but for the exceptions below;
 * its components render on the server without JavaScript (docs/decisions/0032).
 */
const CLIENT_ENTRIES = [
  '@shop/ui', 'forms', 'hooks', 'form-post', 'direction', 'alert', 'app-frame', 'button', 'captcha-field', 'carousel', 'checkbox', 'collapsible', 'color-picker',
  'confirm-dialog', 'cookie-consent', 'cookie-status', 'data-table', 'date-picker', 'dropdown-dialog', 'form-field', 'gallery', 'input', 'loader',
  'messages', 'modal', 'navigation-menu', 'page-builder-row', 'panel', 'quantity-selector', 'rating', 'store-switcher', 'switch', 'tabs', 'time-picker', 'toast', 'tooltip',
];
/** The entries of plain functions: everything they export runs on the server. */
const PLAIN_FUNCTION_ENTRIES = ['validation', 'i18n', 'money', 'cn', 'html', 'clock', 'logger', 'tokens'];
/** `<SafeHtml>` (and its list of tags) waits for the browser's sanitizer: the html entry's one client module. */
const CLIENT_EXPORTS_OF_SERVER_ENTRIES = { html: ['SafeHtml', 'SAFE_HTML_TAGS'] };
const SIZE_BUDGET_NOTE =
  "Per entry point, the most gzip bytes of JS it may add to React alone (scripts/kit-sizes.mjs): its measure plus 5 % (at least 250 B). Raise one only with the reason in the commit; `node scripts/test-kit-package.mjs --update-sizes` rewrites them all and the table in ui/README.md.";
/** The Next.js the App Router consumer installs from the registry (pinned: a new major is a decision). */
const NEXT_VERSION = '16.4.6';
const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

const results = [];
async function check(name, fn) {
  const started = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false, error: error.message });
    console.log(`  ✗ ${name}\n    ${error.message.split('\n').join('\n    ')}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Runs a command to completion; throws with its output when it fails. */
function sh(command, commandArgs, cwd, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} exited with ${result.status}\n${`${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`.slice(-3000)}`);
  }
  return result.stdout;
}

function versionOf(name) {
  return JSON.parse(readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The gzip size of a page's JS and the source files its bundles were made from (from the source maps). */
function measure(distDir) {
  const assets = path.join(distDir, 'assets');
  const files = readdirSync(assets);
  let gzip = 0;
  const sources = [];
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    gzip += gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
    sources.push(...JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8')).sources);
  }
  const css = files.filter((name) => name.endsWith('.css')).reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  return { gzip, css, sources };
}

/** Polls until `condition()` holds or `timeout` ms pass; true when it held. */
async function waitFor(condition, timeout) {
  for (const until = Date.now() + timeout; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (condition()) return true;
  }
  return condition();
}

/** The HTML at `url` once the server answers (it fails when the server exits first). */
async function waitForHtml(url, server) {
  for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response) {
      expect(response.ok, `${url} answered ${response.status}`);
      return response.text();
    }
  }
  throw new Error(`${url} did not answer in 30 s`);
}

/** The custom properties of the first rule of the stylesheet whose selector is `selector`. */
function customProperties(stylesheet, selector) {
  const start = stylesheet.indexOf(`${selector} {`);
  expect(start >= 0, `styles.css has no rule for ${selector}`);
  const body = stylesheet.slice(start, stylesheet.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

/** The tokens of a group (not its `dark` group) that name a custom property, with their values as CSS. */
function tokenVariables(group) {
  return Object.entries(group).flatMap(([key, child]) => {
    if (key.startsWith('$') || key === 'dark' || typeof child !== 'object') return [];
    if (!('$value' in child)) return tokenVariables(child);
    const variable = child.$extensions?.['com.shop.ui']?.cssVariable;
    return variable ? [{ variable, css: tokenCss(child.$value) }] : [];
  });
}

/** A token's value written as CSS: a colour as its hex (with the alpha), a length or duration as number and unit, a shadow (no spread when 0). */
function tokenCss(value) {
  if (typeof value !== 'object') return String(value);
  if (value.colorSpace) return value.hex + (value.alpha === undefined ? '' : Math.round(value.alpha * 255).toString(16).padStart(2, '0'));
  if (value.offsetX) {
    const lengths = [value.offsetX, value.offsetY, value.blur, ...(value.spread.value === 0 ? [] : [value.spread])];
    return [...lengths.map(tokenCss), tokenCss(value.color)].join(' ');
  }
  return `${value.value}${value.unit}`;
}

/** CSS values as the minifier may write them, made comparable: #fff → #ffffff, .15s → 150ms, 0px → 0. */
function normalCss(css) {
  return css
    .split(/\s+/)
    .map((part) => {
      if (/^#[0-9a-f]{3,4}$/i.test(part)) return `#${[...part.slice(1)].map((digit) => digit + digit).join('')}`.toLowerCase();
      if (/^#[0-9a-f]+$/i.test(part)) return part.toLowerCase();
      const number = /^(-?[\d.]+)(px|rem|ms|s)?$/.exec(part);
      if (!number) return part;
      const [, amount, unit = ''] = number;
      if (Number(amount) === 0) return '0';
      return unit === 's' ? `${Number(amount) * 1000}ms` : `${Number(amount)}${unit}`;
    })
    .join(' ');
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-ui-consumer-'));
const app = path.join(work, 'app');
const started = Date.now();
console.log(`Kit package round trip in ${work}`);

let tarball = null;
await check('npm pack -w ui builds the kit and packs every file its exports name, and no source', () => {
  const out = sh('npm', ['pack', '-w', 'ui', '--json', '--pack-destination', work], repo);
  const [packed] = JSON.parse(out.slice(out.indexOf('[\n')));
  tarball = path.join(work, packed.filename);
  const files = new Set(packed.files.map((file) => file.path));
  expect(!files.has('src/index.ts') && ![...files].some((file) => file.startsWith('src/')), 'the tarball contains src/');
  const pkg = JSON.parse(readFileSync(path.join(repo, 'ui', 'package.json'), 'utf8'));
  for (const [entry, target] of Object.entries(pkg.exports)) {
    const published = typeof target === 'string' ? [target] : Object.entries(target).filter(([condition]) => condition !== 'source').map(([, file]) => file);
    expect(published.length > 0, `${entry} has nothing but the source condition`);
    for (const file of published) {
      const concrete = file.replace('*', 'button').replace(/^\.\//, '');
      expect(files.has(concrete), `${entry} → ${file}: ${concrete} is not in the tarball`);
    }
  }
});

await check("'use client' marks the modules of the interactive entries, and none of the plain functions' (read from the tarball)", () => {
  expect(tarball, 'no tarball');
  const unpacked = path.join(work, 'unpacked');
  mkdirSync(unpacked);
  sh('tar', ['-xzf', tarball, '-C', unpacked]);
  const entries = clientExportsByEntry(path.join(unpacked, 'package'));
  const problems = [];
  for (const [entry, { client }] of Object.entries(entries)) {
    const allowed = CLIENT_EXPORTS_OF_SERVER_ENTRIES[entry] ?? [];
    const marked = CLIENT_ENTRIES.includes(entry);
    if (marked && client.length === 0) problems.push(`${entry} has no 'use client' module`);
    if (!marked && client.some((name) => !allowed.includes(name))) problems.push(`${entry} exports ${client.filter((name) => !allowed.includes(name)).join(', ')} from 'use client' modules`);
  }
  for (const entry of [...CLIENT_ENTRIES, ...PLAIN_FUNCTION_ENTRIES]) if (!entries[entry]) problems.push(`${entry} is not an entry point`);
  for (const entry of PLAIN_FUNCTION_ENTRIES) {
    const allowed = CLIENT_EXPORTS_OF_SERVER_ENTRIES[entry] ?? [];
    if (entries[entry] && entries[entry].server.length === 0) problems.push(`${entry} exports nothing a server can call`);
    if (entries[entry]?.client.some((name) => !allowed.includes(name))) problems.push(`${entry} is a plain-function entry with 'use client' exports`);
  }
  expect(problems.length === 0, problems.join('\n'));
});

await check("tokens.json follows the W3C Design Tokens format, and its values are the stylesheet's custom properties, light and dark", () => {
  const dist = path.join(work, 'unpacked', 'package', 'dist');
  const tokens = JSON.parse(readFileSync(path.join(dist, 'tokens.json'), 'utf8'));
  const problems = validateDesignTokens(tokens);
  expect(problems.length === 0, `tokens.json: ${problems.join('; ')}`);
  const stylesheet = readFileSync(path.join(dist, 'styles.css'), 'utf8');
  const light = customProperties(stylesheet, ':root');
  const dark = customProperties(stylesheet, '.dark, [data-theme="dark"]');
  const mismatches = [];
  let compared = 0;
  for (const [values, group] of [[light, tokens], [dark, tokens.dark]]) {
    for (const { variable, css } of tokenVariables(group)) {
      compared += 1;
      if (normalCss(values[variable] ?? 'missing') !== normalCss(css)) mismatches.push(`${variable}: tokens.json ${css}, styles.css ${values[variable]}`);
    }
  }
  expect(compared > 100, `only ${compared} tokens name a custom property`);
  expect(mismatches.length === 0, mismatches.join('\n'));
});

await check('a fresh Vite + React 19 app outside the repository installs the tarball', () => {
  expect(tarball, 'no tarball');
  cpSync(path.join(repo, 'tests', 'kit-package', 'consumer'), app, { recursive: true });
  // The two measuring pages have the example page's HTML shell around their own main.tsx.
  for (const page of ['react-only', 'button-only']) cpSync(path.join(app, 'app', 'index.html'), path.join(app, page, 'index.html'));
  const pin = (names) => Object.fromEntries(names.map((name) => [name, versionOf(name)]));
  const pkg = {
    name: 'kit-consumer',
    private: true,
    type: 'module',
    dependencies: { '@shop/ui': `file:${tarball}`, ...pin(['react', 'react-dom']) },
    devDependencies: pin(['vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom']),
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
  const installed = JSON.parse(readFileSync(path.join(app, 'node_modules', '@shop', 'ui', 'package.json'), 'utf8'));
  expect(installed.peerDependencies?.react && installed.peerDependencies?.['react-dom'], 'react and react-dom are not peer dependencies');
  expect(!installed.dependencies?.react && !installed.dependencies?.['react-dom'], 'react is a dependency, not a peer');
  expect(JSON.stringify(installed.sideEffects) === JSON.stringify(['**/*.css']), `sideEffects is ${JSON.stringify(installed.sideEffects)}, not CSS only`);
});

await check("the app type-checks against the kit's declarations (tsc, moduleResolution bundler)", () => {
  sh(process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], app);
});

const vite = (page) => sh(process.execPath, [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', page, '--config', 'vite.config.js', '--logLevel', 'warn'], app);
const figures = {};
await check('the app builds with Vite (Button, a form on the kit rules, t(), styles.css)', () => {
  vite('app');
  figures.app = measure(path.join(app, 'app', 'dist'));
  expect(figures.app.css > 0, 'no stylesheet in the build');
});

await check(`one Button adds at most ${kb(BUTTON_BUDGET_BYTES)} gzip to React alone, without other components' libraries`, () => {
  vite('react-only');
  vite('button-only');
  figures.react = measure(path.join(app, 'react-only', 'dist'));
  figures.button = measure(path.join(app, 'button-only', 'dist'));
  const kit = figures.button.sources.filter((source) => source.includes('@shop/ui/dist/'));
  expect(kit.some((source) => source.endsWith('components/button/button.js')), `the Button page holds no button module (${kit.join(', ')})`);
  expect(!kit.some((source) => /components\/(?!button\/)/.test(source)), `the Button page holds other components: ${kit.join(', ')}`);
  const pulled = NOT_FOR_A_BUTTON.filter((name) => figures.button.sources.some((source) => source.includes(`node_modules/${name}/`)));
  expect(pulled.length === 0, `the Button page pulls in ${pulled.join(', ')}`);
  const added = figures.button.gzip - figures.react.gzip;
  expect(added <= BUTTON_BUDGET_BYTES, `the Button adds ${kb(added)} gzip (React alone ${kb(figures.react.gzip)}, with the Button ${kb(figures.button.gzip)})`);
});

await check('each entry point costs at most its budget (ui/size-budget.json) in gzip over React alone, and ui/README.md shows the figures', () => {
  expect(figures.app, 'no app');
  const pkg = JSON.parse(readFileSync(path.join(repo, 'ui', 'package.json'), 'utf8'));
  const entries = jsEntries(pkg);
  sh(process.execPath, [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', writeSizeBuild(app, entries)], app);
  const { sizes } = entrySizes(app, entries);
  figures.entries = sizes;
  const budgetFile = path.join(repo, 'ui', 'size-budget.json');
  const readmeFile = path.join(repo, 'ui', 'README.md');
  if (updateSizes) {
    const limits = Object.fromEntries(entries.map((entry) => [entry, limitFor(sizes[entry])]));
    writeFileSync(budgetFile, `${JSON.stringify({ $comment: SIZE_BUDGET_NOTE, limits }, null, 2)}\n`);
    writeFileSync(readmeFile, withTable(readFileSync(readmeFile, 'utf8'), sizeTable(sizes, limits)));
    console.log(`    wrote ${path.relative(repo, budgetFile)} and the table in ${path.relative(repo, readmeFile)}`);
  }
  const { limits } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const problems = [];
  for (const entry of entries) {
    if (limits[entry] === undefined) problems.push(`${entry} has no budget in ui/size-budget.json`);
    else if (sizes[entry] > limits[entry]) problems.push(`${entry} adds ${kb(sizes[entry])} gzip to React, ${sizes[entry] - limits[entry]} B over its budget of ${kb(limits[entry])}`);
  }
  const shown = readmeFigures(readFileSync(readmeFile, 'utf8'));
  for (const entry of entries) {
    const row = shown[entry];
    // The table is up to date within its rounding (0.1 kB) and a little noise from the dependencies' patch releases.
    if (!row || Math.abs(row.size * 1000 - sizes[entry]) > 150 || row.limit !== Number((limits[entry] / 1000).toFixed(1))) {
      problems.push(`ui/README.md shows ${entry} at ${row ? `${row.size} kB (budget ${row.limit} kB)` : 'nothing'}, measured ${kb(sizes[entry])} (budget ${kb(limits[entry])}): run with --update-sizes`);
    }
  }
  for (const entry of Object.keys(shown)) if (!entries.includes(entry)) problems.push(`ui/README.md shows ${entry}, which is no entry point`);
  expect(problems.length === 0, problems.join('\n'));
});

await check('the page renders in Chromium, takes a theme from the token properties, validates with the kit rules and messages, and axe finds nothing', async () => {
  expect(figures.app, 'no build');
  ensureChromium();
  const port = await freePort();
  const server = await serveStatic(path.join(app, 'app', 'dist'), port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { level: 1, name: 'Hello, Ada' }).waitFor();
    const button = page.getByRole('button', { name: 'Subscribe' });
    // The kit's stylesheet is applied: the primary button has the brand colour and the kit's radius.
    const style = await button.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, radius: getComputedStyle(element).borderRadius }));
    expect(style.background === 'rgb(29, 69, 150)' && style.radius === '8px', `the Button is unstyled: ${JSON.stringify(style)}`);
    // The tokens are custom properties a consumer can override (ui/README.md, Theming).
    // (The Button's colour transition takes 150 ms, hence the wait.)
    await page.evaluate(() => document.documentElement.style.setProperty('--color-brand-700', '#7a1f5c'));
    const themed = await page
      .waitForFunction((element) => getComputedStyle(element).backgroundColor === 'rgb(122, 31, 92)', await button.elementHandle(), { timeout: 3000 })
      .then(() => true, () => false);
    expect(themed, 'overriding --color-brand-700 does not re-theme the Button');
    await page.evaluate(() => document.documentElement.style.removeProperty('--color-brand-700'));
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('ada@');
    await button.click();
    await page.getByText('Enter an address like johndoe@domain.com.').waitFor();
    expect((await email.getAttribute('aria-invalid')) === 'true', 'the invalid field is not marked aria-invalid');
    const invalid = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    await email.fill('ada@example.com');
    await email.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Subscribed: ada@example.com' }).waitFor();
    const valid = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const violations = [...invalid.violations, ...valid.violations].map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(violations.length === 0, `axe: ${violations.join('; ')}`);
    expect(errors.length === 0, `page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
});

// ---- A Next.js App Router app: a server component page uses the kit (docs/decisions/0032). ----
const nextApp = path.join(work, 'next-app');
let nextBuilt = false;
await check(`a fresh Next.js ${NEXT_VERSION} App Router app installs the tarball and \`next build\` builds its server component page`, () => {
  expect(tarball, 'no tarball');
  cpSync(path.join(repo, 'tests', 'kit-package', 'next-consumer'), nextApp, { recursive: true });
  const pkg = {
    name: 'kit-next-consumer',
    private: true,
    type: 'module',
    dependencies: { '@shop/ui': `file:${tarball}`, next: NEXT_VERSION, react: versionOf('react'), 'react-dom': versionOf('react-dom') },
  };
  writeFileSync(path.join(nextApp, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], nextApp);
  const page = readFileSync(path.join(nextApp, 'app', 'page.jsx'), 'utf8');
  expect(!/^\s*['"]use client['"]/m.test(page), 'the page is not a server component');
  sh(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'], nextApp, NEXT_ENV);
  nextBuilt = true;
});

await check('`next start` serves the components\' HTML from the server; in Chromium a tab opens, the login form checks its fields and calls the server action; axe finds nothing', async () => {
  expect(nextBuilt, 'no build');
  ensureChromium();
  const port = await freePort();
  const server = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: nextApp,
    env: { ...process.env, ...NEXT_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  server.stdout.on('data', (data) => (serverOutput += data));
  server.stderr.on('data', (data) => (serverOutput += data));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const url = `http://127.0.0.1:${port}/`;
    const html = await waitForHtml(url, server);
    // Rendered on the server: t(), the rule's message, the tabs with their first panel, the form's fields, the Button's classes.
    for (const fragment of ['<h1>Hello, Ada</h1>', 'Please enter a valid email address (Ex: johndoe@domain.com).', 'role="tablist"', 'A soft cotton tee.', 'Email Address', 'name="password"', 'data-slot="button"']) {
      expect(html.includes(fragment), `the server's HTML lacks ${fragment}`);
    }
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByRole('tab', { name: 'More Information' }).click();
    await page.getByRole('tabpanel', { name: 'More Information' }).getByText('Material: cotton.').waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('This is a required field.').first().waitFor();
    const invalid = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ada@example.com');
    await page.locator('input[name="password"]').fill('Password123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const called = await waitFor(() => serverOutput.includes('sign-in attempt for 15 characters'), 10_000);
    expect(called, `the server action was not called: ${serverOutput.slice(-1000)}`);
    const valid = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    const violations = [...invalid.violations, ...valid.violations].map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(violations.length === 0, `axe: ${violations.join('; ')}`);
    expect(errors.length === 0, `page errors: ${errors.join('; ')}`);
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      for (const width of [390, 1280]) {
        const shot = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
        await shot.goto(url);
        await shot.screenshot({ path: path.join(screenshots, `next-consumer-${width}.png`), fullPage: true });
      }
    }
  } finally {
    await browser.close();
    server.kill();
  }
});

if (figures.react && figures.button && figures.app) {
  console.log(
    `Consumer JS, gzip: React alone ${kb(figures.react.gzip)} · React + Button ${kb(figures.button.gzip)} (+${kb(figures.button.gzip - figures.react.gzip)})` +
      ` · the example app ${kb(figures.app.gzip)} JS + ${kb(figures.app.css)} CSS`,
  );
}
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (resultsFile) {
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, figures: figures.app ? { react: figures.react?.gzip, button: figures.button?.gzip, app: figures.app.gzip, appCss: figures.app.css, entries: figures.entries } : null, results }, null, 2));
}
if (keep) console.log(`Kept ${work}`);
// The two apps' node_modules are about 450 MB: removed by a process of its own, which the suite
// does not wait for (about 14 s on these machines) when it runs the round trip (--results).
else if (resultsFile) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
else rmSync(work, { recursive: true, force: true });
process.exit(failed === 0 ? 0 : 1);
