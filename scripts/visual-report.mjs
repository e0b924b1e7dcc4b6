// The visual suite's two aids for QA (used by scripts/test-storybook.mjs):
// - the environment the baselines were made in (Chromium version and the fonts the kit renders
//   with), kept in tests/visual/environment.json: a run in another environment says so in one
//   line before any difference is reported, since a new Chromium or font moves pixels by itself;
// - one HTML report of the differences (expected, actual and diff side by side per story, with
//   a link to the story), written at a fixed path when a comparison failed.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
export const visualDirs = {
  baselines: path.join(root, 'tests', 'visual', '__baselines__'),
  diffs: path.join(root, 'tests', 'visual', '__diff_output__'),
  received: path.join(root, 'tests', 'visual', '__baselines__', '__received_output__'),
  environment: path.join(root, 'tests', 'visual', 'environment.json'),
  report: path.join(root, 'test-results', 'visual-report'),
};

/** The font families the kit names (ui/src/base.css) and the generic ones, as fontconfig resolves them. */
const FONT_QUERIES = ['DejaVu Sans', 'sans-serif', 'monospace'];

function output(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** What a screenshot depends on besides the code: the browser build and the fonts. */
export function currentEnvironment(chromiumPath) {
  return {
    chromium: output(chromiumPath, ['--version']).replace(/^Chromium\s+/, '').split(/\s+/)[0] ?? 'unknown',
    fonts: Object.fromEntries(FONT_QUERIES.map((query) => [query, output('fc-match', ['--format=%{file} (version %{fontversion})', query])])),
  };
}

/** Compares with the recorded environment; returns one line when they differ, null when they agree. */
export function environmentNote(current) {
  if (!existsSync(visualDirs.environment)) return 'Visual baselines: no recorded environment (tests/visual/environment.json); differences may come from the browser or fonts.';
  const recorded = JSON.parse(readFileSync(visualDirs.environment, 'utf8'));
  const changes = [];
  if (recorded.chromium !== current.chromium) changes.push(`Chromium ${recorded.chromium} → ${current.chromium}`);
  for (const [query, file] of Object.entries(current.fonts)) {
    if (recorded.fonts?.[query] !== file) changes.push(`font "${query}" ${recorded.fonts?.[query] ?? 'none'} → ${file}`);
  }
  if (changes.length === 0) return null;
  return `Visual baselines were made in another environment (${changes.join('; ')}): expect differences that come from it, not from the code.`;
}

export function recordEnvironment(current) {
  writeFileSync(visualDirs.environment, `${JSON.stringify(current, null, 2)}\n`);
}

/** Removes the previous run's differences, so the report shows this run's only. */
export function clearDifferences() {
  rmSync(visualDirs.diffs, { recursive: true, force: true });
  rmSync(visualDirs.received, { recursive: true, force: true });
  rmSync(visualDirs.report, { recursive: true, force: true });
}

/** The second width a story is photographed at (.storybook/test-runner.ts), as the report names it. */
const widthLabels = { phone: 'phone, 375 px', desktop: 'desktop, 1024 px' };

/**
 * A baseline's identifier, taken apart: `<story-id>` (its own viewport), then `.phone` or
 * `.desktop` when photographed at the other width, then `.dark` for the dark theme — e.g.
 * `kit-modal--open.phone.dark`. Story ids have no dots.
 */
export function parseIdentifier(id) {
  const [storyId, ...suffixes] = id.split('.');
  return { storyId, width: suffixes.find((s) => s in widthLabels) ?? null, dark: suffixes.includes('dark') };
}

const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes test-results/visual-report/index.html when a comparison failed and returns its path
 * (null when nothing differed). The images are copied next to it, so the folder can be kept as
 * a CI artifact; `storybookUrl` is where the stories can be opened (the static build).
 */
export function writeDifferenceReport({ storybookUrl, note }) {
  const diffs = existsSync(visualDirs.diffs) ? readdirSync(visualDirs.diffs).filter((f) => f.endsWith('-diff.png')).sort() : [];
  if (diffs.length === 0) return null;
  mkdirSync(path.join(visualDirs.report, 'images'), { recursive: true });
  const stories = new Set(diffs.map((file) => parseIdentifier(file.slice(0, -'-diff.png'.length)).storyId)).size;
  const rows = diffs.map((file) => {
    const id = file.slice(0, -'-diff.png'.length);
    const copy = (from, name) => {
      if (!existsSync(from)) return null;
      copyFileSync(from, path.join(visualDirs.report, 'images', name));
      return `images/${name}`;
    };
    const expected = copy(path.join(visualDirs.baselines, `${id}.png`), `${id}-expected.png`);
    const actual = copy(path.join(visualDirs.received, `${id}-received.png`), `${id}-actual.png`);
    const diff = copy(path.join(visualDirs.diffs, file), `${id}-diff.png`);
    const cell = (label, src) => `<figure><figcaption>${label}</figcaption>${src ? `<a href="${src}"><img src="${src}" alt="${label}: ${escape(id)}"></a>` : '<p>(missing)</p>'}</figure>`;
    const { storyId, width, dark } = parseIdentifier(id);
    const globals = [width === 'phone' ? 'viewport.value:phone' : null, dark ? 'theme:dark' : null].filter(Boolean).join(';');
    const link = `${storybookUrl}?path=/story/${storyId}${globals ? `&globals=${globals}` : ''}`;
    const variant = [width ? widthLabels[width] : null, dark ? 'dark theme' : null].filter(Boolean).join(', ');
    return `<section><h2><a href="${escape(link)}">${escape(storyId)}</a>${variant ? ` (${escape(variant)})` : ''}</h2><div class="row">${cell('Expected (baseline)', expected)}${cell('Actual', actual)}${cell('Difference (expected · diff · actual)', diff)}</div></section>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences (${diffs.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}h1{font-size:1.4rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
.row{display:grid;grid-template-columns:1fr 1fr 2fr;gap:1rem;align-items:start}figure{margin:0}figcaption{font-size:.85rem;color:#444;margin-bottom:.25rem}
img{max-width:100%;border:1px solid #bbb}.note{background:#fff4d6;border:1px solid #c89b00;padding:.5rem .75rem}</style></head>
<body><h1>Visual differences: ${diffs.length} ${diffs.length === 1 ? 'screenshot' : 'screenshots'} of ${stories} ${stories === 1 ? 'story' : 'stories'}</h1>
${note ? `<p class="note">${escape(note)}</p>` : ''}
<p>Each screenshot (a story at its own viewport or, named so, at the other width; light, or dark where named): the baseline, this run's screenshot, and the difference (changed pixels in red). Accept an intended change with <code>npm run test:visual:update</code>.</p>
${rows.join('\n')}
</body></html>
`;
  writeFileSync(path.join(visualDirs.report, 'index.html'), html);
  return path.join(visualDirs.report, 'index.html');
}
