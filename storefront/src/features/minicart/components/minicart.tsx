import { lazy } from 'react';
import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import { DropdownDialog } from '@shop/ui/dropdown-dialog';
import { useStoreView } from '../../store-views/hooks';
import { itemsCount } from '../model';
import type { MiniCartDropdownProps } from './minicart-dropdown';

const loadDropdown = () => import('./minicart-dropdown');
const MiniCartDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.MiniCartDropdown })));

export type MiniCartProps = MiniCartDropdownProps & {
  /** Whether the dropdown is open (controlled: opening it closes the other menus). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
};

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-2">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20.5" r="1.3" />
      <circle cx="17" cy="20.5" r="1.3" />
    </svg>
  );
}

/**
 * The mini cart: a trigger with the item count (its space reserved until the cart
 * section is known) and the kit's dropdown dialog 'My Cart', whose content's code loads
 * on the first hover or press. A press outside or Escape closes it; a quantity being
 * edited is not lost to a mouse that wanders off (no mouse-leave close).
 */
export function MiniCart({ open, onOpenChange, className, ...dropdown }: MiniCartProps) {
  const count = dropdown.cart?.summary_count;
  const { locale } = useStoreView();
  return (
    <div data-slot="minicart" data-state={open ? 'open' : 'closed'} className={cn('relative', className)}>
      <DropdownDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('My Cart')}
        closeOnMouseLeave={false}
        className="w-[min(24rem,calc(100vw-1rem))]"
        trigger={
          <button
            type="button"
            onPointerEnter={() => void loadDropdown()}
            onFocus={() => void loadDropdown()}
            className="relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-neutral-900 hover:bg-neutral-100"
          >
            <CartIcon />
            <span className="sr-only lg:not-sr-only lg:text-sm lg:font-semibold">{t('My Cart')}</span>
            <span
              data-slot="minicart-counter"
              aria-hidden={count === undefined || count === 0 ? true : undefined}
              className={cn(
                'absolute top-0.5 end-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs font-bold text-white lg:static lg:h-6 lg:min-w-6',
                (count === undefined || count === 0) && 'invisible',
              )}
            >
              {/* The words say it (Arabic's dual has no number), the number shows; the words first, so the text starts with the count. */}
              <span className="sr-only">{itemsCount(locale, count ?? 0)}</span>
              <span aria-hidden="true">{count ?? 0}</span>
            </span>
          </button>
        }
      >
        <MiniCartDropdown {...dropdown} />
      </DropdownDialog>
    </div>
  );
}
