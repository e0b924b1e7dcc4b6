/// <reference types="jest" />
import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';

/** Per-story options for the Storybook suite (set under `parameters.test`). */
export interface StoryTestParameters {
  /**
   * The viewport the story is tested and photographed at: 'phone' 375 px, 'desktop' 1024 px
   * (just below the lg breakpoint), 'wide' 1280 px (the full desktop header). @default 'desktop'
   */
  viewport?: 'phone' | 'desktop' | 'wide';
  /** Skip the visual comparison (e.g. a story whose frame shows the current time). */
  skipVisual?: boolean;
}

const viewports = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1024, height: 768 },
  wide: { width: 1280, height: 800 },
} as const;

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
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    const options = (storyContext.parameters.test ?? {}) as StoryTestParameters;

    // Accessibility: WCAG 2.2 AA (and best practice) over the whole frame, portals included.
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      // The story frame is not a page: it has no landmarks or h1 of its own.
      .disableRules(['region', 'page-has-heading-one', 'landmark-one-main'])
      .analyze();
    const violations = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
    expect(violations).toEqual([]);

    if (options.skipVisual) return;
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customDiffDir: diffDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.0005,
      failureThresholdType: 'percent',
      comparisonMethod: 'pixelmatch',
      customDiffConfig: { threshold: 0.05 },
      storeReceivedOnFailure: true,
    });
  },
};

export default config;
