import { Direction } from 'radix-ui';
import type * as React from 'react';

/** The text direction: left to right or right to left. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * Right-to-left support (docs/decisions/0017-dark-theme-and-rtl.md). Set `dir="rtl"` on `<html>`
 * (the kit's layout uses logical properties, so it mirrors from that alone) and wrap the app in
 * `<DirectionProvider dir="rtl">`: the parts that work the direction out in script — Radix tabs'
 * arrow keys, the carousel's scroll — read it from here, as Radix primitives do.
 */
export function DirectionProvider({ dir, children }: { dir: TextDirection; children?: React.ReactNode }) {
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}

/** The direction the nearest `DirectionProvider` gives ('ltr' without one). */
export function useDirection(): TextDirection {
  return Direction.useDirection();
}
