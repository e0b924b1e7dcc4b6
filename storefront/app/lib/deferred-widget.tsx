import { lazy, Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type Context, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { UNSAFE_NavigationContext } from 'react-router';
import { DirectionProvider, useDirection, type TextDirection } from '@shop/ui/direction';
import { CustomerDataContext } from '../../src/features/customer-data/context';
import { whenNearViewport } from '../../src/lib/near-viewport';
import { KEEP_SERVER_NODES, useServerCopy } from './keep-server-nodes';
import { ShopRuntimeContext } from './shop-runtime';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Where the page's first script keeps the control last clicked in a widget before the page's code ran. */
const EARLY_PRESS = '__shopEarlyPress';
type EarlyPressWindow = Window & { [EARLY_PRESS]?: unknown };

/**
 * The page's own script, in the document's head (the shop layout's `handle`): keeps the control last clicked (or pressed with Enter or Space) inside a widget's
 * server HTML before the page's code has run, which nothing else sees; the widget presses it again
 * once hydrated, as it does a press made while its own code loads. Links are not kept: they work
 * without the code.
 */
export const EARLY_PRESS_SCRIPT = `addEventListener('click',function(e){var c=e.target instanceof Element&&e.target.closest('${FOCUSABLE}');if(c&&!c.matches('a[href]')&&c.closest('[data-deferred]'))window.${EARLY_PRESS}=c},true)`;

/** The control clicked inside `element` before the page's code ran, taken (once). */
function takeEarlyPress(element: Element): HTMLElement | null {
  const scope = window as EarlyPressWindow;
  const control = scope[EARLY_PRESS];
  if (!(control instanceof HTMLElement) || !element.contains(control)) return null;
  delete scope[EARLY_PRESS];
  return control;
}
/** The events of a press kept until the widget has hydrated. */
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'click'] as const;

/** A context of any value (its values are carried as they are). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyContext = Context<any>;

/**
 * What the widgets read from the page above them: the shop's runtime, the customer data, and the
 * router's navigation context, whose basename is the page's store view (ADR 0038): a widget's links
 * (`useViewPath`: a carousel's product addresses, per view since ADR 0041) stay in the view.
 */
const SHOP_CONTEXTS: readonly AnyContext[] = [ShopRuntimeContext, CustomerDataContext, UNSAFE_NavigationContext];

export interface DeferredWidgetOptions {
  /** What a visit that did not come with the server's HTML (a client navigation) shows while the code loads. */
  fallback?: ReactNode;
  /** Classes of the wrapper element (a block, observed for the viewport). */
  className?: string;
  /** The contexts the widget reads from the page, carried into its own root. @default the shop runtime, the customer data and the router's basename */
  contexts?: readonly AnyContext[];
}

const POINTER = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: 'mouse' };

/** The first half of a press, as a mouse makes it: the parts that act on the button going down (a tab, a menu trigger) see it. */
function pressDown(control: HTMLElement) {
  control.focus();
  control.dispatchEvent(new PointerEvent('pointerdown', POINTER));
  control.dispatchEvent(new MouseEvent('mousedown', POINTER));
}

/** A whole press, as a mouse makes it: those that act on the button going down and those that act on the click each see theirs. */
function pressAgain(control: HTMLElement) {
  pressDown(control);
  control.dispatchEvent(new PointerEvent('pointerup', POINTER));
  control.dispatchEvent(new MouseEvent('mouseup', POINTER));
  control.click();
}

