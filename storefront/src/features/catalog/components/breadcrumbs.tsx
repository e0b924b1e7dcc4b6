import { t } from '@shop/ui/i18n';
import type { Breadcrumb } from '../types';
import { useViewPath } from '../../store-views/hooks';

/** The trail to the page shown; the last entry is the page itself. */
export function Breadcrumbs({ items, current }: { items: readonly Breadcrumb[]; current: string }) {
  // The trail may end with the page itself; it is shown once, as the current entry.
  const inView = useViewPath();
  const trail = items.at(-1)?.label === current ? items.slice(0, -1) : items;
  return (
    <nav aria-label={t('Breadcrumb')} data-slot="breadcrumbs" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-700">
        {trail.map((crumb) => (
          <li key={crumb.url} className="flex items-center gap-1">
            <a href={inView(crumb.url)} className="text-brand-700 hover:underline">
              {crumb.label}
            </a>
            <span aria-hidden="true" className="text-neutral-500">
              ›
            </span>
          </li>
        ))}
        <li aria-current="page" className="text-neutral-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}
