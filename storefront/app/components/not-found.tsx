import { t } from '@shop/ui/i18n';
import { useViewPath } from '../../src/features/store-views/hooks';

/** The page shown for an address the shop does not know, inside the shop's layout. */
export function NotFound() {
  const inView = useViewPath();
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <h1 className="text-3xl font-bold">{t('Page not found')}</h1>
      <p className="mt-3 text-neutral-700">{t('The page you asked for is not here. Try the search above, or start again from the home page.')}</p>
      <p className="mt-6">
        <a href={inView('/')} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('Go to the home page')}
        </a>
      </p>
    </div>
  );
}
