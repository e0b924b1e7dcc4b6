import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselContent, CarouselItem } from '../carousel/carousel';
import { Picture, type PictureImage } from './picture';

const image = (n: number): PictureImage => ({
  src: `/media/${n}.png`,
  srcSet: `/media/${n}-240.png 240w, /media/${n}.png 480w`,
  sources: [{ type: 'image/avif', srcSet: `/media/${n}-240.avif 240w, /media/${n}.avif 480w` }],
  alt: `Product ${n}`,
  width: 480,
  height: 600,
});

/** A fake IntersectionObserver: the test says what comes near; it records how each element is watched. */
let watched: { target: Element; root: Element | null; rootMargin: string; callback: IntersectionObserverCallback; live: boolean }[] = [];
class FakeObserver {
  private readonly entries: typeof watched = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    const entry = { target, root: (this.options.root as Element | null) ?? null, rootMargin: this.options.rootMargin ?? '0px', callback: this.callback, live: true };
    this.entries.push(entry);
    watched.push(entry);
  }
  unobserve() {}
  disconnect() {
    for (const entry of this.entries) entry.live = false;
  }
  takeRecords() {
    return [];
  }
}
function comeNear(target: Element) {
  for (const entry of watched.filter((w) => w.live && w.target === target)) {
    act(() => entry.callback([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
  }
}
const requested = (container: HTMLElement) => [...container.querySelectorAll('picture > img')].map((img) => img.getAttribute('src')).filter(Boolean);

beforeEach(() => {
  watched = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('Picture whenNear', () => {
  it('renders on the server the same box with no source to request, and the image in a <noscript>', () => {
    const html = renderToString(<Picture image={image(1)} whenNear className="aspect-[4/5] w-full" />);
    const [shown, noscript] = html.split('<noscript>');
    expect(shown).toContain('width="480" height="600"');
    expect(shown).toContain('class="block aspect-[4/5] w-full"');
    expect(shown).not.toMatch(/src|<source/);
    expect(noscript).toContain('src="/media/1.png"');
    expect(noscript).toContain('srcSet="/media/1-240.avif 240w, /media/1.avif 480w"');
  });

  it('requests nothing until the image comes within 250 px of the viewport, then its sources', () => {
    const { container } = render(<Picture image={image(1)} whenNear sizes="240px" />);
    const img = container.querySelector('img')!;
    expect(img).not.toHaveAttribute('src');
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('source')).toBeNull();
    expect(watched).toEqual([expect.objectContaining({ target: img, root: null, rootMargin: '250px' })]);

    comeNear(img);
    const loaded = container.querySelector('picture > img')!;
    expect(loaded).toHaveAttribute('src', '/media/1.png');
    expect(loaded).toHaveAttribute('srcset', '/media/1-240.png 240w, /media/1.png 480w');
    expect(loaded).toHaveAttribute('alt', 'Product 1');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/media/1-240.avif 240w, /media/1.avif 480w');
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('without whenNear, requests the image at once', () => {
    const { container } = render(<Picture image={image(1)} loading="lazy" />);
    expect(requested(container)).toEqual(['/media/1.png']);
    expect(watched).toEqual([]);
  });

  it('in a carousel, loads a slide only once the carousel is near the viewport and the slide near its visible part', () => {
    const { container } = render(
      <Carousel label="New in tops" itemsPerView={2} autoplay={false}>
        <CarouselContent>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <CarouselItem key={n}>
              <Picture image={image(n)} whenNear />
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>,
    );
    const viewport = container.querySelector('[data-slot="carousel-viewport"]')!;
    const slideImage = (n: number) => container.querySelectorAll('[data-slot="carousel-item"]')[n - 1]!.querySelector('img')!;
    // Below the fold: only the carousel is watched, no slide loads.
    expect(watched.filter((w) => w.live && w.target !== viewport && w.target.tagName === 'IMG')).toEqual([]);
    expect(requested(container)).toEqual([]);

    comeNear(viewport);
    expect(watched.filter((w) => w.live && w.target.tagName === 'IMG').map((w) => [w.root, w.rootMargin])).toEqual(Array(6).fill([viewport, '0px 50%']));
    expect(requested(container)).toEqual([]);

    comeNear(slideImage(1));
    comeNear(slideImage(2));
    comeNear(slideImage(3));
    expect(requested(container)).toEqual(['/media/1.png', '/media/2.png', '/media/3.png']);

    // Scrolled sideways: the next slides load as they come near.
    comeNear(slideImage(5));
    expect(requested(container)).toEqual(['/media/1.png', '/media/2.png', '/media/3.png', '/media/5.png']);
  });
});
