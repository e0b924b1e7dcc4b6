import { t } from '@shop/ui/i18n';
import { accountContext } from '../../server/context';
import { ComparePostButton } from '../../src/features/compare/components/compare-post-button';
import { compareEmpty } from '../../src/features/compare/model';
import { readFormKey } from '../../src/features/form-key/read';
import { CompareTable } from '../components/compare-table';
import { useShopRuntime } from '../lib/shop-runtime';
import { noindexMeta } from '../lib/meta';
import type { Route } from './+types/compare';

/** The visitor's own list: the answer is private (the server marks it so once the list is read). */
export async function loader({ context }: Route.LoaderArgs) {
  const access = context.get(accountContext);
  return { products: access ? await access.compareList() : [] };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store, max-age=0' };
}

export function meta() {
  return noindexMeta(t('Products Comparison List'));
}

/** /catalog/product_compare: Luma's "Compare Products" page, rendered on the server for the visitor. */
export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const { settings } = useShopRuntime();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-neutral-900">{t('Compare Products')}</h1>
        {products.length > 0 ? (
          <ComparePostButton action={settings.urls.clearCompare} getFormKey={readFormKey} variant="outline" size="md" slot="compare-clear">
            {t('Clear All')}
          </ComparePostButton>
        ) : null}
      </div>
      {products.length > 0 ? (
        <CompareTable products={products} removeUrl={settings.urls.removeFromCompare} getFormKey={readFormKey} />
      ) : (
        <p className="rounded-md bg-neutral-50 p-4 text-neutral-800">{compareEmpty()}</p>
      )}
    </div>
  );
}
