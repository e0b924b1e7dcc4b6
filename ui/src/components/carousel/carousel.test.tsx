import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../logger';
import { advanceTimers } from '../../../test-support/fake-timers';
import { ProductCarousel } from '../../../test-support/product-carousel';
import { CAROUSEL_DEFAULTS, CAROUSEL_WARNINGS, Carousel, CarouselNext, emblaDurationFromSpeed, type CarouselProps } from './carousel';

/*
 * jsdom has no layout: give the viewport 400 px and every slide 100 px side by side,
 * and stub the observers Embla uses, so Embla computes real scroll snaps.
 */
const SLIDE_WIDTH = 100;
const VIEWPORT_WIDTH = 400;
const restore: Array<() => void> = [];

function defineGetter(name: 'offsetWidth' | 'offsetLeft' | 'offsetHeight' | 'offsetTop', get: (el: HTMLElement) => number) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, {
    configurable: true,
    get(this: HTMLElement) {
      return get(this);
    },
  });
  restore.push(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
  });
}

beforeAll(() => {
  defineGetter('offsetWidth', (el) => {
    const slot = el.dataset.slot;
    if (slot === 'carousel-item') return SLIDE_WIDTH;
    if (slot === 'carousel-viewport') return VIEWPORT_WIDTH;
    if (slot === 'carousel-content') return VIEWPORT_WIDTH;
    return 0;
  });
  defineGetter('offsetLeft', (el) =>
    el.dataset.slot === 'carousel-item' ? Array.from(el.parentElement!.children).indexOf(el) * SLIDE_WIDTH : 0,
  );
  defineGetter('offsetHeight', () => 100);
  defineGetter('offsetTop', () => 0);
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
});

afterAll(() => {
  for (const undo of restore) undo();
  vi.unstubAllGlobals();
});

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
  vi.restoreAllMocks();
});

/** The stories' product carousel, named 'New arrivals' and autoplaying unless told otherwise. */
const Products = (props: Partial<CarouselProps> & { count?: number }) => <ProductCarousel label="New arrivals" {...props} />;

const currentDot = () => screen.getAllByRole('button', { name: /^Go to slide/ }).find((dot) => dot.getAttribute('aria-current'));

describe('Carousel', () => {
  it('uses the spec defaults: 4 items per view, 500 ms speed, 3500 ms autoplay timeout', () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ itemsPerView: 4, speed: 500, autoplayTimeout: 3500 });
    render(<Products autoplay={false} />);
    expect(screen.getByRole('region', { name: 'New arrivals' })).toHaveStyle({ '--carousel-items': '4' });
  });

  it('maps the 500 ms speed onto an Embla duration that settles in about 500 ms', () => {
    const duration = emblaDurationFromSpeed(CAROUSEL_DEFAULTS.speed);
    // Embla 8's integrator: fixed 60 fps steps, friction 0.68.
    let location = 0;
    let velocity = 0;
    let frames = 0;
    const distance = 300;
    while (Math.abs(distance - location) > 0.02 * distance || Math.abs(velocity) > 0.02 * distance) {
      velocity = (velocity + (distance - location) / duration) * 0.68;
      location += velocity;
      frames += 1;
    }
    expect((frames * 1000) / 60).toBeGreaterThan(450);
    expect((frames * 1000) / 60).toBeLessThan(550);
    expect(emblaDurationFromSpeed(0)).toBe(0);
    expect(emblaDurationFromSpeed(10_000)).toBe(60);
  });

  it('is a labelled carousel region whose slides read "n of m"', () => {
    render(<Products autoplay={false} count={3} />);
    const region = screen.getByRole('region', { name: 'New arrivals' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('moves with the previous/next buttons and the dots', () => {
    render(<Products autoplay={false} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    // 8 slides of 100 px in a 400 px viewport: 5 positions.
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(5);
    expect(previous).toBeDisabled();
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(next);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    expect(previous).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(next).toBeDisabled();
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('advances every 3500 ms while autoplaying', () => {
    vi.useFakeTimers();
    render(<Products />);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
    advanceTimers(3499);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    advanceTimers(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    advanceTimers(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('takes its autoplay timeout from a prop', () => {
    vi.useFakeTimers();
    render(<Products autoplayTimeout={1000} />);
    advanceTimers(1000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('pauses while hovered and resumes on mouse leave', () => {
    vi.useFakeTimers();
    render(<Products />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    expect(region).toHaveAttribute('data-state', 'paused');
    advanceTimers(10_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.mouseLeave(region);
    advanceTimers(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    vi.useFakeTimers();
    render(
      <>
        <Products />
        <button type="button">Outside</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advanceTimers(10_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advanceTimers(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('stops for good with the pause button and plays again with the play button', () => {
    vi.useFakeTimers();
    render(<Products />);
    const region = screen.getByRole('region');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.mouseLeave(region);
    advanceTimers(10_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advanceTimers(3500);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
  });

  it('never autoplays when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    render(<Products />);
    advanceTimers(20_000);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
  });

  it('warns when the slide container is missing', () => {
    const warn = vi.spyOn(logger, 'warn');
    render(
      <Carousel label="Empty" autoplay={false}>
        <CarouselNext />
      </Carousel>,
    );
    expect(warn).toHaveBeenCalledWith(CAROUSEL_WARNINGS.missingContainer);
  });

  it('warns when there are no slides', () => {
    const warn = vi.spyOn(logger, 'warn');
    render(<Products count={0} autoplay={false} />);
    expect(warn).toHaveBeenCalledWith(CAROUSEL_WARNINGS.missingSlides);
    expect(warn).not.toHaveBeenCalledWith(CAROUSEL_WARNINGS.missingContainer);
  });

  it('does not warn when slides and container are there', () => {
    const warn = vi.spyOn(logger, 'warn');
    render(<Products autoplay={false} />);
    expect(warn).not.toHaveBeenCalled();
  });
});
