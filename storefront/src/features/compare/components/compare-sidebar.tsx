import { t } from '@shop/ui/i18n';
import { useId } from 'react';
import type { DataPostDependencies } from '@shop/ui/form-post';
import type { SectionDataOf } from '../../../lib/contract';
import type { compareProductsSection } from '../contract';
import { compareEmpty } from '../model';
import { itemsCount } from '../../minicart/model';
import { useStoreView } from '../../store-views/hooks';
import { ComparePostButton } from './compare-post-button';
import { useViewPath } from '../../store-views/hooks';

export interface CompareSidebarProps {
  /** The `compare-products` section; undefined until known (nothing is shown then). */
  section: SectionDataOf<typeof compareProductsSection> | undefined;
  /** The addresses of Remove and Clear All and the compare page. */
  urls: { remove: string; clear: string; compare: string };
  getFormKey: DataPostDependencies['getFormKey'];
}

/**
 * Luma's "Compare Products" sidebar block of a category page: the products in the compare list,
 * each with a remove button, "Compare" and "Clear All"; {@link compareEmpty} when empty.
 * Private content: it renders once the section is known.
 */
export function CompareSidebar({ section, urls, getFormKey }: CompareSidebarProps) {
  const inView = useViewPath();
  const { locale } = useStoreView();
  const titleId = useId();
  if (!section) return null;
  const items = section.items ?? [];
  return (
    <section aria-labelledby={titleId} data-slot="compare-sidebar" className="rounded-md border border-neutral-200 p-4">
      <h2 id={titleId} className="text-lg font-bold text-neutral-900">
        {t('Compare Products')}
        {items.length > 0 ? (
          <span className="ms-2 text-sm font-normal text-neutral-700">
            ({itemsCount(locale, items.length)})
          </span>
        ) : null}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700">{compareEmpty()}</p>
      ) : (
        <>
          <ol className="mt-2 flex flex-col">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2">
                <a href={inView(item.product_url)} className="py-1 text-sm text-neutral-900 hover:text-brand-700 hover:underline">
                  {item.name}
                </a>
                <ComparePostButton
                  action={urls.remove}
                  data={{ product: item.id }}
                  getFormKey={getFormKey}
                  label={t('Remove This Item: %1', item.name)}
                  variant="ghost"
                  size="icon"
                  className="shrink-0"
                >
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
                    <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
                  </svg>
                </ComparePostButton>
              </li>
            ))}
          </ol>
          <div className="mt-3 flex items-center justify-between gap-3">
            <a
              href={inView(section.listUrl ?? urls.compare)}
              className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t('Compare')}
            </a>
            <ComparePostButton action={urls.clear} getFormKey={getFormKey} slot="compare-clear">
              {t('Clear All')}
            </ComparePostButton>
          </div>
        </>
      )}
    </section>
  );
}
