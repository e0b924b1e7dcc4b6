import { t } from '@shop/ui/i18n';
import { StoreSwitcher } from '@shop/ui/store-switcher';
import { useLocation } from 'react-router';
import { useStoreView } from '../hooks';
import { pathInView, storeViews } from '../model';

/**
 * The header's store switcher: the page's view, and the same page (path and query) in each of the
 * others. The router's location is the page's path in the default view (the basename is the view's
 * prefix), so each link is that path under the other view's prefix.
 */
export function ViewSwitcher({ className }: { className?: string }) {
  const current = useStoreView();
  const { pathname, search } = useLocation();
  const options = storeViews
    .filter((view) => view !== current)
    .map((view) => ({ code: view.code, name: view.name, lang: view.locale, href: pathInView(view, pathname) + search }));
  return <StoreSwitcher className={className} current={{ code: current.code, name: current.name, lang: current.locale }} options={options} label={t('Language')} />;
}
