import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isHydrating } from '../lib/hydration';

/** How far below the visible part of the page a part starts loading (px: a quick flick of scrolling ahead). */
const AHEAD = 200;
/** Events that reach a part before it is near (focus by the keyboard, a touch): it hydrates at once. */
const EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

interface Gate {
  open: Promise<void>;
  release: () => void;
}

function gate(): Gate {
  let resolve = () => {};
  const open = new Promise<void>((done) => {
    resolve = done;
  });
  const release = () => {
    // Marked fulfilled as React reads a thenable: a render that runs right away (React hydrates a
    // boundary at once when an event reaches it) sees the gate open without waiting a tick.
    Object.assign(open, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { open, release };
}

/** Renders its children once the gate is open (a gate of null is open). */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.open);
  return children;
}

/**
 * A part of a server-rendered page below the fold that hydrates, and has its code loaded, when it
 * comes near the visible part of the page (or is focused or touched first), not with the page.
 * The server renders it whole; while the page hydrates, the part keeps the server's HTML (a
 * suspended boundary stays as it was rendered) until it is near, and then hydrates: nothing moves.
 * Rendered in the browser after hydration (a navigation inside the shop), it renders at once,
 * showing `fallback` while its code loads.
 */
export function WhenVisible({
  children,
  fallback,
  className,
  wanted,
}: {
  children: ReactNode;
  fallback: ReactNode;
  className?: string;
  /** Whether the part is wanted now wherever it is (e.g. the address names it): checked at first and on every change of the address's fragment. */
  wanted?: () => boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state] = useState(() => (isHydrating() ? gate() : null));
  useEffect(() => {
    const element = ref.current;
    if (!element || !state) return;
    // Measured against the visual viewport, what the shopper sees: a phone's layout viewport can be
    // wider and taller while the page loads (Chromium reported 1225 × 2652 for a 390 × 844 screen
    // until hydration), which an IntersectionObserver would take for "visible".
    const near = () => element.getBoundingClientRect().top < (window.visualViewport?.height ?? window.innerHeight) + AHEAD;
    // Browsers send at most one scroll event a frame: one measurement each.
    const check = () => {
      if (near() || wanted?.()) state.release();
    };
    // Caught on the document before React sees the event (React hydrates the part the event reaches).
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) state.release();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    window.addEventListener('hashchange', check);
    for (const type of EVENTS) document.addEventListener(type, onEvent, { capture: true });
    const stop = () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      window.removeEventListener('hashchange', check);
      for (const type of EVENTS) document.removeEventListener(type, onEvent, { capture: true });
    };
    void state.open.then(stop);
    return stop;
    // The first `wanted` is the one that counts: the part is rendered once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={fallback}>
        <Gated gate={state}>{children}</Gated>
      </Suspense>
    </div>
  );
}
