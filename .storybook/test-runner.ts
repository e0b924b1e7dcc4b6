/// <reference types="jest" />
import type { TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Page } from '@playwright/test';
import { axeTags } from './a11y';

/** Per-story options for the Storybook suite (set under `parameters.test`). */
export interface StoryTestParameters {
  /**
   * The viewport the story is tested at (its play, axe in light and dark, the right-to-left overflow check) and
   * photographed at first: 'phone' 375 px, 'desktop' 1024 px (just below the lg breakpoint),
   * 'wide' 1280 px (the full desktop header). The story is photographed at the other width too,
   * by resizing the page after its play, without running it again — four baselines a story:
   * - at its own viewport: `<story-id>.png` (light) and `<story-id>.dark.png` (dark);
   * - at the other width: `<story-id>.phone.png` / `<story-id>.phone.dark.png` (375 px) for a
   *   'desktop' or 'wide' story, `<story-id>.desktop.png` / `<story-id>.desktop.dark.png`
   *   (1024 px) for a 'phone' story.
   * Axe runs at the story's own viewport only; right to left, nothing may overflow sideways at
   * either width (docs/decisions/0018-baselines-at-two-widths.md).
   * @default 'desktop'
   */
  viewport?: 'phone' | 'desktop' | 'wide';
  /** Skip the visual comparison (e.g. a story whose frame shows the current time). */
  skipVisual?: boolean;
  /** Photograph the whole page, not only the viewport (a story taller than the viewport). @default false */
  fullPage?: boolean;
}

const viewports = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1024, height: 768 },
  wide: { width: 1280, height: 800 },
} as const;

type Viewport = keyof typeof viewports;

/** The second width a story is photographed at: a phone for a desktop or wide story, a desktop for a phone one. */
const otherWidth = (viewport: Viewport): 'phone' | 'desktop' => (viewport === 'phone' ? 'desktop' : 'phone');

/**
 * Resizes the page and waits until the story has settled at the new size: fonts loaded, and two
 * animation frames, so that what a resize sets off — media queries' change events, `resize`
 * listeners, ResizeObserver callbacks and the React renders they schedule (a carousel measuring
 * its slides, a header switching to its phone layout) — has run and been painted.
 */
async function resize(page: Page, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewports[viewport]);
  await settle(page);
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/** What the a11y addon reports for a story (its axe run, after the story's play). */
interface A11yReport {
  status: 'passed' | 'warning' | 'failed';
  result: {
    error?: unknown;
    toolOptions?: { runOnly?: { values?: string[] } };
    violations?: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
  };
}

/**
 * Keeps the a11y addon's report of the story's next render (`window.__a11yReport`, and
 * `window.__storyFinished` once it has finished). The addon runs axe over the story's whole
 * document body (portals included) after every render of the story: the first, after its play,
 * and each re-render when a global (theme, direction) changes. A second axe run from here cost
 * about 2 s a story (axe injected into the page and a blank page opened to merge the results) and
 * checked the same DOM with the same rules.
 */
async function listenForA11yReport(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as {
      __a11yReport?: unknown;
      __storyFinished?: boolean;
      __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, fn: (data: { storyId: string; reporters?: { type: string }[] }) => void): void; off(event: string, fn: unknown): void };
    };
    w.__a11yReport = null;
    w.__storyFinished = false;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const onFinished = (data: { storyId: string; reporters?: { type: string }[] }) => {
      if (data.storyId !== id) return;
      channel.off('storyFinished', onFinished);
      w.__a11yReport = data.reporters?.find((reporter) => reporter.type === 'a11y') ?? null;
      w.__storyFinished = true;
    };
    channel.on('storyFinished', onFinished);
  }, storyId);
}

/** The a11y report of the render just finished must exist, use the kit's tags and find nothing. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const report = await page.evaluate(() => (window as unknown as { __a11yReport?: A11yReport | null }).__a11yReport ?? null);
  expect(report).not.toBeNull();
  expect(report!.result.error).toBeUndefined();
  expect(report!.result.toolOptions?.runOnly?.values).toEqual(axeTags);
  const violations = (report!.result.violations ?? []).map(
    (v) => `${label}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(violations).toEqual([]);
  expect(report!.status).toBe('passed');
}

/**
 * Re-renders the story with other toolbar globals (`theme`, `dir`; .storybook/preview.tsx), as the
 * toolbar does: the story keeps its state (an open dialog stays open; the play does not run again)
 * and the a11y addon checks the new render. Resolves once that render has finished.
 */
async function renderWithGlobals(
  page: Page,
  storyId: string,
  globals: { theme: 'light' | 'dark'; dir: 'ltr' | 'rtl'; a11y?: { manual: boolean } },
): Promise<void> {
  await listenForA11yReport(page, storyId);
  await page.evaluate((update) => {
    const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void } };
    w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: update });
  }, globals);
  await page.waitForFunction(() => (window as unknown as { __storyFinished?: boolean }).__storyFinished === true);
}

