import { formatMoney } from '@shop/ui/money';
import { cn } from '@shop/ui/cn';
import { t } from '@shop/ui/i18n';
import type { CheckoutTotals } from '../contract';
import { useStoreView } from '../../store-views/hooks';

export interface OrderSummaryProps {
  /** The server's totals; undefined while the first estimate loads (the space stays reserved). */
  totals: CheckoutTotals | undefined;
  /** Classes of the panel. @default undefined */
  className?: string;
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div data-slot="order-summary-row" className={cn('flex justify-between gap-4', strong && 'border-t border-neutral-300 pt-3 text-lg font-bold')}>
      <dt>{label}</dt>
      <dd className="text-end tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Luma's checkout sidebar: the items with quantity and row total, then Cart Subtotal, Shipping
 * (with the method's title), the Discount of a code, Tax and Order Total. Every figure comes from the server.
 */
export function OrderSummary({ totals, className }: OrderSummaryProps) {
  const { locale } = useStoreView();
  const money = (minor: number) => formatMoney(minor, { currency: totals?.currency, locale });
  return (
    <aside
      aria-labelledby="order-summary-title"
      data-slot="order-summary"
      data-state={totals ? 'ready' : 'loading'}
      className={cn('min-h-[16rem] rounded-lg bg-neutral-50 p-5 lg:p-6', className)}
    >
      <h2 id="order-summary-title" className="text-xl font-bold">
        {t('Order Summary')}
      </h2>
      {totals ? (
        <>
          <p className="mt-1 text-sm text-neutral-700">
            {totals.items_qty === 1 ? t('%1 Item in Cart', totals.items_qty) : t('%1 Items in Cart', totals.items_qty)}
          </p>
          <ul data-slot="order-summary-items" className="mt-4 flex flex-col gap-3 border-t border-neutral-200 pt-4">
            {totals.items.map((item) => (
              <li key={item.item_id} className="flex gap-3 text-sm">
                <img src={item.image.src} alt={item.image.alt} width={56} height={70} className="h-[70px] w-14 shrink-0 rounded object-cover" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{item.name}</span>
                  {item.options.length ? <span className="text-neutral-700">{item.options.map((option) => `${option.label}: ${option.value}`).join(', ')}</span> : null}
                  <span className="text-neutral-700">{t('Qty %1', item.qty)}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{money(item.row_total)}</span>
              </li>
            ))}
          </ul>
          <dl data-slot="order-summary-totals" className="mt-4 flex flex-col gap-2 border-t border-neutral-200 pt-4">
            <SummaryRow label={t('Cart Subtotal')} value={money(totals.subtotal)} />
            <SummaryRow label={totals.shipping_title ? t('Shipping (%1)', totals.shipping_title) : t('Shipping')} value={money(totals.shipping)} />
            {totals.discount ? <SummaryRow label={t('Discount')} value={money(-totals.discount)} /> : null}
            <SummaryRow label={t('Tax')} value={money(totals.tax)} />
            <SummaryRow label={t('Order Total')} value={money(totals.grand_total)} strong />
          </dl>
        </>
      ) : (
        <div aria-hidden="true" className="mt-4 flex flex-col gap-3">
          <div className="h-16 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
          <div className="h-24 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
        </div>
      )}
    </aside>
  );
}
