import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import * as React from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { cn } from '../../lib/cn';
import { NearViewportScroller } from '../../lib/near-viewport';
import { Chevron } from '../../lib/chevron';
import { useDirection } from '../../lib/direction';
import { t } from '../../i18n';
import { logger } from '../../logger';
import { Button } from '../button';

/** Carousel defaults (SPEC.md §9): 4 items per view, 500 ms scroll, 3500 ms between autoplay steps. */
export const CAROUSEL_DEFAULTS = {
  itemsPerView: 4,
  speed: 500,
  autoplayTimeout: 3500,
} as const;

/** The warnings logged when the carousel has nothing to scroll (SPEC.md §8). */
export const CAROUSEL_WARNINGS = {
  missingContainer: 'Carousel: the slide container is missing; render <CarouselContent> inside <Carousel>.',
  missingSlides: 'Carousel: there are no slides; render <CarouselItem> elements inside <CarouselContent>.',
} as const;

/**
 * Embla's `duration` is a physics constant, not milliseconds. Embla 8 integrates at a
 * fixed 60 fps with friction 0.68; under that model a scroll covers 98 % of its
 * distance in about `33.3 × duration − 233` ms for durations 14-60, whatever the
 * distance. This inverts it, so `speed` can be given in milliseconds as the spec does.
 */
export function emblaDurationFromSpeed(speedMs: number): number {
  if (speedMs <= 0) return 0;
  return Math.min(60, Math.max(14, Math.round((speedMs + 233) / 33.3)));
}

type CarouselContextValue = {
  viewportRef: (node: HTMLDivElement | null) => void;
  api: EmblaCarouselType | undefined;
  slidesId: string;
  selectedIndex: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  autoplay: boolean;
  playing: boolean;
  rotating: boolean;
  setPlaying: (playing: boolean) => void;
};

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel(part: string): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error(`<${part}> must be rendered inside <Carousel>.`);
  return context;
}

export type CarouselProps = React.ComponentProps<'section'> & {
  /** Names the carousel for assistive technology, e.g. 'New arrivals'. @default t('Carousel') */
  label?: string;
  /** Slides visible at once from 640 px up. @default 4 */
  itemsPerView?: number;
  /** Slides visible at once on phones (below 640 px). @default min(2, itemsPerView) */
  phoneItemsPerView?: number;
  /** Scroll duration in milliseconds. @default 500 */
  speed?: number;
  /** Advance automatically. @default true */
  autoplay?: boolean;
  /** Time between automatic steps, in milliseconds. @default 3500 */
  autoplayTimeout?: number;
  /** Wrap around from the last slide to the first. @default false */
  loop?: boolean;
  /** Further embla options (align, slidesToScroll…). */
  options?: EmblaOptionsType;
  /** Overrides the visitor's prefers-reduced-motion setting (no autoplay, instant scrolls when true). */
  reducedMotion?: boolean;
  /** Receives the embla API once the carousel is ready. */
  setApi?: (api: EmblaCarouselType) => void;
};

/**
 * A carousel on Embla: compose it from `CarouselContent` with `CarouselItem`s, and
 * `CarouselPrevious`, `CarouselNext`, `CarouselDots` and `CarouselAutoplayToggle`.
 * Autoplay pauses while the pointer is over it or focus is inside, and never runs
 * when the visitor prefers reduced motion.
 *
 * **When to use**: a row of related items (products, banners) that does not fit the width, where
 * seeing every item is not essential. Not for content the shopper must read: put that in the page.
 *
 * **Accessibility**: the WAI-ARIA Carousel pattern: a `section` with `aria-roledescription="carousel"`
 * and a label; each slide a `group` with `aria-roledescription="slide"` labelled "n of m"; the
 * previous/next buttons `aria-controls` the track; a polite live region announces the current slide
 * when not autoplaying. Keyboard: `Tab` reaches the previous, next and dot buttons and the links in the
 * visible slides; `Enter` or `Space` press them. Autoplay has a pause button (WCAG 2.2.2) and stops
 * while focus is inside.
 */
