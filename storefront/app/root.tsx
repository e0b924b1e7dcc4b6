import './lib/strict-csp';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import favicon from '../public/favicon.svg?raw';
import { publicCacheHeaders } from './lib/cache';
import { DEFAULT_COLOR_SCHEME } from '../src/config/constants';
import { shopContext } from '../server/context';
import { DirectionProvider } from '@shop/ui/direction';
import { RouteHeadScripts } from './lib/inline-script';
import { t } from '@shop/ui/i18n';
import { useStoreView, useViewPath } from '../src/features/store-views/hooks';
import { viewOfPath } from '../src/features/store-views/model';
import { settingsInView } from '../src/features/store-views/settings';
import { ExpectFrameEnd } from './lib/frame-end';

// The icon (300 bytes) is written into the page: one request fewer per view (issue 18: inline what is tiny).
// The stylesheet is linked as a file, not imported for its side effect: imported, it belonged to the
// shell chunk, so every lazily loaded chunk listed it again and the page requested it twice (React
// Router marks such a link with "#", so Vite's preload does not recognise it as already loaded).
// A stylesheet without an address (Vitest compiles no CSS: its `?url` is "") is left out, not
// rendered as a <link> with no href.
export const links: Route.LinksFunction = () => [
  ...(appStylesheet ? [{ rel: 'stylesheet', href: appStylesheet, precedence: 'default' }] : []),
  { rel: 'icon', href: `data:image/svg+xml,${encodeURIComponent(favicon)}`, type: 'image/svg+xml' },
];

/**
 * The page settings every page embeds (the same for every request: nothing here reads the
 * visitor), in the page's store view (ADR 0038). The view's message catalogue is not in the page:
 * the browser loads it as files of its own before hydrating (entry.client.tsx, ADR 0039).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const view = viewOfPath(new URL(request.url).pathname);
  return { settings: settingsInView(context.get(shopContext).settings(request), view) };
}

export function headers() {
  return publicCacheHeaders;
}

export function Layout({ children }: { children: ReactNode }) {
  // The colour scheme setting (COLOR_SCHEME): the kit's tokens switch under data-theme="dark", and
  // under "system" when the visitor prefers dark. Absent (an error before the root loader): light.
  const data = useRouteLoaderData<typeof loader>('root');
  const colorScheme = data?.settings.colorScheme ?? DEFAULT_COLOR_SCHEME;
  // The language and direction are the store view's, written by the server (no flash). The
  // server's t() reads the catalogue of the request it renders; the browser's was loaded before
  // the page hydrated (entry.client.tsx).
  const view = useStoreView();
  return (
    <html lang={view.locale} dir={view.direction} data-theme={colorScheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ExpectFrameEnd />
        <RouteHeadScripts />
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased">
        <DirectionProvider dir={view.direction}>{children}</DirectionProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The document only: the storefront's frame is the pathless layout `routes/shop-layout.tsx`, the
 * back office's is `routes/admin/frame.tsx`, so neither loads the other's code.
 */
export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const inView = useViewPath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? t('Page not found') : t('Something went wrong.');
  return (
    <main id="maincontent" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-neutral-700">
        {status === 404 ? `${t('The page you asked for is not here.')} ` : null}
        <a className="text-brand-700 underline" href={inView('/')}>
          {t('Go to the home page')}
        </a>
      </p>
    </main>
  );
}
