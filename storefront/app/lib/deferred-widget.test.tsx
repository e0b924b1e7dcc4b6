import { act, createContext, use, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredWidget } from './deferred-widget';

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
async function serverRenderAndHydrate(serverPage: (value: number) => ReactNode, page: (value: number) => ReactNode) {
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
  const stream = await renderToReadableStream(<App render={serverPage} />);
  await stream.allReady;
  const html = await new Response(stream).text();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
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
    // The customer data arriving: a dehydrated Suspense boundary would client-render its fallback here.
    await act(async () => changeContext());
    expect(container.querySelector('p')?.textContent).toBe('Value 1');
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 0');
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
    await act(async () => button.click());
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 2');
    root.unmount();
  });

  it('loads at once when focused, and the focus stays on the same control', async () => {
    const { container, root } = await serverRenderAndHydrate(onServer(), page(deferredWidget(load)));
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.focus());
    expect(document.activeElement?.textContent).toBe('Clicks 0');
    expect(document.activeElement).toBe(container.querySelector('[data-deferred] button'));
    await act(async () => container.querySelector<HTMLButtonElement>('[data-deferred] button')!.click());
    expect(container.querySelector('[data-deferred] button')?.textContent).toBe('Clicks 1');
    root.unmount();
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

  // Loading when the address's fragment names something inside (`:target`, which jsdom does not
  // match): tests/e2e/reviews.spec.ts, the '2 Reviews' link on a phone.
});
