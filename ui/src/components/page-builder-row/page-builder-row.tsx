import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-prefers-reduced-motion';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';

/** Parallax speed when none is given (SPEC.md §9). */
export const PARALLAX_DEFAULT_SPEED = 0.5;
/** Allowed parallax speeds (SPEC.md §5, §9). */
export const PARALLAX_SPEED_RANGE = { min: -1, max: 2 } as const;
/** How long a background video may take to load before the still image replaces it. */
export const VIDEO_FALLBACK_TIMEOUT_MS = 8000;

/** Keeps a parallax speed within -1..2; anything that is not a number becomes the default 0.5. */
export function clampParallaxSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return PARALLAX_DEFAULT_SPEED;
  return Math.min(PARALLAX_SPEED_RANGE.max, Math.max(PARALLAX_SPEED_RANGE.min, speed));
}

/**
 * How far (px) the parallax image is shifted against the row. Speed 1 scrolls the
 * image with the page (no effect), 0 holds it still in the viewport, 0.5 moves it at
 * half the page's speed; above 1 it runs ahead, below 0 against the scroll. The
 * shift is 0 when the row is centred in the viewport.
 */
export function parallaxOffset(geometry: { rowTop: number; rowHeight: number; viewportHeight: number; speed: number }): number {
  const { rowTop, rowHeight, viewportHeight, speed } = geometry;
  const fromCentre = rowTop + rowHeight / 2 - viewportHeight / 2;
  return -fromCentre * (1 - clampParallaxSpeed(speed));
}

/** How much taller (px, at each end) the parallax image must be so it covers the row wherever it is shifted. */
export function parallaxOverscan(geometry: { rowHeight: number; viewportHeight: number; speed: number }): number {
  const { rowHeight, viewportHeight, speed } = geometry;
  return Math.ceil((Math.abs(1 - clampParallaxSpeed(speed)) * (rowHeight + viewportHeight)) / 2);
}

/** A background video the row can play. */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm' | 'video/ogg' };

const FILE_TYPES: Record<string, 'video/mp4' | 'video/webm' | 'video/ogg'> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};

/**
 * Reads a background video address: a YouTube or Vimeo page/embed address becomes a
 * muted, looping embed without controls; an .mp4, .webm or .ogg file is played by
 * `<video>`. Returns null for anything else.
 */
export function resolveVideoSource(url: string): VideoSource | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, 'https://row.invalid/');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : /(^|\.)youtube(-nocookie)?\.com$/.test(host)
        ? (parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? '')
        : null;
  if (youtubeId !== null) {
    if (!/^[\w-]{6,}$/.test(youtubeId)) return null;
    const params = new URLSearchParams({
      autoplay: '1',
      mute: '1',
      loop: '1',
      playlist: youtubeId,
      controls: '0',
      playsinline: '1',
      rel: '0',
      disablekb: '1',
    });
    return { kind: 'youtube', id: youtubeId, embedUrl: `https://www.youtube.com/embed/${youtubeId}?${params}` };
  }
  if (/(^|\.)vimeo\.com$/.test(host)) {
    const vimeoId = /\/(?:video\/)?(\d+)(?:\/|$)/.exec(parsed.pathname)?.[1];
    if (!vimeoId) return null;
    const params = new URLSearchParams({ background: '1', autoplay: '1', muted: '1', loop: '1', autopause: '0' });
    return { kind: 'vimeo', id: vimeoId, embedUrl: `https://player.vimeo.com/video/${vimeoId}?${params}` };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase();
  const type = extension ? FILE_TYPES[extension] : undefined;
  return type ? { kind: 'file', src: trimmed, type } : null;
}

export const pageBuilderRowVariants = cva('relative isolate overflow-hidden', {
  variants: {
    appearance: {
      contained: 'mx-auto w-full max-w-[1280px] rounded-lg',
      'full-width': 'w-full',
      'full-bleed': 'w-full',
    },
  },
  defaultVariants: { appearance: 'contained' },
});

/** What the row shows behind its content. */
export type PageBuilderRowBackground = 'none' | 'image' | 'parallax' | 'video';

/** Where a background video is: loading, playing, replaced by the still image, or not played (reduced motion). */
export type BackgroundVideoState = 'loading' | 'playing' | 'fallback' | 'still';

export type PageBuilderRowProps = React.ComponentProps<'section'> & {
    /**
     * The row's width: `contained` (centred, at most 1280 px, rounded), `full-width` (background
     * across the page, content as wide too) or `full-bleed` (edge to edge, square corners).
     * @default 'contained'
     */
    appearance?: VariantProps<typeof pageBuilderRowVariants>['appearance'];
    /** The still background image; also the video's poster and fallback. */
    backgroundImage?: string;
    /** A YouTube, Vimeo or .mp4/.webm/.ogg address to play, muted and looped, behind the content. */
    videoUrl?: string;
    /** Moves the background image at a different speed from the page. @default false */
    parallax?: boolean;
    /** Parallax speed, clamped to -1..2 (1 = no effect, 0 = fixed). @default 0.5 */
    parallaxSpeed?: number;
    /** Milliseconds a video may take to load before the still image is shown instead. @default 8000 */
    videoTimeout?: number;
    /** Overrides the visitor's prefers-reduced-motion setting (no video, no parallax when true). */
    reducedMotion?: boolean;
    /** Classes for the content wrapper (padding, layout). */
    contentClassName?: string;
    /** Called when the video failed or timed out and the still image replaced it. */
    onVideoFallback?: () => void;
  };

