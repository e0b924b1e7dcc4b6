import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenNearViewport } from '../../src/lib/near-viewport';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export interface DeferredWidgetOptions {
  /** What a visit that did not come with the server's HTML (a client navigation) shows while the code loads. */
  fallback?: ReactNode;
  /** Classes of the wrapper element (a block, observed for the viewport). */
  className?: string;
}

/** Whether two props objects hold the same values (shallowly). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A server-rendered widget whose code (and hydration) waits until it comes near the viewport or
 * is touched, hovered or focused, so a first view does not download what only scrolling needs.
 *
 * The server renders the widget. On the first client render the wrapper takes the server's HTML
 * as it is in the document (`dangerouslySetInnerHTML`): React hydrates only the wrapper, so the
 * HTML stays whatever the page does meanwhile. (A lazy child in a Suspense boundary would keep it
 * too, but only until the boundary receives an update: a context above it changing before it
 * hydrates — the customer data arriving — makes React client-render its fallback, and the widget
 * disappeared until scrolled near.) Once the code has loaded, the widget renders in place with the
 * same markup, in one commit: nothing moves; a focused control inside it keeps the focus.
 * After a client navigation there is no server HTML (or it shows other props): the code loads at
 * once, `fallback` meanwhile.
 */
export function deferredWidget<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null, className }: DeferredWidgetOptions = {}) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // The server (and a client navigation) render through a lazy component: the server waits for it.
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function DeferredWidget(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    // The server's HTML of this widget, read once before hydration touches it.
    const [serverHtml] = useState(() => (typeof document === 'undefined' || loaded ? null : (document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)?.innerHTML ?? null)));
    const [readyState, setReady] = useState(() => serverHtml === null || loaded !== undefined);
    // The props the server's HTML shows: new ones (a client navigation to another product) need the code now.
    const [serverProps] = useState(props);
    const ready = readyState || !sameProps(serverProps, props);
    const focusIndex = useRef(-1);

    useEffect(() => {
      const element = ref.current;
      if (ready || !element) return;
      let active = true;
      const cancel = whenNearViewport(element, () => {
        void preload().then(() => {
          if (!active) return;
          // Where the focus is inside the static HTML, to put it back on the rendered widget.
          focusIndex.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
          setReady(true);
        });
      });
      return () => {
        active = false;
        cancel();
      };
    }, [ready]);

    useLayoutEffect(() => {
      if (!ready || focusIndex.current < 0 || !ref.current) return;
      (ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)[focusIndex.current] ?? null)?.focus();
      focusIndex.current = -1;
    }, [ready]);

    // Not HTML from anywhere: the document's own server render of this element, read back from the
    // DOM; hydration keeps those nodes as they are (React sets no inner HTML while hydrating), so
    // nothing is parsed again. The sanitizer (`@shop/ui/html`, 32 kB) would cost what this saves.
    // eslint-disable-next-line no-restricted-syntax
    if (!ready && serverHtml !== null) return <div ref={ref} data-deferred={id} className={className} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    const Component = loaded;
    return (
      <div ref={ref} data-deferred={id} className={className}>
        {Component ? (
          <Component {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return DeferredWidget;
}
