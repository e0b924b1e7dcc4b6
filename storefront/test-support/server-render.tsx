import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

/** `node` rendered as the server's process renders it (Vite's server build: `import.meta.env.SSR`), whole. */
export async function renderOnServer(node: ReactNode): Promise<string> {
  vi.stubEnv('SSR', true);
  try {
    const stream = await renderToReadableStream(node);
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    vi.unstubAllEnvs();
  }
}

/** The server's `html` placed in the document, as the browser receives it; removed when the test ends. */
export function placeServerHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  // The server's own render, placed as the browser would receive it (test code).
  // eslint-disable-next-line no-restricted-syntax
  container.innerHTML = html;
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/** Hydrates `container` with `node` as the browser does; returns the recoverable errors React reported. Unmounted when the test ends. */
export async function hydrateServerHtml(container: HTMLElement, node: ReactNode): Promise<unknown[]> {
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) }));
  onTestFinished(() => act(() => root.unmount()));
  return errors;
}
