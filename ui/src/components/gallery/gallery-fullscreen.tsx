import * as React from 'react';
import { t } from '../../i18n';
import { cn } from '../../lib/cn';
import { useDirection } from '../../lib/direction';
import { Button } from '../button/button';
import { ModalClose, ModalContent, ModalRoot, ModalTitle } from '../modal/modal';
import { galleryKeyTarget, useSwipe } from './gallery-keys';
import { GalleryArrow, imagePosition } from './gallery-parts';
import { Picture, type PictureImage } from './picture';

/** The zoom steps: the fitted image, twice and three times its size. */
const GALLERY_ZOOM_LEVELS = [1, 2, 3] as const;

/** Movement (px) under which a press on the image is a click (a zoom), not a drag. */
const CLICK_SLOP = 5;

interface GalleryFullscreenProps {
  /** The dialog's id (the opener's `aria-controls`). */
  id: string;
  /** The dialog's title. */
  label: string;
  /** The images, as the gallery has them. */
  images: readonly PictureImage[];
  /** The shown image. */
  index: number;
  /** Shows another image. */
  onIndexChange: (index: number) => void;
  /** Closes the view (Esc, the close button). */
  onClose: () => void;
  /** Puts focus back where the view was opened from. */
  returnFocus: () => void;
}

/**
 * The gallery's full-screen view (a Radix dialog through the kit's modal): the image as large as
 * the screen allows, previous/next, the arrow keys, Home and End, swipes; zoom by a click or tap,
 * the + and − buttons or keys, and panning by dragging while zoomed.
 */
export function GalleryFullscreen({ id, label, images, index, onIndexChange, onClose, returnFocus }: GalleryFullscreenProps) {
  const direction = useDirection();
  const [zoom, setZoom] = React.useState(0);
  const [pan, setPan] = React.useState({ x: 0, y: 0 });
  const stage = React.useRef<HTMLDivElement>(null);
  const drag = React.useRef<{ x: number; y: number; panX: number; panY: number; moved: boolean } | null>(null);
  const dragged = React.useRef(false);
  const count = images.length;
  const image = images[index];
  const scale = GALLERY_ZOOM_LEVELS[zoom] ?? 1;

  const zoomTo = (level: number) => {
    setZoom(Math.min(Math.max(level, 0), GALLERY_ZOOM_LEVELS.length - 1));
    setPan({ x: 0, y: 0 });
  };
  const show = (next: number) => {
    onIndexChange(next);
    zoomTo(0);
  };
  const swipe = useSwipe((by) => show((index + by + count) % count), direction, count > 1 && zoom === 0);

  /** Keeps the zoomed image over the stage: it moves at most by the part that overflows. */
  const clamp = (x: number, y: number) => {
    const box = stage.current?.getBoundingClientRect();
    const maxX = ((box?.width ?? 0) * (scale - 1)) / 2;
    const maxY = ((box?.height ?? 0) * (scale - 1)) / 2;
    return { x: Math.min(Math.max(x, -maxX), maxX), y: Math.min(Math.max(y, -maxY), maxY) };
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomTo(zoom + 1);
    else if (event.key === '-') zoomTo(zoom - 1);
    else {
      const target = count > 1 ? galleryKeyTarget(event.key, index, count, direction) : null;
      if (target === null) return;
      show(target);
    }
    event.preventDefault();
  };

  if (!image) return null;
  return (
    <ModalRoot open onOpenChange={(open) => !open && onClose()}>
      <ModalContent
        id={id}
        layout="custom"
        aria-describedby={undefined}
        data-slot="gallery-fullscreen"
        className="md:inset-0 md:rounded-none lg:inset-x-0"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <header className="flex shrink-0 flex-wrap items-center gap-2 border-b border-neutral-200 px-4 py-2">
          <ModalTitle className="min-w-0 flex-1 truncate text-base">{label}</ModalTitle>
          <p data-slot="gallery-fullscreen-position" aria-live="polite" className="text-sm text-neutral-700">
            {imagePosition(index, count)}
          </p>
          {/* aria-disabled, not disabled: the button keeps focus when it reaches its end. */}
          <ZoomButton label={t('Zoom out')} sign="−" atEnd={zoom === 0} onClick={() => zoomTo(zoom - 1)} />
          <ZoomButton label={t('Zoom in')} sign="+" atEnd={zoom === GALLERY_ZOOM_LEVELS.length - 1} onClick={() => zoomTo(zoom + 1)} />
          <ModalClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('Close')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </Button>
          </ModalClose>
        </header>
        <div
          ref={stage}
          data-slot="gallery-fullscreen-stage"
          data-zoom={scale}
          role="group"
          aria-roledescription={t('slide')}
          aria-label={imagePosition(index, count)}
          className={cn('relative min-h-0 flex-1 touch-none overflow-hidden bg-neutral-50', zoom === GALLERY_ZOOM_LEVELS.length - 1 ? 'cursor-zoom-out' : 'cursor-zoom-in')}
          onPointerDown={(event) => {
            swipe.onPointerDown(event);
            drag.current = { x: event.clientX, y: event.clientY, panX: pan.x, panY: pan.y, moved: false };
          }}
          onPointerMove={(event) => {
            const start = drag.current;
            if (!start) return;
            const dx = event.clientX - start.x;
            const dy = event.clientY - start.y;
            if (Math.abs(dx) + Math.abs(dy) > CLICK_SLOP) start.moved = true;
            if (zoom > 0 && start.moved) setPan(clamp(start.panX + dx, start.panY + dy));
          }}
          onPointerUp={(event) => {
            swipe.onPointerUp(event);
            dragged.current = drag.current?.moved ?? false;
            drag.current = null;
          }}
          onPointerCancel={() => {
            swipe.onPointerCancel();
            drag.current = null;
          }}
          // A click or tap on the image zooms in a step, out again from the last (the + and − buttons do it by keyboard).
          onClick={(event) => {
            // A drag (a pan or a swipe) is not a click; nor is a press of an arrow button.
            if (dragged.current || (event.target as Element).closest('button')) {
              dragged.current = false;
              return;
            }
            zoomTo(zoom === GALLERY_ZOOM_LEVELS.length - 1 ? 0 : zoom + 1);
          }}
        >
          <Picture
            key={image.src}
            image={image}
            sizes="100vw"
            draggable={false}
            data-slot="gallery-fullscreen-image"
            pictureClassName="block size-full"
            className="size-full object-contain transition-transform duration-fast motion-reduce:transition-none"
            style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})` }}
          />
          {count > 1 ? (
            <>
              <GalleryArrow side="previous" onClick={() => show((index - 1 + count) % count)} />
              <GalleryArrow side="next" onClick={() => show((index + 1) % count)} />
            </>
          ) : null}
        </div>
      </ModalContent>
    </ModalRoot>
  );
}

/** Zoom in or out a step; at the last step it stays focusable and says it is unavailable. */
function ZoomButton({ label, sign, atEnd, onClick }: { label: string; sign: string; atEnd: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={atEnd || undefined}
      onClick={atEnd ? undefined : onClick}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      <span aria-hidden="true" className="text-xl leading-none">
        {sign}
      </span>
    </Button>
  );
}
