import { describe, expect, it } from 'vitest';
import { contrastPairs, darkContrastPairs } from '../../../tailwind.config';
import { contrastRatio } from '../lib/contrast';

describe('design tokens', () => {
  it.each(contrastPairs.map((pair) => [pair.name, pair] as const))('%s meets WCAG AA contrast', (_name, pair) => {
    expect(contrastRatio(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });

  it.each(darkContrastPairs.map((pair) => [pair.name, pair] as const))('%s meets WCAG AA contrast in the dark theme', (_name, pair) => {
    expect(contrastRatio(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });
});
