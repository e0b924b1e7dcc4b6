/// <reference types="jest" />
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeTags } from './a11y';

/** Per-story options for the Storybook suite (set under `parameters.test`). */
export interface StoryTestParameters {
  /**
   * The viewport the story is tested and photographed at: 'phone' 375 px, 'desktop' 1024 px
   * (just below the lg breakpoint), 'wide' 1280 px (the full desktop header). @default 'desktop'
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
 * Keeps the a11y addon's report of the story about to be visited (`window.__a11yReport`). The addon
 * runs axe over the story's whole document body (portals included) once its play has finished; a
 * second axe run from here cost about 2 s a story (axe injected into the page and a blank page opened
 * to merge the results) and checked the same DOM with the same rules.
 */
async function listenForA11yReport(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as {
      __a11yReport?: unknown;
      __STORYBOOK_ADDONS_CHANNEL__: { on(event: string, fn: (data: { storyId: string; reporters?: { type: string }[] }) => void): void; off(event: string, fn: unknown): void };
    };
    w.__a11yReport = null;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const onFinished = (data: { storyId: string; reporters?: { type: string }[] }) => {
      if (data.storyId !== id) return;
      channel.off('storyFinished', onFinished);
      w.__a11yReport = data.reporters?.find((reporter) => reporter.type === 'a11y') ?? null;
    };
    channel.on('storyFinished', onFinished);
  }, storyId);
}

const snapshotsDir = path.join(process.cwd(), 'tests', 'visual', '__baselines__');
const diffDir = path.join(process.cwd(), 'tests', 'visual', '__diff_output__');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const options = (storyContext.parameters.test ?? {}) as StoryTestParameters;
    await page.setViewportSize(viewports[options.viewport ?? 'desktop']);
    await listenForA11yReport(page, context.id);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const options = (storyContext.parameters.test ?? {}) as StoryTestParameters;

    // Accessibility: WCAG 2.2 AA (and best practice) over the story's document body, portals
    // included: the a11y addon's axe run after the play (the story frame is not a page, so the
    // addon leaves out 'region'; page-level rules such as one h1 do not apply to the body).
    // Every story must have been checked, with these tags, and pass.
    const report = await page.evaluate(() => (window as unknown as { __a11yReport?: A11yReport | null }).__a11yReport ?? null);
    expect(report).not.toBeNull();
    expect(report!.result.error).toBeUndefined();
    expect(report!.result.toolOptions?.runOnly?.values).toEqual(axeTags);
    const violations = (report!.result.violations ?? []).map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    expect(violations).toEqual([]);
    expect(report!.status).toBe('passed');

    if (options.skipVisual) return;
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: options.fullPage === true });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: diffDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.0005,
      failureThresholdType: 'percent',
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.05 },
      storeReceivedOnFailure: true,
      // Compare in this worker: by default every comparison spawns a Node process (~0.3 s a story).
      runInProcess: true,
    });
  },
};

export default config;
