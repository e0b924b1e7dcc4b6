import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhenVisible as WhenVisibleComponent } from './when-visible';

/** Puts every element this far down the page (px from the top of the viewport). */
function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON: () => ({}) });
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let modules: { WhenVisible: typeof WhenVisibleComponent; markHydrated: () => void };
beforeEach(async () => {
  vi.resetModules();
  const [{ WhenVisible }, { markHydrated }] = await Promise.all([import('./when-visible'), import('../lib/hydration')]);
  modules = { WhenVisible, markHydrated };
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The part as the server renders it (the server has no document), in the page, then hydrated. */
async function hydrated(onClick: () => void, wanted?: () => boolean) {
  const { WhenVisible } = modules;
  const part = (
    <WhenVisible fallback={<p>waiting</p>} wanted={wanted}>
      <button type="button" onClick={onClick}>
        the part
      </button>
    </WhenVisible>
  );
  vi.stubGlobal('document', undefined);
  const html = renderToString(part);
  vi.unstubAllGlobals();
  expect(html).toContain('the part');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const button = container.querySelector('button')!;
  await act(async () => {
    hydrateRoot(container, part);
  });
  await settle();
  return { container, button };
}

describe('WhenVisible', () => {
  it('while the page hydrates, keeps the server HTML of a part far below, then hydrates it once scrolled near', async () => {
    placeAt(5000);
    const errors = vi.spyOn(console, 'error');
    const onClick = vi.fn();
    const { container, button } = await hydrated(onClick);
    // The server's element, never the fallback, and not live yet.
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).not.toContain('waiting');
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    placeAt(window.innerHeight + 150);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(container.querySelector('button')).toBe(button);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a part far below as soon as it is focused', async () => {
    placeAt(5000);
    const onClick = vi.fn();
    const { button } = await hydrated(onClick);
    await act(async () => {
      button.focus();
    });
    await settle();
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates a part already near the visible part of the page with the page', async () => {
    placeAt(window.innerHeight + 100);
    const onClick = vi.fn();
    const { button } = await hydrated(onClick);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('hydrates a part far below when the address names it, at once or when the fragment changes', async () => {
    placeAt(5000);
    const first = vi.fn();
    (await hydrated(first, () => true)).button.click();
    expect(first).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    let named = false;
    const second = vi.fn();
    const { button } = await hydrated(second, () => named);
    button.click();
    expect(second).not.toHaveBeenCalled();
    named = true;
    await act(async () => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    button.click();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('renders at once after hydration (a navigation inside the shop), far below or not', async () => {
    const { WhenVisible, markHydrated } = modules;
    markHydrated();
    placeAt(5000);
    render(<WhenVisible fallback={<p>waiting</p>}>{<p>the part</p>}</WhenVisible>);
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });
});
