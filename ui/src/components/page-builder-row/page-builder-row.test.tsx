import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers } from '../../../test-support/fake-timers';
import {
  PARALLAX_DEFAULT_SPEED,
  PageBuilderRow,
  VIDEO_FALLBACK_TIMEOUT_MS,
  clampParallaxSpeed,
  parallaxOffset,
  parallaxOverscan,
  resolveVideoSource,
} from './page-builder-row';

const STILL = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' ? reducedMotion : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const row = () => screen.getByRole('region', { name: 'Summer sale' });

describe('parallax maths', () => {
  it('defaults to 0.5 and clamps the speed to -1..2', () => {
    expect(PARALLAX_DEFAULT_SPEED).toBe(0.5);
    expect(clampParallaxSpeed(0.5)).toBe(0.5);
    expect(clampParallaxSpeed(-3)).toBe(-1);
    expect(clampParallaxSpeed(2.5)).toBe(2);
    expect(clampParallaxSpeed(-1)).toBe(-1);
    expect(clampParallaxSpeed(2)).toBe(2);
    expect(clampParallaxSpeed(Number.NaN)).toBe(0.5);
  });

  it('shifts the image against the scroll by (1 - speed) of the distance from the viewport centre', () => {
    const geometry = { rowHeight: 400, viewportHeight: 800 };
    // Row centred: no shift.
    expect(parallaxOffset({ ...geometry, rowTop: 200, speed: 0.5 })).toBeCloseTo(0);
    // Row 300 px below centre: half of it at speed 0.5, all of it at 0, none at 1.
    expect(parallaxOffset({ ...geometry, rowTop: 500, speed: 0.5 })).toBe(-150);
    expect(parallaxOffset({ ...geometry, rowTop: 500, speed: 0 })).toBe(-300);
    expect(parallaxOffset({ ...geometry, rowTop: 500, speed: 1 })).toBeCloseTo(0);
    // Out-of-range speeds are clamped first: 5 acts as 2.
    expect(parallaxOffset({ ...geometry, rowTop: 500, speed: 5 })).toBe(300);
    expect(parallaxOverscan({ ...geometry, speed: 0.5 })).toBe(300);
    expect(parallaxOverscan({ ...geometry, speed: 1 })).toBe(0);
    expect(parallaxOverscan({ ...geometry, speed: -7 })).toBe(1200);
  });
});

describe('resolveVideoSource', () => {
  it('turns YouTube addresses into a muted, looping embed without controls', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      const source = resolveVideoSource(url);
      expect(source?.kind).toBe('youtube');
      const embed = new URL((source as { embedUrl: string }).embedUrl);
      expect(embed.pathname).toBe('/embed/dQw4w9WgXcQ');
      expect(Object.fromEntries(embed.searchParams)).toMatchObject({
        autoplay: '1',
        mute: '1',
        loop: '1',
        playlist: 'dQw4w9WgXcQ',
        controls: '0',
      });
    }
  });

  it('turns Vimeo addresses into a background embed', () => {
    for (const url of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871']) {
      const source = resolveVideoSource(url);
      expect(source).toMatchObject({ kind: 'vimeo', id: '76979871' });
      const embed = new URL((source as { embedUrl: string }).embedUrl);
      expect(Object.fromEntries(embed.searchParams)).toMatchObject({ background: '1', muted: '1', loop: '1' });
    }
  });

  it('plays local mp4, webm and ogg files, and nothing else', () => {
    expect(resolveVideoSource('/media/hero.mp4')).toEqual({ kind: 'file', src: '/media/hero.mp4', type: 'video/mp4' });
    expect(resolveVideoSource('/media/hero.WEBM?v=2')).toMatchObject({ type: 'video/webm' });
    expect(resolveVideoSource('hero.ogv')).toMatchObject({ type: 'video/ogg' });
    expect(resolveVideoSource('/media/hero.ogg')).toMatchObject({ type: 'video/ogg' });
    expect(resolveVideoSource('/media/hero.gif')).toBeNull();
    expect(resolveVideoSource('https://vimeo.com/about')).toBeNull();
    expect(resolveVideoSource('')).toBeNull();
  });
});

