import { t } from '@shop/ui/i18n';
import { useViewPath } from '../../store-views/hooks';

/** The shop's logo: a link to the home page of the page's store view. */
export function Logo({ className }: { className?: string }) {
  const inView = useViewPath();
  return (
    <a href={inView('/')} aria-label={t('Shop home')} data-slot="logo" className={className}>
      <span className="flex items-center gap-2 text-brand-900">
        <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
          <rect width="32" height="32" rx="8" className="fill-brand-700" />
          <path d="M6 23 13 10l4.5 7.5L20 14l6 9Z" className="fill-white" />
        </svg>
        {/* The brand is the same in every language. */}
        {/* eslint-disable shop/no-literal-text */}
        <span className="text-xl leading-none font-bold tracking-tight">
          Summit<span className="font-normal text-brand-700"> Outfitters</span>
        </span>
        {/* eslint-enable shop/no-literal-text */}
      </span>
    </a>
  );
}
