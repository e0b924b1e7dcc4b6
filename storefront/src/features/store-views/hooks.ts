import { useCallback } from 'react';
import { useHref } from 'react-router';
import { viewOfPath, type StoreView } from './views';

/**
 * The store view of the page: the router's basename is the view's prefix (ADR 0038), so the
 * server's render and the browser's agree without reading the address twice.
 */
export function useStoreView(): StoreView {
  return viewOfPath(useHref('/'));
}

/**
 * A shop path written for the default view (`/checkout/cart/`), as the page's view shows it
 * (`/fr/checkout/cart/`), for the plain links and form actions the router does not write.
 * Anything that is not a path of this site (`https://…`, `//host`, `#top`) is left as it is.
 */
export function useViewPath(): (path: string) => string {
  const { prefix } = useStoreView();
  return useCallback((path: string) => (prefix && path.startsWith('/') && !path.startsWith('//') ? prefix + path : path), [prefix]);
}