/**
 * A page-builder content row with an optional background: a still image, a parallax
 * image (speed 0.5 by default, -1..2, at z-index -100) or a muted looping video from
 * YouTube, Vimeo or an mp4/webm/ogg file that falls back to the still image when it
 * fails. With prefers-reduced-motion there is neither video nor parallax.
 *
 * **When to use**: a content section of a CMS page with an optional background image, parallax image
 * or muted background video; `appearance` sets how wide it is.
 *
 * **Accessibility**: the background is decoration: images and video are hidden from assistive
 * technology, so put any meaning in the row's content. Video and parallax stop for visitors who
 * prefer reduced motion (WCAG 2.3.3). Keyboard: none of its own; the content keeps its order.
 */
export function PageBuilderRow({
  appearance,
  backgroundImage,
  videoUrl,
  parallax = false,
  parallaxSpeed = PARALLAX_DEFAULT_SPEED,
  videoTimeout = VIDEO_FALLBACK_TIMEOUT_MS,
  reducedMotion: reducedMotionProp,
  contentClassName,
  onVideoFallback,
  className,
  children,
  ref,
  ...props
}: PageBuilderRowProps) {
  const reducedMotion = usePrefersReducedMotion(reducedMotionProp);
  const video = videoUrl ? resolveVideoSource(videoUrl) : null;
  const videoKey = video ? (video.kind === 'file' ? video.src : video.embedUrl) : '';
  const [videoStatus, setVideoStatus] = React.useState<{ key: string; state: 'loading' | 'playing' | 'fallback' }>({
    key: videoKey,
    state: 'loading',
  });
  if (videoStatus.key !== videoKey) setVideoStatus({ key: videoKey, state: 'loading' });
  const videoState: BackgroundVideoState | null = !video ? null : reducedMotion ? 'still' : videoStatus.state;

  const onFallback = React.useRef(onVideoFallback);
  React.useEffect(() => {
    onFallback.current = onVideoFallback;
  });
  const fallBack = React.useCallback(() => {
    setVideoStatus((current) => {
      if (current.state !== 'loading' && current.state !== 'playing') return current;
      return { ...current, state: 'fallback' };
    });
  }, []);
  const loaded = React.useCallback(() => {
    setVideoStatus((current) => (current.state === 'loading' ? { ...current, state: 'playing' } : current));
  }, []);

  React.useEffect(() => {
    if (videoState === 'fallback') onFallback.current?.();
  }, [videoState]);

  React.useEffect(() => {
    if (videoState !== 'loading') return;
    const timer = setTimeout(fallBack, videoTimeout);
    return () => clearTimeout(timer);
  }, [videoState, videoTimeout, fallBack]);

  const background: PageBuilderRowBackground =
    video && videoState !== 'still' && videoState !== 'fallback'
      ? 'video'
      : backgroundImage
        ? parallax && !reducedMotion
          ? 'parallax'
          : 'image'
        : 'none';

  const rowRef = React.useRef<HTMLElement | null>(null);
  const layerRef = React.useRef<HTMLDivElement | null>(null);
  const speed = clampParallaxSpeed(parallaxSpeed);

  React.useEffect(() => {
    if (background !== 'parallax') return;
    const row = rowRef.current;
    const layer = layerRef.current;
    if (!row || !layer) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = row.getBoundingClientRect();
      const viewportHeight = window.innerHeight;
      const overscan = parallaxOverscan({ rowHeight: rect.height, viewportHeight, speed });
      const offset = parallaxOffset({ rowTop: rect.top, rowHeight: rect.height, viewportHeight, speed });
      layer.style.top = `${-overscan}px`;
      layer.style.height = `${rect.height + 2 * overscan}px`;
      layer.style.transform = `translate3d(0, ${Math.round(offset)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The row's height changes as its content and fonts load.
    const resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resizeObserver?.observe(row);
    return () => {
      resizeObserver?.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [background, speed]);

  const setRowRef = (node: HTMLElement | null) => {
    rowRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const imageStyle = backgroundImage ? { backgroundImage: `url("${backgroundImage}")` } : undefined;

  return (
    <section
      ref={setRowRef}
      data-slot="page-builder-row"
      data-appearance={appearance ?? 'contained'}
      data-background={background}
      data-state={videoState ?? undefined}
      className={cn(pageBuilderRowVariants({ appearance }), className)}
      {...props}
    >
      {background === 'image' || (background === 'video' && backgroundImage) ? (
        <div
          data-slot="page-builder-row-image"
          aria-hidden="true"
          className="absolute inset-0 z-parallax bg-cover bg-center"
          style={imageStyle}
        />
      ) : null}
      {background === 'parallax' ? (
        <div
          ref={layerRef}
          data-slot="page-builder-row-parallax"
          data-speed={speed}
          aria-hidden="true"
          className="absolute inset-x-0 top-0 z-parallax h-full bg-cover bg-center will-change-transform"
          style={imageStyle}
        />
      ) : null}
      {background === 'video' && video ? (
        <div
          data-slot="page-builder-row-video"
          aria-hidden="true"
          className="absolute inset-0 z-parallax overflow-hidden [container-type:size]"
        >
          {video.kind === 'file' ? (
            <video
              key={video.src}
              src={video.src}
              poster={backgroundImage}
              autoPlay
              muted
              loop
              playsInline
              preload="auto"
              tabIndex={-1}
              onLoadedData={loaded}
              onError={fallBack}
              className="size-full object-cover"
            />
          ) : (
            <iframe
              key={video.embedUrl}
              src={video.embedUrl}
              title={t('Background video')}
              tabIndex={-1}
              allow="autoplay; fullscreen; picture-in-picture"
              onLoad={loaded}
              onError={fallBack}
              // Covers the row like object-fit: cover does, for a 16:9 player.
              className="pointer-events-none absolute top-1/2 left-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0"
            />
          )}
        </div>
      ) : null}
      <div data-slot="page-builder-row-content" className={cn('relative px-6 py-12', contentClassName)}>
        {children}
      </div>
    </section>
  );
}
