import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { defaultView, viewOfPath } from '../src/features/store-views/model';

// React Router's own start, after the page's store view's message catalogue has loaded (ADR 0039):
// the first render in the browser says what the server's did, and every page navigated to later
// finds its texts. The default view has none to load.
// The loading code is a chunk of its own too: a page of the default view loads none of it.
const view = viewOfPath(window.location.pathname);
const language = view === defaultView ? Promise.resolve() : import('../src/features/store-views/catalogues.browser').then(({ loadViewLanguage }) => loadViewLanguage(view));
const start = () => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
};
// A catalogue that cannot load leaves the page in English, working (catalogues.browser.ts logs why).
void language.then(start, start);
