import { contrastRatio } from '@shop/ui/tokens';
import { describe, expect, it } from 'vitest';
import { mailContrastPairs } from './mail-layout';

describe('the mail layout', () => {
  it.each(mailContrastPairs.map((pair) => [pair.name, pair] as const))('%s meets WCAG AA contrast', (_name, pair) => {
    expect(contrastRatio(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });
});
