#!/usr/bin/env node
// The Storybook suite: build the static Storybook, serve it on 127.0.0.1, and run
// @storybook/test-runner against it in Chromium (render + play + axe + screenshot).
//   --update        write new visual baselines (never under CI=true)
//   --no-build      reuse storybook-static/
//   --out DIR       build into DIR (default storybook-static), so sessions can work side by side
//   other args      are passed to test-storybook (e.g. a story file filter)
// When a screenshot differs from its baseline, one HTML report (expected, actual, diff per story)
// is written to test-results/visual-report/index.html and its path printed; when this machine's
// Chromium or fonts differ from those the baselines were made with (tests/visual/environment.json,
// rewritten by a full --update), one line says so first.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { freePort } from './free-port.mjs';
import { run, serveStatic } from './process.mjs';
import { clearDifferences, currentEnvironment, environmentNote, recordEnvironment, writeDifferenceReport } from './visual-report.mjs';

const args = process.argv.slice(2);
const take = (flag) => {
  const i = args.indexOf(flag);
  if (i === -1) return false;
  args.splice(i, 1);
  return true;
};
const takeValue = (flag, fallback) => {
  const i = args.indexOf(flag);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  return value;
};
const update = take('--update');
const noBuild = take('--no-build');
const outDir = path.resolve(takeValue('--out', 'storybook-static'));
const resultsFile = path.resolve(takeValue('--results', 'test-results/storybook.json'));

const environment = currentEnvironment(ensureChromium());
const note = update ? null : environmentNote(environment);
if (note) console.log(note);
clearDifferences();
// --test: Storybook's build for test runs: no docs pages, prop tables (react-docgen-typescript,
// most of the build's time) or source maps; the stories render as in the full build.
if (!noBuild) await run('npx', ['storybook', 'build', '--test', '-o', outDir, '--quiet', '--disable-telemetry']);

const port = await freePort();
const server = await serveStatic(outDir, port);
mkdirSync(path.dirname(resultsFile), { recursive: true });
let code;
try {
  const runnerArgs = [
    'test-storybook',
    '--url', `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    ...(update ? ['-u'] : []),
    ...(process.env.CI ? ['--ci'] : []),
    ...args,
  ];
  rmSync(resultsFile, { force: true });
  code = await run('npx', runnerArgs, { allowFailure: true, env: { ...process.env, STORYBOOK_RESULTS: resultsFile } });
} finally {
  server.close();
}
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  console.log(`Storybook suite: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
} catch {
  console.error('Storybook suite: no results were written.');
}
// A full update re-makes every baseline here: record the environment they were made in.
if (update && args.length === 0) recordEnvironment(environment);
const report = writeDifferenceReport({ storybookUrl: path.relative(path.resolve('test-results', 'visual-report'), path.join(outDir, 'index.html')), note });
if (report) console.log(`Visual differences: ${report}`);
process.exit(code);
