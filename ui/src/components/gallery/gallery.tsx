import * as React from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { useDirection } from '../../lib/direction';
import { lazyPanel, lazyPanelTriggerState } from '../../lib/lazy-panel';
import { galleryKeyTarget, useSwipe } from './gallery-keys';
import { GalleryArrow, imagePosition } from './gallery-parts';
import { Picture, type PictureImage } from './picture';

// The full-screen view is a chunk of its own: the page's first load carries the inline gallery only.
const { Panel: GalleryFullscreen, preload: preloadFullscreen } = lazyPanel(() =>
  import('./gallery-fullscreen').then((module) => module.GalleryFullscreen),
);

export type GalleryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The images in order, each with its sources and alt text. */
  images: readonly PictureImage[];
  /** Names the gallery (and its full-screen view), e.g. the product's name. @default t('Images') */
  label?: string;
  /** How wide the main image is shown (`<img sizes>`). @default '100vw' */
  sizes?: string;
  /** The main image is the page's largest content: fetched first, never lazily. @default false */
  priority?: boolean;
  /** The shown image (controlled). @default undefined */
  index?: number;
  /** The image shown first when uncontrolled. @default 0 */
  defaultIndex?: number;
  /** Told of every change of the shown image. @default undefined */
  onIndexChange?: (index: number) => void;
  /** Opens the full-screen view at first (for stories and tests). @default false */
  defaultFullscreen?: boolean;
};

/**
 * An image gallery: the main image with previous/next arrows and a row of thumbnails; the arrow
 * keys, Home and End move among the images (mirrored right to left), as does a swipe. Pressing the
 * main image opens the full-screen view (loaded then), with zoom and pan; Esc closes it and focus
 * returns to the main image. Images are data (`PictureImage`: sources with `srcSet`, alt text,
 * intrinsic size), so the gallery knows nothing of where they come from.
 *
 * **When to use**: the images of one thing, a product's views, where the shopper compares them
 * and wants to look closely. Not for a row of different items (use the Carousel).
 *
 * **Accessibility**: a labelled `section`; the shown image a `group` with
 * `aria-roledescription="slide"` labelled "Image 2 of 5", also announced by a polite live region;
 * the thumbnails a labelled list of buttons, the shown one `aria-current`; the full-screen view a
 * modal dialog titled by the gallery's label, its zoom buttons named "Zoom in"/"Zoom out".
 * Keyboard: `Tab` reaches the main image (opens full screen with `Enter`/`Space`), the arrows and
 * the shown thumbnail (one tab stop); `←`/`→` move (mirrored right to left, wrapping round), `Home`
 * and `End` go to the first and last; in the full-screen view also `+`/`-` zoom, and `Esc` closes
 * it with focus back on the main image.
 */
export function Gallery({
  images,
  label = t('Images'),
  sizes = '100vw',
  priority = false,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  defaultFullscreen = false,
  className,
  ...props
}: GalleryProps) {
  const direction = useDirection();
  const [rawIndex, setIndex] = useControllableState({ prop: indexProp, defaultProp: defaultIndex, onChange: onIndexChange });
  const [fullscreen, setFullscreen] = React.useState(defaultFullscreen);
  const opener = React.useRef<HTMLButtonElement>(null);
  const thumbnails = React.useRef<HTMLUListElement>(null);
  const panelId = React.useId();
  const count = images.length;
  const index = Math.min(Math.max(rawIndex, 0), Math.max(count - 1, 0));
  const image = images[index];
  const step = (by: 1 | -1) => setIndex((index + by + count) % count);
  const swipe = useSwipe(step, direction, count > 1);
  if (!image) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const target = galleryKeyTarget(event.key, index, count, direction);
    if (target === null || count < 2) return;
    event.preventDefault();
    setIndex(target);
    // On a thumbnail, focus follows the shown image.
    if (thumbnails.current?.contains(event.target as Node)) thumbnails.current.querySelectorAll('button')[target]?.focus();
  };

  return (
    <section data-slot="gallery" aria-label={label} className={cn('flex flex-col gap-3', className)} onKeyDown={onKeyDown} {...props}>
      <div
        data-slot="gallery-stage"
        role="group"
        aria-roledescription={t('slide')}
        aria-label={imagePosition(index, count)}
        className="relative touch-pan-y overflow-hidden rounded-lg bg-neutral-50"
        {...swipe}
      >
        <button
          ref={opener}
          type="button"
          data-slot="gallery-open"
          aria-label={t('%1, view full screen', image.alt || imagePosition(index, count))}
          {...lazyPanelTriggerState(fullscreen, panelId)}
          onPointerEnter={preloadFullscreen}
          onFocus={preloadFullscreen}
          onClick={() => setFullscreen(true)}
          className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
        >
          <Picture
            key={image.src}
            image={image}
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            draggable={false}
            data-slot="gallery-image"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </button>
        {count > 1 ? (
          <>
            <GalleryArrow side="previous" onClick={() => step(-1)} />
            <GalleryArrow side="next" onClick={() => step(1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul ref={thumbnails} data-slot="gallery-thumbnails" aria-label={t('Thumbnails')} className="flex flex-wrap gap-2">
          {images.map((thumbnail, position) => (
            <li key={thumbnail.src}>
              <button
                type="button"
                data-slot="gallery-thumbnail"
                aria-label={t('Image %1 of %2: %3', position + 1, count, thumbnail.alt)}
                aria-current={position === index ? 'true' : undefined}
                tabIndex={position === index ? 0 : -1}
                onClick={() => setIndex(position)}
                className={cn(
                  'block overflow-hidden rounded border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  position === index ? 'border-brand-700' : 'border-neutral-200 hover:border-neutral-500',
                )}
              >
                <Picture image={thumbnail} sizes="56px" alt="" loading="lazy" className="h-[4.375rem] w-14 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p data-slot="gallery-status" aria-live="polite" className="sr-only">
        {imagePosition(index, count)}
      </p>
      {fullscreen ? (
        <React.Suspense fallback={null}>
          <GalleryFullscreen
            id={panelId}
            label={label}
            images={images}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setFullscreen(false)}
            returnFocus={() => opener.current?.focus()}
          />
        </React.Suspense>
      ) : null}
    </section>
  );
}
