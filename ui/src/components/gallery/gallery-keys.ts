import * as React from 'react';
import type { TextDirection } from '../../lib/direction';

/**
 * The image a key moves to among `count` (null: not a gallery key): the arrows step back and on
 * (mirrored right to left) and wrap round, Home and End go to the first and the last.
 */
export function galleryKeyTarget(key: string, index: number, count: number, direction: TextDirection): number | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** How far (px) a touch must travel sideways to count as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * Swipes by touch or pen, from pointer events: `onSwipe(1)` for a swipe towards the start of the
 * line (the next image; mirrored right to left), `-1` for the previous one.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, direction: TextDirection, enabled = true) {
  const start = React.useRef<number | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      start.current = enabled && event.pointerType !== 'mouse' ? event.clientX : null;
    },
    onPointerUp: (event: React.PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) < SWIPE_DISTANCE) return;
      const towardsStart = direction === 'rtl' ? dx > 0 : dx < 0;
      onSwipe(towardsStart ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
