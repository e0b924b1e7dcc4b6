import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DirectionProvider, type TextDirection } from '@shop/ui/direction';
import { HeroRow } from './hero-row';

/** The drawing behind the hero row, as the image layer's CSS gives it. */
function drawingIn(direction: TextDirection): string {
  const { container } = render(
    <DirectionProvider dir={direction}>
      <HeroRow title="New season, new miles" text="Layers and gear." actions={[]} />
    </DirectionProvider>,
  );
  const layer = container.querySelector<HTMLElement>('[data-slot="page-builder-row-image"]');
  return decodeURIComponent(layer?.style.backgroundImage ?? '');
}

describe('HeroRow', () => {
  it('mirrors its drawn landscape right to left, so the sun stays at the side where the text ends', () => {
    expect(drawingIn('ltr')).toContain('<circle cx="1220"');
    expect(drawingIn('ltr')).not.toContain('matrix(-1 0 0 1 1600 0)');
    expect(drawingIn('rtl')).toContain('<g transform="matrix(-1 0 0 1 1600 0)"><rect width="1600"');
  });
});
