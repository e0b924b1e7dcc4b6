import { act, createContext, use, useId, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSAFE_NavigationContext } from 'react-router';
import { useStoreView } from '../../src/features/store-views/hooks';
import { DirectionProvider, useDirection } from '@shop/ui/direction';
import { deferredWidget, EARLY_PRESS_SCRIPT } from './deferred-widget';

// React's act() outside a testing library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A context above the widget whose value changes after hydration (as the customer data does). */
const Outer = createContext(0);

function ShowValue() {
  return <p>Value {use(Outer)}</p>;
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A widget with ids of its own (as tabs and carousels have) that reads the context above it. */
function Labelled({ label }: { label: string }) {
  const id = useId();
  const [pressed, setPressed] = useState(false);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {label}: value {use(Outer)}
      </h2>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        Press
      </button>
    </section>
  );
}

/** A tab-like control: it acts on the button going down (as Radix tabs do), and counts its clicks. */
function DownAndClick() {
  const [downs, setDowns] = useState(0);
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onMouseDown={() => setDowns(downs + 1)} onClick={() => setClicks(clicks + 1)}>
      {downs} down, {clicks} clicks
    </button>
  );
}

/**
 * A form field as react-hook-form's `register` makes one: its ref sets the field to the form's first
 * value as the code starts, and typing updates the form's state (shown under it).
 */
const registerField = (field: HTMLInputElement | null) => {
  if (field) field.value = '';
};
function RegisteredField() {
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState('');
  return (
    <>
      <input aria-label="E-mail" ref={registerField} onChange={(event) => setTyped(event.target.value)} onBlur={(event) => setLeft(event.target.value)} />
      <p>Typed: {typed}</p>
      <output>Left: {left}</output>
    </>
  );
}

/** A controlled field whose form updates once as it starts (react-hook-form's `Controller`, once the form is ready). */
function ControlledField() {
  const [value, setValue] = useState('');
  const [ready, setReady] = useState(false);
  // Deliberately an update as the widget starts, as react-hook-form makes one once the form is ready.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setReady(true), []);
  return (
    <>
      <input aria-label="E-mail" value={value} onChange={(event) => setValue(event.target.value)} />
      <p>
        {ready ? 'Ready' : 'Starting'}: {value}
      </p>
    </>
  );
}

/**
 * A form that sends its controlled field's value (the shop's sign-in: react-hook-form reads its own
 * state, not the field). With `leftOnStart`, it updates once as it starts (its field written again
 * with its first value), then its field is left as the browser leaves it when the visitor goes on to
 * the next one: a change event, with what the field holds then.
 */
function SendingForm({ leftOnStart = false }: { leftOnStart?: boolean }) {
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const [started, setStarted] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Deliberately an update as the widget starts, as react-hook-form makes one once the form is ready.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setStarted(leftOnStart), [leftOnStart]);
  useLayoutEffect(() => {
    if (started) field.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [started]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent([...sent, value]);
      }}
    >
      <input ref={field} aria-label="E-mail" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">Send</button>
      <output>Sent: {sent.map((value) => `'${value}'`).join(', ')}</output>
    </form>
  );
}

/** The form's field as the widget re-rendered with the context's new value (the customer data arriving) found it. */
let fieldOnNewContext: string | undefined;

/** The sending form under a context it reads (the sign-in reads the customer data's captcha section). */
function SendingFormReadingContext() {
  const value = use(Outer);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (value === 1) fieldOnNewContext = ref.current?.querySelector('input')?.value;
  }, [value]);
  return (
    <div ref={ref}>
      <SendingForm />
    </div>
  );
}

/** What a widget waits for while it hydrates in the browser (a part of it still loading); the server rendered it whole. */
let hydrationGate: Promise<void> | null = null;

/** In the browser, waits for `hydrationGate` (set by `withHydrationGate`). */
function useHydrationGate() {
  if (!import.meta.env.SSR && hydrationGate) use(hydrationGate);
}

/** Runs `body` with the gated widgets' hydration held until it calls `release`. */
async function withHydrationGate(body: (release: () => void) => Promise<void>) {
  let release = () => {};
  hydrationGate = new Promise<void>((resolve) => (release = resolve));
  try {
    await body(release);
  } finally {
    hydrationGate = null;
  }
}

