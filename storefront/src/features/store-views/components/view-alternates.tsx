import { useLocation } from 'react-router';
import { defaultView, storeViews } from '../model';
import { useViewAlternates } from '../hooks';
import { isIndexablePath } from '../../seo/model';

/**
 * The page's `hreflang` alternates: the same page in every store view, and `x-default` (the
 * default view: each view's own address of it, ADR 0041), as absolute addresses under the configured base URL. React writes the links into
 * the document's head. The router's location is the page's path without the view's prefix. Only on
 * the pages search engines index: a private page (account, cart, checkout) has no alternates.
 */
export function ViewAlternates({ baseUrl }: { baseUrl: string }) {
  const { pathname } = useLocation();
  const inView = useViewAlternates();
  const base = baseUrl.replace(/\/+$/, '');
  if (!isIndexablePath(pathname)) return null;
  return (
    <>
      {storeViews.map((view) => (
        <link key={view.code} rel="alternate" hrefLang={view.locale} href={base + inView(view, pathname)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={base + inView(defaultView, pathname)} />
    </>
  );
}