/** A field of the server's HTML the visitor may type into before the widget's code has come. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether an element is a field whose typed value the widget keeps (text fields and selects, not boxes or buttons). */
function isKeptField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !/^(checkbox|radio|file|hidden|submit|button|reset|image)$/.test(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** The fields inside `element` whose value the visitor already changed from the server's, with that value. */
function typedValues(element: Element): Map<Field, string> {
  const typed = new Map<Field, string>();
  for (const field of element.querySelectorAll('input, textarea, select')) {
    if (!isKeptField(field)) continue;
    const changed = field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
    if (changed) typed.set(field, field.value);
  }
  return typed;
}

/**
 * Gives each field back the value the visitor had typed, once the widget has hydrated and made its
 * first updates: a form's code starts its fields at their first values (react-hook-form's
 * `register` sets them, a controlled field is written again at its first update), so an address
 * typed while the code loaded was lost. Typed again as typing does it (the value, then an `input`
 * and a `change` event), first empty then the value, so the widget's own state takes it whether or
 * not its code had already written the field. A field the visitor has left is then left again (a
 * `focusout` and a `blur`): a form checks a field as it is left (the registration's e-mail, on the
 * server), which its code, not there yet, had missed.
 */
function restoreTypedValues(typed: ReadonlyMap<Field, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    for (const next of ['', value]) {
      setValue?.call(field, next);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (field.ownerDocument.activeElement === field) continue;
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    field.dispatchEvent(new FocusEvent('blur'));
  }
}

/** Whether two props objects hold the same values (shallowly). */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * What the widget renders from: its props and the values of the carried contexts, followed by the
 * page's text direction (the kit's direction provider, which Radix parts such as tabs read: an
 * island outside it would be left to right in a right-to-left view).
 */
interface Inputs<P> {
  props: P;
  values: readonly unknown[];
}

/**
 * The widget's inputs as its own root reads them: the first (the server's) until the widget's
 * content has hydrated and what was typed is back, then the current. Its root hydrates before the
 * boundary around the widget does; a new value reaching that boundary still dehydrated (the
 * customer data arriving, which the first key press starts) made React give up its server HTML and
 * render it afresh: new fields, without what had been typed into the server's (a sign-in sent with
 * no e-mail). Once hydrated, a new value re-rendered the form before the typed values were back,
 * writing its controlled fields again with their first values (emptied on screen meanwhile).
 */
interface InputSource<P> {
  first: () => Inputs<P>;
  current: () => Inputs<P>;
  subscribe: (listener: () => void) => () => void;
  set: (next: Inputs<P>) => void;
  /** The widget's content has hydrated, and what was typed is back: from now on it reads the current inputs. */
  goLive: () => void;
}

function inputSource<P extends object>(first: Inputs<P>): InputSource<P> {
  let current = first;
  let live = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    first: () => first,
    current: () => (live ? current : first),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next) {
      if (sameProps(current.props, next.props) && sameProps(current.values, next.values)) return;
      current = next;
      if (live) notify();
    },
    goLive() {
      if (live) return;
      live = true;
      if (current !== first) notify();
    },
  };
}

interface IslandProps<P> {
  component: ComponentType<P>;
  contexts: readonly AnyContext[];
  source: InputSource<P>;
  /** Shown where the server could not render the widget (an error): the browser then renders it. */
  fallback: ReactNode;
  /** Called once the widget has hydrated. */
  onHydrated?: () => void;
}

