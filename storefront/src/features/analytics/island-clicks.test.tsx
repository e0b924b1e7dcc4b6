import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, onTestFinished } from 'vitest';
import { trackProductClicks } from './dom';

function Tile() {
  return (
    <ol>
      <li data-product-item="" data-list-name="Home Page: New in tops" data-product-id="1">
        <a href="#aero-trail-pullover">Aero Trail Pullover</a>
      </li>
    </ol>
  );
}

// A code that never arrives: the island's content stays server markup, its root still hydrating.
const Pending = lazy(() => new Promise<{ default: typeof Tile }>(() => {}));

// The deferred widgets (app/lib/deferred-widget.tsx) hydrate an island root of their own as they come
// near the viewport. A click on one of its links before that root has hydrated is stopped by React at
// the island's container (capture phase) and replayed to React alone, while the browser follows the link.
it('counts a product click on an island that React has not hydrated yet', async () => {
  const dataLayer: unknown[] = [{ ecommerce: { impressions: [{ id: '1', name: 'Aero Trail Pullover', list: 'Home Page: New in tops' }] } }];
  onTestFinished(trackProductClicks(document, { getDataLayer: () => dataLayer, lists: '[data-list-name]', note: () => {} }));
  const island = document.createElement('div');
  island.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Tile />
    </Suspense>,
  );
  document.body.append(island);
  const root = hydrateRoot(
    island,
    <Suspense fallback={null}>
      <Pending />
    </Suspense>,
  );
  onTestFinished(() => root.unmount());
  await new Promise((resolve) => setTimeout(resolve, 20));
  let reachedLink = false;
  island.querySelector('a')!.addEventListener('click', (event) => {
    reachedLink = true;
    event.preventDefault();
  });
  island.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // React held the click back from the link (the situation this covers)…
  expect(reachedLink).toBe(false);
  // …and the click was counted all the same.
  expect(dataLayer.slice(1)).toEqual([{ ecommerce: null }, expect.objectContaining({ event: 'productClick' })]);
});
