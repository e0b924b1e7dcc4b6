import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenNearViewport } from '../../src/lib/near-viewport';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** The wrapper's content while the widget waits: none of React's (see `deferredWidget`). */
const KEEP_SERVER_NODES = { __html: '' };

export interface DeferredWidgetOptions {
  /** What a visit that did not come with the server's HTML (a client navigation) shows while the code loads. */
  fallback?: ReactNode;
  /** Classes of the wrapper element (a block, observed for the viewport). */
  className?: string;
}

/**
 * A press on the rendered control, as a mouse makes it: the parts that act on the button going down
 * (a tab, a menu trigger) and those that act on the click (a button, a checkbox) each see theirs.
 */
function pressAgain(control: HTMLElement) {
  control.focus();
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  control.dispatchEvent(new PointerEvent('pointerdown', init));
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.dispatchEvent(new PointerEvent('pointerup', init));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  control.click();
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
 * The server renders the widget. In the browser the wrapper hydrates as an element whose content
 * React does not own (an empty `dangerouslySetInnerHTML`, which React neither compares nor writes
 * while hydrating, nor on a re-render with the same empty value): the server's nodes stay as they
 * are, whatever the page does meanwhile, and no HTML is read, carried or parsed again. (A lazy child in a Suspense boundary would keep it
 * too, but only until the boundary receives an update: a context above it changing before it
 * hydrates — the customer data arriving — makes React client-render its fallback, and the widget
 * disappeared until scrolled near.) Once the code has loaded, the widget renders in place with the
 * same markup, in one commit: nothing moves; a focused control inside it keeps the focus, and a
 * control pressed meanwhile (not a link: links work without the code) is pressed again.
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
    // Whether the document holds the server's render of this widget (not after a client navigation).
    const [hasServerHtml] = useState(() => typeof document !== 'undefined' && !loaded && document.querySelector(`[data-deferred="${CSS.escape(id)}"]`) !== null);
    const [readyState, setReady] = useState(() => !hasServerHtml || loaded !== undefined);
    // The props the server's HTML shows: new ones (a client navigation to another product) need the code now.
    const [serverProps] = useState(props);
    const ready = readyState || !sameProps(serverProps, props);
    const focusIndex = useRef(-1);
    // A control pressed (or activated from the keyboard) before the code arrived: pressed again once it has.
    const pressIndex = useRef(-1);

    useEffect(() => {
      const element = ref.current;
      if (ready || !element) return;
      let active = true;
      // Links work as they are; any other control's press is kept for the rendered widget.
      const onClick = (event: MouseEvent) => {
        const control = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null;
        if (!control || !element.contains(control) || control.matches('a[href]')) return;
        event.preventDefault();
        pressIndex.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(control);
      };
      element.addEventListener('click', onClick);
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
        element.removeEventListener('click', onClick);
        cancel();
      };
    }, [ready]);

    useLayoutEffect(() => {
      if (!ready || !ref.current) return;
      const controls = ref.current.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (focusIndex.current >= 0) controls[focusIndex.current]?.focus();
      const pressed = pressIndex.current >= 0 ? controls[pressIndex.current] : undefined;
      focusIndex.current = -1;
      pressIndex.current = -1;
      if (pressed) pressAgain(pressed);
    }, [ready]);

    // No HTML at all: an empty value marks the content as not React's, so the server's nodes stay.
    // eslint-disable-next-line no-restricted-syntax
    if (!ready && hasServerHtml) return <div ref={ref} data-deferred={id} className={className} dangerouslySetInnerHTML={KEEP_SERVER_NODES} suppressHydrationWarning />;
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