/** A field and the context above it; in the browser it hydrates only once `hydrationGate` resolves. */
function GatedField() {
  const value = use(Outer);
  useHydrationGate();
  return (
    <>
      <input aria-label="E-mail" defaultValue="" />
      <p>Value {value}</p>
    </>
  );
}

/** The sending form whose code updates once as it starts; in the browser it hydrates only once `hydrationGate` resolves. */
function GatedSendingForm() {
  useHydrationGate();
  return <SendingForm leftOnStart />;
}

/** Every node under `root`, in document order. */
/** The deferred counter in `container` is live: it shows 'Clicks 0' and counts a click. */
async function expectLiveCounter(container: HTMLElement) {
  const button = () => container.querySelector<HTMLButtonElement>('[data-deferred] button');
  expect(button()?.textContent).toBe('Clicks 0');
  await act(async () => button()!.click());
  expect(button()?.textContent).toBe('Clicks 1');
}

function nodesUnder(root: Node): Node[] {
  const walker = document.createTreeWalker(root);
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

/** A fake IntersectionObserver: the test says when the observed element comes near. */
let observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}
function comeNear() {
  for (const { element, callback } of [...observed]) callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
}

/**
 * Renders `serverPage` on the "server", puts the HTML in the document and hydrates `page` on it
 * (two widgets over the same code: the server's process and the browser's each have their own).
 */
async function serverRenderAndHydrate(serverPage: (value: number) => ReactNode, page: (value: number) => ReactNode, beforeHydration?: (container: HTMLElement) => void) {
  // A button outside the widget changes the context value above it.
  function App({ render }: { render: (value: number) => ReactNode }) {
    const [value, setValue] = useState(0);
    return (
      <>
        <button type="button" data-testid="change" onClick={() => setValue(1)} />
        {render(value)}
      </>
    );
  }
  // The server's process: Vite's server build (import.meta.env.SSR), where the widget renders as its own tree.
  vi.stubEnv('SSR', true);
  let html: string;
  try {
    const stream = await renderToReadableStream(<App render={serverPage} />);
    await stream.allReady;
    html = await new Response(stream).text();
  } finally {
    vi.unstubAllEnvs();
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  beforeHydration?.(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <App render={page} />);
  });
  return { container, root: root!, changeContext: () => container.querySelector<HTMLButtonElement>('[data-testid="change"]')!.click() };
}