describe('PageBuilderRow', () => {
  it('falls back to the still image when the video fails to load', () => {
    const onVideoFallback = vi.fn();
    render(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} videoUrl="/missing.mp4" onVideoFallback={onVideoFallback}>
        Content
      </PageBuilderRow>,
    );
    expect(row()).toHaveAttribute('data-state', 'loading');
    const video = row().querySelector('video')!;
    expect(video).toHaveAttribute('src', '/missing.mp4');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    fireEvent.error(video);
    expect(row()).toHaveAttribute('data-state', 'fallback');
    expect(row()).toHaveAttribute('data-background', 'image');
    expect(row().querySelector('video')).toBeNull();
    expect(row().querySelector('[data-slot="page-builder-row-image"]')).toHaveStyle({ backgroundImage: `url("${STILL}")` });
    expect(onVideoFallback).toHaveBeenCalledTimes(1);
  });

  it('falls back to the still image when the video has not loaded within the timeout', () => {
    vi.useFakeTimers();
    render(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} videoUrl="https://vimeo.com/76979871">
        Content
      </PageBuilderRow>,
    );
    expect(row().querySelector('iframe')).toHaveAttribute('title', 'Background video');
    advanceTimers(VIDEO_FALLBACK_TIMEOUT_MS - 1);
    expect(row()).toHaveAttribute('data-state', 'loading');
    advanceTimers(1);
    expect(row()).toHaveAttribute('data-state', 'fallback');
    expect(row().querySelector('iframe')).toBeNull();
  });

  it('keeps a video that loaded in time', () => {
    vi.useFakeTimers();
    render(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} videoUrl="/hero.webm" videoTimeout={2000}>
        Content
      </PageBuilderRow>,
    );
    fireEvent.loadedData(row().querySelector('video')!);
    advanceTimers(10_000);
    expect(row()).toHaveAttribute('data-state', 'playing');
    expect(row().querySelector('video')).not.toBeNull();
  });

  it('plays no video and no parallax when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    const { rerender } = render(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} videoUrl="https://youtu.be/dQw4w9WgXcQ">
        Content
      </PageBuilderRow>,
    );
    expect(row()).toHaveAttribute('data-state', 'still');
    expect(row().querySelector('iframe')).toBeNull();
    rerender(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} parallax>
        Content
      </PageBuilderRow>,
    );
    expect(row()).toHaveAttribute('data-background', 'image');
    expect(row().querySelector('[data-slot="page-builder-row-parallax"]')).toBeNull();
  });

  it('moves the parallax layer, at z-index -100, as the page scrolls', () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerHeight', 800);
    let rowTop = 200;
    render(
      <PageBuilderRow aria-label="Summer sale" backgroundImage={STILL} parallax parallaxSpeed={5}>
        Content
      </PageBuilderRow>,
    );
    vi.spyOn(row(), 'getBoundingClientRect').mockImplementation(
      () => ({ top: rowTop, height: 400, bottom: rowTop + 400, left: 0, right: 0, width: 0, x: 0, y: rowTop }) as DOMRect,
    );
    const layer = row().querySelector<HTMLElement>('[data-slot="page-builder-row-parallax"]')!;
    expect(layer).toHaveClass('z-parallax');
    expect(layer).toHaveAttribute('data-speed', '2');

    rowTop = 500;
    fireEvent.scroll(window);
    advanceTimers(20);
    // Speed 5 is clamped to 2: the image runs 300 px ahead of the row.
    expect(layer.style.transform).toBe('translate3d(0, 300px, 0)');
    expect(layer.style.top).toBe('-600px');
    expect(layer.style.height).toBe('1600px');
  });
});
