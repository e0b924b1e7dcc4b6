import { t } from '@shop/ui/i18n';
import { StoreSwitcher } from '@shop/ui/store-switcher';
import { useLocation } from 'react-router';
import { useStoreView, useViewAlternates } from '../hooks';
import { storeViews } from '../model';

/**
 * The header's store switcher: the page's view, and the same page (path and query) in each of the
 * others. The router's location is the page's path in the default view (the basename is the view's
 * prefix), so each link is that path under the other view's prefix, or, where the page knows its
 * address in each view (a category's or product's URL keys per view), that address (ADR 0041).
 */
export function ViewSwitcher({ className }: { className?: string }) {
  const current = useStoreView();
  const { pathname, search } = useLocation();
  const inView = useViewAlternates();
  const options = storeViews
    .filter((view) => view !== current)
    .map((view) => ({ code: view.code, name: view.name, lang: view.locale, href: inView(view, pathname) + search }));
  return <StoreSwitcher className={className} current={{ code: current.code, name: current.name, lang: current.locale }} options={options} label={t('Language')} />;
}