export function Carousel({
  label,
  itemsPerView = CAROUSEL_DEFAULTS.itemsPerView,
  phoneItemsPerView,
  speed = CAROUSEL_DEFAULTS.speed,
  autoplay = true,
  autoplayTimeout = CAROUSEL_DEFAULTS.autoplayTimeout,
  loop = false,
  options,
  reducedMotion: reducedMotionProp,
  setApi,
  className,
  style,
  children,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...props
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion(reducedMotionProp);
  const autoplayPlugin = React.useMemo(
    () =>
      Autoplay({
        delay: autoplayTimeout,
        playOnInit: false,
        // Hover, focus and the pause button are handled below, so they work across the whole carousel.
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [autoplayTimeout],
  );
  const plugins = React.useMemo(() => (autoplay ? [autoplayPlugin] : []), [autoplay, autoplayPlugin]);
  // Right to left (the DirectionProvider's `dir`, as Radix reads it): the track scrolls the other way.
  const direction = useDirection();
  const emblaOptions = React.useMemo<EmblaOptionsType>(
    () => ({
      direction,
      align: 'start',
      containScroll: 'trimSnaps',
      loop,
      duration: reducedMotion ? 0 : emblaDurationFromSpeed(speed),
      ...options,
    }),
    [direction, loop, reducedMotion, speed, options],
  );
  const [emblaRef, api] = useEmblaCarousel(emblaOptions, plugins);
  const viewportNode = React.useRef<HTMLDivElement | null>(null);
  const viewportRef = React.useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      emblaRef(node);
    },
    [emblaRef],
  );

  const slidesId = `${React.useId()}-slides`;
  const [selectedIndex, setSelectedIndex] = React.useState(0);
  const [snapCount, setSnapCount] = React.useState(0);
  const [canScrollPrev, setCanScrollPrev] = React.useState(false);
  const [canScrollNext, setCanScrollNext] = React.useState(false);
  const [playing, setPlaying] = React.useState(autoplay);
  const [hovered, setHovered] = React.useState(false);
  const [focusWithin, setFocusWithin] = React.useState(false);

  React.useEffect(() => {
    if (!viewportNode.current) logger.warn(CAROUSEL_WARNINGS.missingContainer);
  }, []);

  React.useEffect(() => {
    if (!api) return;
    const sync = (emblaApi: EmblaCarouselType) => {
      setSelectedIndex(emblaApi.selectedScrollSnap());
      setSnapCount(emblaApi.scrollSnapList().length);
      setCanScrollPrev(emblaApi.canScrollPrev());
      setCanScrollNext(emblaApi.canScrollNext());
    };
    const check = (emblaApi: EmblaCarouselType) => {
      if (emblaApi.slideNodes().length === 0) logger.warn(CAROUSEL_WARNINGS.missingSlides);
      sync(emblaApi);
    };
    check(api);
    setApi?.(api);
    api.on('select', sync).on('reInit', check);
    return () => {
      api.off('select', sync).off('reInit', check);
    };
  }, [api, setApi]);

  const rotating = autoplay && playing && !hovered && !focusWithin && !reducedMotion && snapCount > 1;

  React.useEffect(() => {
    // The plugin initialises only with two or more snaps; before that it has nothing to play.
    if (!api || !autoplay || snapCount <= 1) return;
    if (rotating) autoplayPlugin.play();
    else autoplayPlugin.stop();
  }, [api, autoplay, autoplayPlugin, rotating, snapCount]);

  const context: CarouselContextValue = {
    viewportRef,
    api,
    slidesId,
    selectedIndex,
    snapCount,
    canScrollPrev,
    canScrollNext,
    autoplay: autoplay && !reducedMotion,
    playing,
    rotating,
    setPlaying,
  };

  const phoneItems = phoneItemsPerView ?? Math.min(2, itemsPerView);

  return (
    <CarouselContext.Provider value={context}>
      <section
        data-slot="carousel"
        data-state={rotating ? 'playing' : 'paused'}
        aria-roledescription={t('carousel')}
        aria-label={label ?? t('Carousel')}
        className={cn('relative flex flex-col gap-4', className)}
        style={
          {
            '--carousel-items': itemsPerView,
            '--carousel-phone-items': phoneItems,
            ...style,
          } as React.CSSProperties
        }
        onMouseEnter={(event) => {
          setHovered(true);
          onMouseEnter?.(event);
        }}
        onMouseLeave={(event) => {
          setHovered(false);
          onMouseLeave?.(event);
        }}
        onFocus={(event) => {
          setFocusWithin(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
          onBlur?.(event);
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export type CarouselContentProps = React.ComponentProps<'div'> & {
  /** Classes for the scrolling viewport around the slide track. */
  viewportClassName?: string;
};

/** The viewport and the track of slides. */
export function CarouselContent({ className, viewportClassName, children, ...props }: CarouselContentProps) {
  const { viewportRef, slidesId, rotating, api } = useCarousel('CarouselContent');
  // relative: the viewport is the containing block of every absolutely placed thing in the slides
  // (a price's visually hidden label is), so it clips them too. Without it, the labels of the
  // slides out of view hung from the carousel's own box, unclipped, and widened the page: a
  // phone zoomed out to fit 1,560 px of home page (WCAG 1.4.10, reflow).
  // Pictures that load when near (`whenNear`) load with the slides within half a view of the visible ones.
  return (
    <NearViewportScroller value={api?.rootNode() ?? null}>
      <div data-slot="carousel-viewport" ref={viewportRef} className={cn('relative overflow-hidden', viewportClassName)}>
        <div
          data-slot="carousel-content"
          id={slidesId}
          // APG carousel: announce slide changes only when the visitor causes them.
          aria-live={rotating ? 'off' : 'polite'}
          className={cn('-ms-4 flex touch-pan-y', className)}
          {...props}
        >
          {children}
        </div>
      </div>
    </NearViewportScroller>
  );
}

export type CarouselItemProps = React.ComponentProps<'div'>;

/** One slide; it is labelled "n of m" from its position. */
export function CarouselItem({ className, ...props }: CarouselItemProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { api } = useCarousel('CarouselItem');
  const [position, setPosition] = React.useState<{ index: number; total: number } | null>(null);

  React.useEffect(() => {
    if (!api) return;
    const update = (emblaApi: EmblaCarouselType) => {
      const slides = emblaApi.slideNodes();
      const index = ref.current ? slides.indexOf(ref.current) : -1;
      setPosition(index === -1 ? null : { index, total: slides.length });
    };
    update(api);
    api.on('reInit', update);
    return () => {
      api.off('reInit', update);
    };
  }, [api]);

  return (
    <div
      ref={ref}
      data-slot="carousel-item"
      role="group"
      aria-roledescription={t('slide')}
      aria-label={position ? t('%1 of %2', position.index + 1, position.total) : undefined}
      className={cn(
        'min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--carousel-phone-items))] ps-4 sm:basis-[calc(100%/var(--carousel-items))]',
        className,
      )}
      {...props}
    />
  );
}

const arrowClasses = 'size-10 rounded-full bg-white shadow-sm';

/** Scrolls back one step; disabled at the start. */
export function CarouselPrevious({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { api, canScrollPrev, slidesId } = useCarousel('CarouselPrevious');
  return (
    <Button
      data-slot="carousel-previous"
      variant="outline"
      size="icon"
      aria-label={t('Previous slide')}
      aria-controls={slidesId}
      disabled={!canScrollPrev}
      onClick={(event) => {
        api?.scrollPrev();
        onClick?.(event);
      }}
      className={cn(arrowClasses, className)}
      {...props}
    >
      <Chevron direction="left" />
    </Button>
  );
}

/** Scrolls on one step; disabled at the end. */
export function CarouselNext({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { api, canScrollNext, slidesId } = useCarousel('CarouselNext');
  return (
    <Button
      data-slot="carousel-next"
      variant="outline"
      size="icon"
      aria-label={t('Next slide')}
      aria-controls={slidesId}
      disabled={!canScrollNext}
      onClick={(event) => {
        api?.scrollNext();
        onClick?.(event);
      }}
      className={cn(arrowClasses, className)}
      {...props}
    >
      <Chevron direction="right" />
    </Button>
  );
}

/** One dot per scroll position; the current one is marked `aria-current`. */
export function CarouselDots({ className, ...props }: React.ComponentProps<'div'>) {
  const { api, snapCount, selectedIndex, slidesId } = useCarousel('CarouselDots');
  if (snapCount <= 1) return null;
  return (
    <div data-slot="carousel-dots" className={cn('flex flex-wrap items-center justify-center gap-1', className)} {...props}>
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          data-slot="carousel-dot"
          data-state={index === selectedIndex ? 'active' : 'inactive'}
          aria-label={t('Go to slide %1', index + 1)}
          aria-current={index === selectedIndex ? 'true' : undefined}
          aria-controls={slidesId}
          onClick={() => api?.scrollTo(index)}
          className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <span className="size-[10px] rounded-full border border-neutral-500 bg-white transition-colors duration-fast group-hover:bg-neutral-300 group-data-[state=active]:border-brand-700 group-data-[state=active]:bg-brand-700" />
        </button>
      ))}
    </div>
  );
}

/** Pauses or resumes autoplay (WCAG 2.2.2); rendered only while autoplay is on. */
export function CarouselAutoplayToggle({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { autoplay, playing, setPlaying, slidesId } = useCarousel('CarouselAutoplayToggle');
  if (!autoplay) return null;
  return (
    <Button
      data-slot="carousel-autoplay-toggle"
      data-state={playing ? 'playing' : 'paused'}
      variant="outline"
      size="icon"
      aria-label={playing ? t('Pause slideshow') : t('Play slideshow')}
      aria-controls={slidesId}
      onClick={(event) => {
        setPlaying(!playing);
        onClick?.(event);
      }}
      className={cn(arrowClasses, className)}
      {...props}
    >
      {playing ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
          <rect x="6" y="5" width="4" height="14" rx="1" />
          <rect x="14" y="5" width="4" height="14" rx="1" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
          <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
        </svg>
      )}
    </Button>
  );
}
