import { contrastRatio } from '@shop/ui/tokens';
import { describe, expect, it } from 'vitest';
import { mailColors } from './mail-layout';

/** The text/surface pairs the layout draws, with the WCAG AA minimum each must reach. */
const mailContrastPairs = [
  { name: 'Body text', fg: mailColors.text, bg: mailColors.surface, min: 4.5 },
  { name: 'Muted text', fg: mailColors.muted, bg: mailColors.surface, min: 4.5 },
  { name: 'Footer text on the page', fg: mailColors.muted, bg: mailColors.page, min: 4.5 },
  { name: 'Link', fg: mailColors.link, bg: mailColors.surface, min: 4.5 },
  { name: 'Store name on the header bar', fg: mailColors.headerText, bg: mailColors.headerBar, min: 4.5 },
  { name: 'Button label', fg: mailColors.buttonText, bg: mailColors.buttonFill, min: 4.5 },
] as const;

describe('the mail layout', () => {
  it.each(mailContrastPairs.map((pair) => [pair.name, pair] as const))('%s meets WCAG AA contrast', (_name, pair) => {
    expect(contrastRatio(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });
});