/** Calls `onHydrated` once its content is live (inside the island's boundary, which may hydrate after the root). */
function Live({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * The root of a widget's own React tree, rendered alike on the server (to the widget's HTML) and
 * in the browser (hydrating that HTML): the carried contexts around the widget, in a boundary that
 * keeps a widget failing on the server from failing the page (its fallback is sent instead).
 */
function Island<P extends object>({ component: Component, contexts, source, fallback, onHydrated }: IslandProps<P>) {
  // While hydrating React reads the third argument: the inputs the server's HTML was rendered from.
  const { props, values } = useSyncExternalStore(source.subscribe, source.current, source.first);
  const widget = (
    <Live onHydrated={onHydrated}>
      <Component {...props} />
    </Live>
  );
  return (
    <Suspense fallback={fallback}>
      <DirectionProvider dir={values[contexts.length] as TextDirection}>
        {contexts.reduceRight<ReactNode>((children, Provider, index) => <Provider value={values[index]}>{children}</Provider>, widget)}
      </DirectionProvider>
    </Suspense>
  );
}

/**
 * A server-rendered widget whose code (and hydration) waits until it comes near the viewport or
 * is touched, hovered or focused, so a first view does not download what only scrolling needs.
 *
 * The widget is a React tree of its own (an island): the server renders it apart, with its own
 * ids, into the wrapper's HTML; the page's tree holds the wrapper as an element whose content
 * React does not own (an empty `dangerouslySetInnerHTML`, which React neither compares nor writes
 * while hydrating, nor on a re-render with the same value), so no update of the page (a context
 * above changing, the customer data arriving) touches the server's nodes. Once the code has
 * loaded, `hydrateRoot` hydrates those very nodes in place: nothing is replaced, so nothing moves,
 * what has the focus keeps it, and a selection stays. The contexts the widget reads (`contexts`)
 * are carried into its root, on the server as in the browser. (A lazy child in a Suspense boundary
 * of the page's tree would lose its server HTML instead: a context above changing before the code
 * arrived makes React client-render the boundary.) A control pressed before the code arrived
 * (not a link: links work without the code) is pressed again once the widget has hydrated; so is
 * one made before the page itself had hydrated, which the page's first script keeps (`EARLY_PRESS_SCRIPT`).
 * What the visitor typed into its fields meanwhile is given back once it has hydrated (a form's
 * code starts its fields at their first values): the shop's sign-in, registration, password,
 * contact and guest-order forms are deferred widgets for that, where a lazy child of the page lost
 * what was typed when the customer data (which the first key press starts) changed above it.
 * After a client navigation there is no server HTML (or it shows other props): the widget renders
 * in the page's tree, its code loaded at once, `fallback` meanwhile.
 */
export function deferredWidget<P extends object>(load: () => Promise<ComponentType<P>>, { fallback = null, className, contexts = SHOP_CONTEXTS }: DeferredWidgetOptions = {}) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  // A client navigation renders through a lazy component.
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // The server's HTML of each rendered widget, by its props (a suspended render is retried with the same props).
  const rendered = new WeakMap<P, Promise<string>>();

  function serverHtml(props: P, values: readonly unknown[], identifierPrefix: string): Promise<string> {
    let html = rendered.get(props);
    if (!html) {
      const source = inputSource({ props, values });
      html = Promise.all([preload(), import('react-dom/server')]).then(async ([component, { renderToReadableStream }]) => {
        // Every boundary in place, as the page's own render writes them (entry.server.tsx).
        const stream = await renderToReadableStream(<Island component={component} contexts={contexts} source={source} fallback={fallback} />, { identifierPrefix, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
        await stream.allReady;
        return new Response(stream).text();
      });
      rendered.set(props, html);
    }
    return html;
  }

  function BrowserWidget({ id, props, values }: { id: string; props: P; values: readonly unknown[] }) {
    const ref = useRef<HTMLDivElement>(null);
    const [source] = useState(() => inputSource({ props, values }));
    // Whether the document holds the server's render of this widget (not after a client navigation).
    const hasServerHtml = useServerCopy(() => `[data-deferred="${CSS.escape(id)}"]`);
    const [hydrated, setHydrated] = useState(false);
    // New props before the code came (a client navigation to another product): the server's HTML is not theirs.
    const [leftServerHtml, setLeftServerHtml] = useState(false);
    if (hasServerHtml && !hydrated && !leftServerHtml && !sameProps(source.first().props, props)) setLeftServerHtml(true);
    const inPage = !hasServerHtml || leftServerHtml;
    const island = useRef<Root | null>(null);

    useLayoutEffect(() => source.set({ props, values }));

    useEffect(() => {
      const element = ref.current;
      if (inPage || !element) return;
      let active = true;
      // A press on a control before the widget's content has hydrated (not on a link: links work
      // without the code) is kept for it: a whole press (or Enter) is pressed again on the same node,
      // a press whose button is still down then gets its first half (its click then reaches the
      // widget itself). Once the root exists, React would try to hydrate on the press itself and
      // drops it when it cannot yet: the press is caught on the window, before React's listeners,
      // so that every early press takes this one path.
      const early = takeEarlyPress(element);
      let pressed: { control: HTMLElement; clicked: boolean } | null = early ? { control: early, clicked: true } : null;
      let rootCreated = false;
      const onPress = (event: Event) => {
        const control = event.target instanceof Element ? event.target.closest<HTMLElement>(FOCUSABLE) : null;
        if (!control || !element.contains(control) || control.matches('a[href]')) return;
        if (event.type === 'click') event.preventDefault();
        if (rootCreated) event.stopImmediatePropagation();
        pressed = { control, clicked: event.type === 'click' };
      };
      const listen = (on: boolean) => {
        for (const type of PRESS_EVENTS) {
          if (on) window.addEventListener(type, onPress, true);
          else window.removeEventListener(type, onPress, true);
        }
      };
      // What the visitor typed into the server's fields before the widget hydrated (before the page
      // did, then as it goes on), given back once it has. Typing, pasting, autofill and a select's
      // choice each send an input event; a change event is not one of them: the browser sends it as
      // a field is left, with whatever the field then holds (a value the widget's code wrote). Caught
      // on the window, as presses are: once the root exists, the page's React stops an input event
      // aimed at the content it is still hydrating before it reaches the widget.
      const typed = typedValues(element);
      const onTyped = (event: Event) => {
        if (isKeptField(event.target) && element.contains(event.target)) typed.set(event.target, event.target.value);
      };
      window.addEventListener('input', onTyped, true);
      const stopTyped = () => window.removeEventListener('input', onTyped, true);
      // Presses and typing are kept until what was typed has been given back: a press in between
      // (the live Sign In, before the values came back) would send the form's first values. The
      // widget catches up with the page's current inputs then too: a form re-rendered before would
      // write its controlled fields again with their first values.
      const done = () => {
        source.goLive();
        listen(false);
        stopTyped();
        const press = pressed;
        pressed = null;
        if (press?.control.isConnected) (press.clicked ? pressAgain : pressDown)(press.control);
      };
      const onHydrated = () => {
        if (typed.size === 0) return done();
        // After the widget's first updates (in the same task as its hydration), then the press: a
        // Sign In pressed while the code loaded, or once it had hydrated, sends what was typed.
        setTimeout(() => {
          if (!active) return;
          restoreTypedValues(typed);
          done();
        });
      };
      listen(true);
      const cancel = whenNearViewport(element, () => {
        void Promise.all([preload(), import('react-dom/client')]).then(([component, { hydrateRoot }]) => {
          if (!active) return;
          rootCreated = true;
          island.current = hydrateRoot(element, <Island component={component} contexts={contexts} source={source} fallback={fallback} onHydrated={onHydrated} />, { identifierPrefix: id });
          setHydrated(true);
        });
      });
      return () => {
        active = false;
        listen(false);
        stopTyped();
        cancel();
      };
    }, [id, inPage, source]);

    useEffect(
      () => () => {
        // The page's tree is committing: the widget's root is let go right after.
        const root = island.current;
        island.current = null;
        if (root) queueMicrotask(() => root.unmount());
      },
      [],
    );

    // No HTML at all: an empty value marks the content as not the page tree's, so the server's nodes stay.
    // eslint-disable-next-line no-restricted-syntax
    if (!inPage) return <div ref={ref} data-deferred={id} className={className} dangerouslySetInnerHTML={KEEP_SERVER_NODES} suppressHydrationWarning />;
    const Component = loaded ?? Lazy;
    // In a boundary of its own even when its code is there: a widget may wait for something else
    // (the page's services), and must not hide the page around it meanwhile.
    return (
      <div data-deferred={id} className={className}>
        <Suspense fallback={fallback}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  }

  function DeferredWidget(props: P) {
    const id = useId();
    const values = [...contexts.map((context) => use(context) as unknown), useDirection()];
    if (import.meta.env.SSR) {
      // The widget's own render, with its own ids (the browser hydrates it with the same prefix).
      // React's own output, escaped as always; the browser never sets it (see KEEP_SERVER_NODES).
      // eslint-disable-next-line no-restricted-syntax
      return <div data-deferred={id} className={className} dangerouslySetInnerHTML={{ __html: use(serverHtml(props, values, id)) }} />;
    }
    return <BrowserWidget id={id} props={props} values={values} />;
  }
  return DeferredWidget;
}