const snapshotsDir = path.join(process.cwd(), 'tests', 'visual', '__baselines__');
const diffDir = path.join(process.cwd(), 'tests', 'visual', '__diff_output__');

/**
 * Back to light, LTR and automatic axe runs for the next story: globals outlive the story. Set in the preview's store
 * without re-rendering this story (a render and an axe run more per story, about a sixth of the
 * suite's time); the next story's first render reads them.
 */
async function resetGlobals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { update(globals: Record<string, unknown>): void } } } };
    w.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update({ theme: 'light', dir: 'ltr', a11y: { manual: false } });
  });
}

function sameBytesAsBaseline(image: Buffer, identifier: string): boolean {
  try {
    return readFileSync(path.join(snapshotsDir, `${identifier}.png`)).equals(image);
  } catch {
    return false;
  }
}

/**
 * How close a screenshot must be to its baseline: at most 0.05 % of its pixels differ, a pixel
 * differing when its colour is more than 0.05 apart (pixelmatch's YIQ distance; anti-aliasing
 * aside). jest-image-snapshot's `toMatchImageSnapshot` and the quick check below use the same.
 */
const FAILURE_RATIO = 0.0005;
const PIXEL_THRESHOLD = 0.05;

/**
 * The quick pixel comparison, run in a worker thread: decoding two PNGs and comparing them pixel
 * by pixel inside Jest's module sandbox (where `toMatchImageSnapshot` runs) took 3–7 s on a busy
 * 2-core machine, and 0.1–0.3 s in plain Node; the checkout, minicart and mail stories, whose
 * screenshots are seldom byte for byte their baselines (a few pixels differ), spent most of
 * their time there. It decides nothing on its own: a screenshot it finds too different
 * goes to `toMatchImageSnapshot`, which fails it (or updates its baseline) and writes the diff.
 * Same decoder and comparison as jest-image-snapshot (its own pngjs and pixelmatch), same rule.
 */