describe('deferredWidget', () => {
  let load: ReturnType<typeof vi.fn<() => Promise<ComponentType<{ label: string }>>>>;
  const onServer = () => page(deferredWidget(() => Promise.resolve(Counter)));
  beforeEach(() => {
    observed = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    load = vi.fn(() => Promise.resolve(Counter));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  function page(Widget: ComponentType<{ label: string }>) {
    return (value: number) => (
      <Outer value={value}>
        <ShowValue />
        <Widget label="Clicks" />
      </Outer>
    );
  }

  it('keeps the server HTML until the widget comes near, through a context change above it, then renders it in place', async () => {
    const { container, changeContext, root } = await serverRenderAndHydrate(onServer(), page(deferredWidget(load)));
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 0');
    const wrapper = container.querySelector('[data-deferred]')!;
    const serverNodes = nodesUnder(wrapper);
    // The customer data arriving: a dehydrated Suspense boundary would client-render its fallback here.
    await act(async () => changeContext());
    expect(container.querySelector('p')?.textContent).toBe('Value 1');
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 0');
    // Not blanked, not replaced: the very nodes the server sent.
    expect(nodesUnder(wrapper)).toEqual(serverNodes);
    expect(nodesUnder(wrapper).every((node, index) => node === serverNodes[index])).toBe(true);
    // The browser has not asked for the code yet; a press on the server's button is kept, not lost.
    expect(load).not.toHaveBeenCalled();
    const serverButton = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
    await act(async () => serverButton.click());
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 0');

    await act(async () => comeNear());
    expect(load).toHaveBeenCalledTimes(1);
    // The rendered widget got the press made before it loaded, once.
    const button = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
    expect(button.textContent).toBe('Clicks 1');
    // Hydrated in place: the same button (and wrapper) the server sent, now live.
    expect(button).toBe(serverButton);
    expect(container.querySelector('[data-deferred]')).toBe(wrapper);
    await act(async () => button.click());
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 2');
    expect(container.querySelector('[data-deferred] button')).toBe(serverButton);
    root.unmount();
  });

  it('renders and hydrates the widget in the page’s text direction (its own root is inside no provider of the page)', async () => {
    function ShowDirection() {
      return <p data-testid="direction">{useDirection()}</p>;
    }
    const rightToLeft = (Widget: ComponentType<object>) => () => (
      <DirectionProvider dir="rtl">
        <Widget />
      </DirectionProvider>
    );
    const { container, root } = await serverRenderAndHydrate(rightToLeft(deferredWidget(() => Promise.resolve(ShowDirection))), rightToLeft(deferredWidget(() => Promise.resolve(ShowDirection))));
    expect(container.querySelector('[data-testid="direction"]')?.textContent).toBe('rtl');
    await act(async () => comeNear());
    expect(container.querySelector('[data-testid="direction"]')?.textContent).toBe('rtl');
    root.unmount();
  });

  it('loads at once when focused, and the focus stays on the same control', async () => {
    const { container, root } = await serverRenderAndHydrate(onServer(), page(deferredWidget(load)));
    const serverButton = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.focus());
    expect(document.activeElement?.textContent).toBe('Clicks 0');
    expect(document.activeElement).toBe(container.querySelector('[data-deferred] button'));
    expect(load).toHaveBeenCalledTimes(1);
    // Never moved: the focused node is the server's, hydrated where it is.
    expect(document.activeElement).toBe(serverButton);
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 1');
    expect(container.querySelector('[data-deferred] button')).toBe(serverButton);
    root.unmount();
  });

  it('completes, once, a press whose button was still down when the code arrived', async () => {
    const pressable = (Widget: ComponentType<object>) => () => <Widget />;
    const { container, root } = await serverRenderAndHydrate(pressable(deferredWidget(() => Promise.resolve(DownAndClick))), pressable(deferredWidget(() => Promise.resolve(DownAndClick))));
    const button = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
    expect(button.textContent).toBe('0 down, 0 clicks');
    // The button goes down before the code is there (and asks for it); it comes up once the widget has hydrated.
    await act(async () => button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
    await act(async () => comeNear());
    expect(container.querySelector('[data-deferred] button')).toBe(button);
    expect(button.textContent).toBe('1 down, 0 clicks');
    await act(async () => button.click());
    expect(button.textContent).toBe('1 down, 1 clicks');
    root.unmount();
  });

  it('keeps, once, a press made after the code arrived but before the widget hydrated', async () => {
    const { container, root } = await serverRenderAndHydrate(onServer(), page(deferredWidget(load)));
    const wrapper = container.querySelector('[data-deferred]')!;
    const button = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
    // The code arrives and the widget's root is created; React has not hydrated it yet (outside act(),
    // as in a browser: React schedules the hydration for later).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    comeNear();
    await vi.waitFor(() => expect(Object.keys(wrapper).some((key) => key.startsWith('__reactContainer'))).toBe(true));
    expect(button.textContent).toBe('Clicks 0');
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    button.click();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {});
    expect(container.querySelector('[data-deferred] button')).toBe(button);
    expect(button.textContent).toBe('Clicks 1');
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicks 2');
    root.unmount();
  });

  it('presses again, once, a control clicked before the page had hydrated (kept by the page’s first script)', async () => {
    // The page's script, its listener on this window for this test only.
    const added: [string, EventListener, boolean][] = [];
    const listen = (type: string, listener: EventListener, capture: boolean) => {
      added.push([type, listener, capture]);
      window.addEventListener(type, listener, capture);
    };
    new Function('addEventListener', EARLY_PRESS_SCRIPT)(listen);
    try {
      // Clicked while the page shows the server's HTML only: no code of the page has run.
      const clickBeforeHydration = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click();
      const { container, root } = await serverRenderAndHydrate(onServer(), page(deferredWidget(load)), clickBeforeHydration);
      const button = container.querySelector<HTMLButtonElement>('[data-deferred] button')!;
      expect(button.textContent).toBe('Clicks 0');
      await act(async () => comeNear());
      expect(container.querySelector('[data-deferred] button')).toBe(button);
      expect(button.textContent).toBe('Clicks 1');
      await act(async () => button.click());
      expect(button.textContent).toBe('Clicks 2');
      root.unmount();
    } finally {
      for (const [type, listener, capture] of added) window.removeEventListener(type, listener, capture);
    }
  });

  /** Types `value` into the first field in `container` as a browser does (the value, then an input event). */
  const typeInto = (container: HTMLElement, value: string) => {
    const field = container.querySelector('input')!;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  /** Renders a page with the form widget, typing `before` into it before the page hydrates; then `after`, before the widget does; the field still has the focus if `stay`. */
  async function typeWhileLoading(Form: ComponentType<object>, before: string, after?: string, stay = false) {
    const page = (Widget: ComponentType<object>) => () => <Widget />;
    const rendered = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(Form))), page(deferredWidget(() => Promise.resolve(Form))), (container) => typeInto(container, before));
    const field = rendered.container.querySelector('input')!;
    if (after !== undefined) typeInto(rendered.container, after);
    if (stay) field.focus();
    await act(async () => comeNear());
    // The values come back after the widget's first updates, in a task of their own.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(rendered.container.querySelector('input')).toBe(field);
    return { ...rendered, field };
  }

  it('gives a field back what was typed into it before the widget hydrated, before the page did and after, and its state takes it; a field left is left again', async () => {
    const { container, root, field } = await typeWhileLoading(RegisteredField, 'roni@', 'roni@example.com');
    expect(field.value).toBe('roni@example.com');
    expect(container.querySelector('p')?.textContent).toBe('Typed: roni@example.com');
    // The visitor had left the field: the form's own check of a field left sees it.
    expect(container.querySelector('output')?.textContent).toBe('Left: roni@example.com');
    root.unmount();
  });

  it('does not leave a field the visitor is still typing in', async () => {
    const { container, root, field } = await typeWhileLoading(RegisteredField, 'roni@', undefined, true);
    expect(field.value).toBe('roni@');
    expect(document.activeElement).toBe(field);
    expect(container.querySelector('output')?.textContent).toBe('Left: ');
    root.unmount();
  });

  it('gives a controlled field back what was typed into it, after the widget\'s first update wrote its first value again', async () => {
    const { container, root, field } = await typeWhileLoading(ControlledField, 'roni@example.com');
    expect(field.value).toBe('roni@example.com');
    expect(container.querySelector('p')?.textContent).toBe('Ready: roni@example.com');
    root.unmount();
  });

  it('keeps a press made once the widget has hydrated but before what was typed came back, and presses it after: the form sends what was typed', async () => {
    const page = (Widget: ComponentType<object>) => () => <Widget />;
    const { container, root } = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(SendingForm))), page(deferredWidget(() => Promise.resolve(SendingForm))), (container) => typeInto(container, 'roni@example.com'));
    // The widget hydrates (its submit button is live); the typed values come back in a task of their own, not run yet.
    await act(async () => comeNear());
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(container.querySelector('output')?.textContent).toBe("Sent: 'roni@example.com'");
    root.unmount();
  });

  it('gives back what was typed when the form\'s first update wrote its field again and the browser then reported the field left, with what it held', async () => {
    const page = (Widget: ComponentType<object>) => () => <Widget />;
    const LeftOnStart = () => <SendingForm leftOnStart />;
    const { container, root } = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(LeftOnStart))), page(deferredWidget(() => Promise.resolve(LeftOnStart))), (container) => typeInto(container, 'roni@example.com'));
    const field = container.querySelector<HTMLInputElement>('[data-deferred] input')!;
    await act(async () => comeNear());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(field.value).toBe('roni@example.com');
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    expect(container.querySelector('output')?.textContent).toBe("Sent: 'roni@example.com'");
    root.unmount();
  });

  it('catches up with a context that changed before it hydrated once what was typed is back: the field is not written with its first value meanwhile', async () => {
    fieldOnNewContext = undefined;
    const contexts = [Outer];
    const page = (Widget: ComponentType<object>) => (value: number) => (
      <Outer value={value}>
        <Widget />
      </Outer>
    );
    const { container, changeContext, root } = await serverRenderAndHydrate(
      page(deferredWidget(() => Promise.resolve(SendingFormReadingContext), { contexts })),
      page(deferredWidget(() => Promise.resolve(SendingFormReadingContext), { contexts })),
      (container) => typeInto(container, 'roni@example.com'),
    );
    // The customer data arrives before the widget's code.
    await act(async () => changeContext());
    await act(async () => comeNear());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(fieldOnNewContext).toBe('roni@example.com');
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    expect(container.querySelector('output')?.textContent).toBe("Sent: 'roni@example.com'");
    root.unmount();
  });

  it('keeps the server\'s fields, and what was typed into them, when the context above changes after its root was created but before its content hydrated', async () => {
    await withHydrationGate(async (release) => {
    const contexts = [Outer];
    const page = (Widget: ComponentType<object>) => (value: number) => (
      <Outer value={value}>
        <Widget />
      </Outer>
    );
    const { container, changeContext, root } = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(GatedField), { contexts })), page(deferredWidget(() => Promise.resolve(GatedField), { contexts })));
    const field = container.querySelector<HTMLInputElement>('[data-deferred] input')!;
    // The code arrives and the root is created; the content waits (a part of it still loading).
    await act(async () => comeNear());
    expect(Object.keys(container.querySelector('[data-deferred]')!).some((key) => key.startsWith('__reactContainer'))).toBe(true);
    field.value = 'roni@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    // The customer data (here the context above) changes meanwhile.
    await act(async () => changeContext());
    expect(container.querySelector('[data-deferred] input')).toBe(field);
    await act(async () => release());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    // The same field, with what was typed, and the widget shows the new value.
    expect(container.querySelector('[data-deferred] input')).toBe(field);
    expect(field.value).toBe('roni@example.com');
    expect(container.querySelector('[data-deferred] p')?.textContent).toBe('Value 1');
    root.unmount();
    });
  });

  it('gives back what was typed after its root was created but before its content hydrated, which React stops on its way to the widget', async () => {
    await withHydrationGate(async (release) => {
    const page = (Widget: ComponentType<object>) => () => <Widget />;
    const { container, root } = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(GatedSendingForm))), page(deferredWidget(() => Promise.resolve(GatedSendingForm))));
    await act(async () => comeNear());
    typeInto(container, 'roni@example.com');
    await act(async () => release());
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(container.querySelector<HTMLInputElement>('[data-deferred] input')!.value).toBe('roni@example.com');
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    expect(container.querySelector('output')?.textContent).toBe("Sent: 'roni@example.com'");
    root.unmount();
    });
  });

  it('sends its fallback when the widget fails on the server, the page still rendered, and renders it in the browser', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = () => {
      throw new Error('The widget failed on the server');
    };
    const options = { fallback: <p>Coming</p> };
    const { container, root } = await serverRenderAndHydrate(page(deferredWidget(() => Promise.resolve(Failing), options)), page(deferredWidget(load, options)));
    expect(container.querySelector('p')?.textContent).toBe('Value 0');
    expect(container.querySelector('[data-deferred]')?.textContent).toBe('Coming');
    expect(errors.mock.calls.some(([error]) => String(error).includes('The widget failed on the server'))).toBe(true);
    // The browser says so as React does for any boundary the server could not render (a recoverable error).
    const recovered: string[] = [];
    const onError = (event: ErrorEvent) => {
      recovered.push(String(event.error));
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    await act(async () => comeNear());
    window.removeEventListener('error', onError);
    expect(recovered).toEqual([expect.stringContaining('The widget failed on the server')]);
    await expectLiveCounter(container);
    root.unmount();
    errors.mockRestore();
  });

  it('renders the new props, not the server HTML, when they change before it loaded (a client navigation)', async () => {
    const labelled = (Widget: ComponentType<{ label: string }>) => (value: number) => <Widget label={value === 0 ? 'Clicks' : 'Other'} />;
    const { container, changeContext, root } = await serverRenderAndHydrate(labelled(deferredWidget(() => Promise.resolve(Counter))), labelled(deferredWidget(load)));
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 0');
    await act(async () => changeContext());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Other 0');
    root.unmount();
  });

  it('renders at once, in the page, after a client navigation (no server HTML)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const Widget = deferredWidget(load, { fallback: <p>Loading</p> });
    const root = createRoot(container);
    await act(async () => root.render(<Widget label="Clicks" />));
    // No waiting for the viewport: the code was asked for at once and the widget is live.
    expect(observed).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
    await expectLiveCounter(container);
    root.unmount();
  });

  it('carries the page\'s store view (the router\'s basename) into the widget\'s own root: its links\' prefix, its prices\' locale', async () => {
    function ViewLocale() {
      return <p>{useStoreView().locale}</p>;
    }
    const Widget = deferredWidget(() => Promise.resolve(ViewLocale));
    const navigation = { basename: '/fr', navigator: {} as never, static: true, future: {} as never, useTransitions: false };
    vi.stubEnv('SSR', true);
    try {
      const stream = await renderToReadableStream(
        <UNSAFE_NavigationContext.Provider value={navigation}>
          <Widget />
        </UNSAFE_NavigationContext.Provider>,
      );
      await stream.allReady;
      expect(await new Response(stream).text()).toContain('<p>fr-FR</p>');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('hydrates a widget with ids of its own in place, without a mismatch, and carries the contexts it reads', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // What React reports here (a hydration mismatch among them), less the warning that the server's and
    // the browser's renderers both provided `Outer`: they share one JavaScript realm only in this test.
    const reported = () => errors.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'));
    const contexts = [Outer];
    const server = deferredWidget(() => Promise.resolve(Labelled), { contexts });
    const browser = deferredWidget(() => Promise.resolve(Labelled), { contexts });
    const twice = (Widget: ComponentType<{ label: string }>) => (value: number) => (
      <Outer value={value}>
        <Widget label="First" />
        <Widget label="Second" />
      </Outer>
    );
    const { container, changeContext, root } = await serverRenderAndHydrate(twice(server), twice(browser));
    const sections = [...container.querySelectorAll('[data-deferred] section')];
    const serverIds = sections.map((section) => section.getAttribute('aria-labelledby'));
    // Each widget has ids of its own, and its heading is the one they name.
    expect(new Set(serverIds).size).toBe(2);
    sections.forEach((section, index) => expect(section.querySelector('h2')?.id).toBe(serverIds[index]));
    const serverNodes = sections.map((section) => nodesUnder(section));
    const [firstButton] = container.querySelectorAll<HTMLButtonElement>('[data-deferred] button');

    await act(async () => comeNear());
    expect(reported()).toEqual([]);
    const hydrated = [...container.querySelectorAll('[data-deferred] section')];
    expect(hydrated).toHaveLength(2);
    hydrated.forEach((section, index) => {
      expect(section).toBe(sections[index]);
      expect(nodesUnder(section).every((node, at) => node === serverNodes[index]![at])).toBe(true);
      expect(section.getAttribute('aria-labelledby')).toBe(serverIds[index]);
    });
    await act(async () => firstButton!.click());
    expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-deferred] button')).toBe(firstButton);

    // The context above changes: the hydrated widgets show the new value, in the same nodes.
    await act(async () => changeContext());
    expect(hydrated.map((section) => section.querySelector('h2')?.textContent)).toEqual(['First: value 1', 'Second: value 1']);
    expect(container.querySelector('[data-deferred] section')).toBe(sections[0]);
    expect(firstButton).toHaveAttribute('aria-pressed', 'true');
    expect(reported()).toEqual([]);
    root.unmount();
    errors.mockRestore();
  });

  // Loading when the address's fragment names something inside (`:target`, which jsdom does not
  // match): tests/e2e/reviews.spec.ts, the '2 Reviews' link on a phone.
});
