import * as React from 'react';

/** An overlay's panel in a chunk of its own (ADR 0007). */
export interface LazyPanel<P extends object> {
  /** Renders the panel; suspends until its chunk has arrived (wrap it in `React.Suspense`). */
  Panel: React.LazyExoticComponent<React.ComponentType<P>>;
  /** Starts fetching the chunk; call it when the trigger is hovered or focused. */
  preload: () => void;
}

/**
 * The panel of an overlay loaded on interaction: the page's first load carries only the
 * trigger; hovering or focusing it fetches the panel, and a press renders `Panel`, which waits
 * for the chunk (already on its way, or fetched then) before it shows.
 *
 * @example
 * const { Panel, preload } = lazyPanel(() => import('./my-panel').then((module) => module.MyPanel));
 */
export function lazyPanel<P extends object>(load: () => Promise<React.ComponentType<P>>): LazyPanel<P> {
  // The module loader keeps a chunk once fetched, so a preload and the render share one download.
  const loadModule = () => load().then((Panel) => ({ default: Panel }));
  return {
    Panel: React.lazy(loadModule),
    // A failed preload is not an error yet: the render loads again and reports a failure there.
    preload: () => void loadModule().catch(() => undefined),
  };
}

/**
 * What the trigger of an overlay whose panel is loaded on interaction announces: Radix's own
 * trigger would bring the panel's code into the first load, so the owner draws the trigger and
 * gives it the dialog popup, the open state and, while open, the panel it controls.
 */
export function lazyPanelTriggerState(open: boolean, panelId: string) {
  return {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'data-state': open ? 'open' : 'closed',
  } as const;
}