const PIXELS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { PNG } = require(workerData.pngjs);
const pixelmatch = require(workerData.pixelmatch);
parentPort.on('message', ({ id, image, baseline }) => {
  try {
    const received = PNG.sync.read(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
    const expected = PNG.sync.read(readFileSync(baseline));
    const sameSize = received.width === expected.width && received.height === expected.height;
    const differing = sameSize ? pixelmatch(received.data, expected.data, null, received.width, received.height, { threshold: workerData.threshold }) : Infinity;
    parentPort.postMessage({ id, close: differing / (received.width * received.height) <= workerData.ratio });
  } catch {
    parentPort.postMessage({ id, close: false });
  }
});
`;

let pixelsWorker: Worker | undefined;
let nextComparison = 0;

/** True when the image is within the tolerance of its baseline; false when it is not, or there is none (or it cannot be read). */
function closeToBaseline(image: Buffer, identifier: string): Promise<boolean> {
  if (!pixelsWorker) {
    const snapshotRequire = createRequire(createRequire(path.join(process.cwd(), 'package.json')).resolve('jest-image-snapshot'));
    pixelsWorker = new Worker(PIXELS_WORKER, {
      eval: true,
      workerData: { pngjs: snapshotRequire.resolve('pngjs'), pixelmatch: snapshotRequire.resolve('pixelmatch'), threshold: PIXEL_THRESHOLD, ratio: FAILURE_RATIO },
    });
    pixelsWorker.unref();
  }
  const worker = pixelsWorker;
  const id = nextComparison++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id: number; close: boolean }) => {
      if (message.id !== id) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve(message.close);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.postMessage({ id, image, baseline: path.join(snapshotsDir, `${identifier}.png`) });
  });
}

/** Compares the page with its baseline `<identifier>.png` (unless the story skips the visual check). */
async function compareScreenshot(page: Page, identifier: string, options: StoryTestParameters): Promise<void> {
  if (options.skipVisual) return;
  // Every frame of the story loaded (a mail preview's sandboxed srcdoc frames, whose documents the
  // page cannot read): a screenshot taken before showed a mail preview's frames empty (2026-12-02).
  await Promise.all(page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => frame.waitForLoadState('load')));
  await settle(page);
  await page.mouse.move(0, 0);
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: options.fullPage === true });
  // The same bytes as the baseline are the same pixels: Chromium encodes a screenshot the same way
  // every time, and the baselines are its screenshots as taken. Most stories are unchanged, and
  // decoding both PNGs and comparing them pixel by pixel cost more than the screenshot itself.
  if (sameBytesAsBaseline(image, identifier)) return;
  if (await closeToBaseline(image, identifier)) return;
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customDiffDir: diffDir,
    customSnapshotIdentifier: identifier,
    failureThreshold: FAILURE_RATIO,
    failureThresholdType: 'percent',
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: PIXEL_THRESHOLD },
    storeReceivedOnFailure: true,
    // Compare in this worker: by default every comparison spawns a Node process (~0.3 s a story).
    runInProcess: true,
  });
}

/**
 * The story's `parameters.test`, read in its preVisit and kept for its postVisit. Only that field
 * crosses from the page: the runner's getStoryContext sends the whole loaded story (every
 * parameter, the docs addon's copy of the story file's source included), twice a story.
 */
const testOptions = new Map<string, StoryTestParameters>();

async function readTestOptions(page: Page, storyId: string): Promise<StoryTestParameters> {
  const options = await page.evaluate(async (id) => {
    const w = window as unknown as { __getContext(storyId: string): Promise<{ parameters: { test?: unknown } }> };
    return ((await w.__getContext(id)).parameters.test ?? {}) as StoryTestParameters;
  }, storyId);
  testOptions.set(storyId, options);
  return options;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
    // Runs once per story file (the runner's setup file): its comparisons are done.
    afterAll(async () => {
      await pixelsWorker?.terminate();
      pixelsWorker = undefined;
    });
  },
  async preVisit(page, context) {
    const options = await readTestOptions(page, context.id);
    await page.setViewportSize(viewports[options.viewport ?? 'desktop']);
    await listenForA11yReport(page, context.id);
  },
  async postVisit(page, context) {
    const options = testOptions.get(context.id) ?? (await readTestOptions(page, context.id));
    const own = options.viewport ?? 'desktop';
    const other = otherWidth(own);

    // Accessibility: WCAG 2.2 AA (and best practice) over the story's document body, portals
    // included: the a11y addon's axe run after the play (the story frame is not a page, so the
    // addon leaves out 'region'; page-level rules such as one h1 do not apply to the body).
    // Every story must have been checked, with these tags, and pass.
    await expectAccessible(page, 'light');

    // A screenshot that differs is reported after the other checks, so that a change shows in
    // the light and the dark baselines both, at both widths (and in the visual report).
    const differences: string[] = [];
    const compare = async (identifier: string) => {
      if (options.skipVisual) return;
      try {
        await compareScreenshot(page, identifier, options);
      } catch (error) {
        differences.push(error instanceof Error ? error.message : String(error));
      }
    };
    await compare(context.id);

    // The other width (`<story-id>.phone` or `<story-id>.desktop`) is the same render with the
    // page resized: the story keeps the state its play left (an open dialog stays open). Both
    // of the story's own-width screenshots are taken before the first resize: a resize can change
    // that state for good (a focused field hidden at the other width loses its focus, and a
    // suggestion list closes with it).
    try {
      // The dark theme: the same story on the kit's dark tokens passes axe (contrast included) and
      // has its own baselines, `<story-id>.dark.png` and `<story-id>.<other width>.dark.png`.
      await renderWithGlobals(page, context.id, { theme: 'dark', dir: 'ltr' });
      await expectAccessible(page, 'dark');
      await compare(`${context.id}.dark`);
      if (!options.skipVisual) {
        await resize(page, other);
        await compare(`${context.id}.${other}.dark`);
        await resize(page, own);
      }

      // Right to left: nothing runs off the page sideways at either width (in RTL a box that
      // overflows on the left makes the page scroll; one cut at the right edge is clipped — both
      // show as scrollWidth over clientWidth on <html> or <body>). A phone is where a row that
      // does not wrap runs off. No axe run here: `dir` changes no role, name, state or colour
      // pair, so axe's rules give right to left what they gave the same DOM left to right (the
      // light run above), while a run costs more than a render and a screenshot together.
      await renderWithGlobals(page, context.id, { theme: 'light', dir: 'rtl', a11y: { manual: true } });
      const overflow = async (viewport: Viewport) =>
        page.evaluate(
          (width) =>
            [document.documentElement, document.body]
              .filter((element) => element.scrollWidth > element.clientWidth + 1)
              .map((element) => `${width}: ${element.tagName.toLowerCase()}: scrollWidth ${element.scrollWidth} > clientWidth ${element.clientWidth}`),
          viewport,
        );
      const overflowing = await overflow(own);
      await resize(page, other);
      overflowing.push(...(await overflow(other)));

      // Light at the other width, last: a render back to light and LTR (still at that width) with
      // the a11y addon's automatic run off for it — axe checked light at the story's own width,
      // and an axe run costs more than the render and the screenshot together.
      if (!options.skipVisual) {
        await renderWithGlobals(page, context.id, { theme: 'light', dir: 'ltr', a11y: { manual: true } });
        await settle(page);
        await compare(`${context.id}.${other}`);
      }
      expect(overflowing).toEqual([]);
    } finally {
      await resetGlobals(page);
    }
    if (differences.length > 0) throw new Error(differences.join('\n\n'));
  },
};

export default config;
