/**
 * The axe rule tags every story is checked against (WCAG 2.2 AA and best practice): the a11y
 * addon runs them in the preview (`.storybook/preview.tsx`), and the Storybook suite
 * (`.storybook/test-runner.ts`) fails a story whose run used other tags or found a violation.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
