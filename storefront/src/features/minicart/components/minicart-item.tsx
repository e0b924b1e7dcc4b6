import { useId, useState, type ReactNode } from 'react';
import { Button } from '@shop/ui/button';
import { cn } from '@shop/ui/cn';
import { ConfirmDialog } from '@shop/ui/confirm-dialog';
import { Price } from '@shop/ui/price';
import { t } from '@shop/ui/i18n';
import type { ItemChangeResponse } from '../contract';
import { canUpdateQty, parseQty, qtyAfterBlur, storedQty } from '../model';
import type { CartItem } from '../../cart/contract';
import { useStoreView, useViewPath } from '../../store-views/hooks';

export interface MiniCartItemProps {
  item: CartItem;
  /** Posts the new quantity (call 10). */
  onUpdateQty: (item: CartItem, qty: number) => Promise<ItemChangeResponse | null>;
  /** Posts the removal (call 11), after the shopper confirmed. */
  onRemove: (item: CartItem) => Promise<ItemChangeResponse | null>;
  /** The cart section's currency (ISO 4217). */
  currency: string;
  /** Shows the line's total (unit price × quantity) with labelled prices, as the cart page does. @default false */
  showRowTotal?: boolean;
}

/** Draws what a product type shows between the name and the quantity. */
export type ItemRenderer = (item: CartItem) => ReactNode;

const noDetails: ItemRenderer = () => null;

/** The chosen options of a configurable line (colour, size). */
const optionDetails: ItemRenderer = (item) => {
  if (!item.options?.length) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-neutral-700">
      {item.options.map((option) => (
        <div key={option.label} className="contents">
          <dt className="font-semibold">{option.label}:</dt>
          <dd>{option.value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** Item renderers by product_type; types not listed use the default (SPEC.md §2). */
export const itemRenderers: Record<string, ItemRenderer> = {
  default: noDetails,
  configurable: optionDetails,
};

/** The renderer for a product type, or the default one. */
export function resolveItemRenderer(productType: string | undefined): ItemRenderer {
  return (productType && itemRenderers[productType]) || noDetails;
}

/**
 * One mini cart line: image, name, unit price, options, the quantity with its update button
 * (fading in over 300 ms only for a valid changed number) and the remove action
 * behind the confirm question.
 */
export function MiniCartItemRow({ item, onUpdateQty, onRemove, currency, showRowTotal = false }: MiniCartItemProps) {
  const { locale } = useStoreView();
  const inView = useViewPath();
  const inputId = useId();
  const stored = storedQty(item);
  const [text, setText] = useState(String(stored));
  const [busy, setBusy] = useState(false);
  const [justUpdated, setJustUpdated] = useState(false);

  // A new stored quantity (the cart section reloaded) replaces what is in the input.
  const [prevStored, setPrevStored] = useState(stored);
  if (prevStored !== stored) {
    setPrevStored(stored);
    setText(String(stored));
    setJustUpdated(false);
  }

  const showUpdate = !justUpdated && canUpdateQty(text, stored);
  const renderDetails = resolveItemRenderer(item.product_type);
  const name = item.product_name ?? '';

  const update = async () => {
    if (!canUpdateQty(text, stored)) return;
    setBusy(true);
    try {
      const response = await onUpdateQty(item, parseQty(text));
      if (response?.success) setJustUpdated(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-slot="minicart-item" data-product-type={item.product_type ?? 'default'} className="flex gap-3 border-b border-neutral-200 py-4 last:border-b-0">
      {item.product_image ? (
        <img
          src={item.product_image.src}
          alt=""
          width={72}
          height={90}
          loading="lazy"
          className="h-[90px] w-[72px] shrink-0 rounded-md bg-neutral-50 object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        {item.product_has_url !== false && item.product_url ? (
          <a href={inView(item.product_url)} className="font-semibold text-neutral-900 hover:text-brand-700 hover:underline">
            {name}
          </a>
        ) : (
          <span className="font-semibold">{name}</span>
        )}
        {showRowTotal ? (
          <dl data-slot="minicart-item-prices" className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex items-baseline gap-2">
              <dt className="text-neutral-700">{t('Price')}</dt>
              <dd data-slot="minicart-item-price">
                <Price size="sm" amount={item.product_price_minor} regularAmount={item.product_regular_price_minor} currency={currency} locale={locale} />
              </dd>
            </div>
            <div className="flex items-baseline gap-2">
              <dt className="text-neutral-700">{t('Subtotal')}</dt>
              <dd data-slot="minicart-item-row-total">
                <Price size="sm" amount={item.row_total_minor} currency={currency} locale={locale} />
              </dd>
            </div>
          </dl>
        ) : (
          <p data-slot="minicart-item-price" className="mt-1">
            <Price size="sm" amount={item.product_price_minor} regularAmount={item.product_regular_price_minor} currency={currency} locale={locale} />
          </p>
        )}
        {renderDetails(item)}
        {item.message ? <p className="mt-1 text-sm text-danger-600">{item.message}</p> : null}
        <form
          className="mt-2 flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void update();
          }}
        >
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t('Qty')}
          </label>
          <input
            id={inputId}
            name="item_qty"
            inputMode="numeric"
            value={text}
            disabled={busy}
            data-item-id={item.item_id}
            aria-label={t('Qty of %1', name)}
            onChange={(event) => {
              setText(event.target.value);
              setJustUpdated(false);
            }}
            onBlur={() => setText((current) => qtyAfterBlur(current, stored))}
            className="h-9 w-16 rounded-md border border-neutral-500 px-2 text-center focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:bg-neutral-100"
          />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            data-slot="minicart-item-update"
            data-state={showUpdate ? 'visible' : 'hidden'}
            disabled={busy || !showUpdate}
            aria-hidden={showUpdate ? undefined : true}
            tabIndex={showUpdate ? undefined : -1}
            className={cn(
              'transition-[opacity,visibility] duration-fade',
              showUpdate ? 'visible opacity-100' : 'invisible opacity-0',
            )}
          >
            {t('Update')}
          </Button>
        </form>
      </div>
      <ConfirmDialog
        content={t('Are you sure you would like to remove this item from the shopping cart?')}
        confirmVariant="danger"
        onConfirm={async () => {
          setBusy(true);
          try {
            await onRemove(item);
          } finally {
            setBusy(false);
          }
        }}
        trigger={
          <button
            type="button"
            disabled={busy}
            aria-label={t('Remove %1', name)}
            className="inline-flex size-10 shrink-0 items-center justify-center self-start rounded-md text-neutral-700 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        }
      />
    </li>
  );
}
