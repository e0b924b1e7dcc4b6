import { t } from '@shop/ui/i18n';
import { lazy, Suspense } from 'react';
import type { DataPostDependencies } from '@shop/ui/form-post';
import { ProductPrice } from '../../src/features/catalog/components/product-price';
import type { CompareProduct } from '../../src/features/compare/types';
import { ComparePostButton } from '../../src/features/compare/components/compare-post-button';
import { useViewPath } from '../../src/features/store-views/hooks';

export interface CompareTableProps {
  products: readonly CompareProduct[];
  /** The address of Remove. */
  removeUrl: string;
  getFormKey: DataPostDependencies['getFormKey'];
}

const CompareDescription = lazy(() => import('./compare-description'));

const cellClasses = 'border border-neutral-200 p-3 align-top text-sm text-neutral-900';
const labelClasses = 'border border-neutral-200 bg-neutral-50 p-3 text-start align-top text-sm font-semibold text-neutral-900';

/**
 * The compare page's side-by-side table (Luma's "Compare Products"): a column per product — its
 * picture, name, price and a Remove button — and a row per attribute (SKU, Color, Size,
 * Description). Wider than a phone, it scrolls sideways in a focusable region.
 */
export function CompareTable({ products, removeUrl, getFormKey }: CompareTableProps) {
  const inView = useViewPath();
  const rows: { key: string; label: string; cell: (item: CompareProduct) => React.ReactNode }[] = [
    { key: 'price', label: t('Price'), cell: (item) => <ProductPrice price={item.product.price} /> },
    { key: 'sku', label: t('SKU'), cell: (item) => item.sku },
    { key: 'color', label: t('Color'), cell: (item) => item.colors || t('N/A') },
    { key: 'size', label: t('Size'), cell: (item) => item.sizes || t('N/A') },
    {
      key: 'description',
      label: t('Description'),
      // Rendered with the page on the server; the sanitizer's code loads after the first paint.
      cell: (item) => (
        <Suspense fallback={null}>
          <CompareDescription html={item.description} />
        </Suspense>
      ),
    },
  ];
  return (
    <div role="region" aria-label={t('Compare Products')} tabIndex={0} data-slot="compare-table" className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus">
      <table className="w-full min-w-[36rem] table-fixed border-collapse">
        <caption className="sr-only">{t('Compare Products')}</caption>
        <colgroup>
          <col className="w-32" />
          {products.map((item) => (
            <col key={item.product.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="border border-neutral-200" />
            {products.map((item) => (
              <th key={item.product.id} scope="col" className={`${cellClasses} text-start font-normal`}>
                <div className="flex flex-col gap-2">
                  <a href={inView(item.product.url)} tabIndex={-1} aria-hidden="true" className="block max-w-40 overflow-hidden rounded-md bg-neutral-50">
                    <img src={item.product.image.src} alt="" width={item.product.image.width} height={item.product.image.height} className="aspect-[4/5] h-auto w-full object-cover" />
                  </a>
                  <a href={inView(item.product.url)} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
                    {item.product.name}
                  </a>
                  <ComparePostButton action={removeUrl} data={{ product: item.product.id }} getFormKey={getFormKey} label={t('Remove Product: %1', item.product.name)} className="self-start px-0" slot="compare-remove">
                    {t('Remove Product')}
                  </ComparePostButton>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={labelClasses}>
                {row.label}
              </th>
              {products.map((item) => (
                <td key={item.product.id} className={cellClasses}>
                  {row.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
