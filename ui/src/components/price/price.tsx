import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatMoney, type Minor } from '../../money';

export const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5 tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

/** What a price says before its amount. */
export type PricePrefix = 'as-low-as';

/** The visible text of each prefix (translated through `t()`). */
export const PRICE_PREFIX_TEXT: Record<PricePrefix, string> = { 'as-low-as': 'As low as' };

export type PriceProps = Omit<React.ComponentProps<'span'>, 'prefix' | 'children'> & {
    /** The text size: `sm` in lists and the mini cart, `md` in product cards, `lg` on the product page. @default 'md' */
    size?: VariantProps<typeof priceVariants>['size'];
    /** What the shopper pays, in minor units (1999 is $19.99). */
    amount: Minor;
    /**
     * The regular price in minor units. When it is above `amount` the price is a special
     * price: the old amount is shown struck through ("Regular Price") beside the new one
     * ("Special Price"). Equal or lower, it is ignored. @default undefined (no special price)
     */
    regularAmount?: Minor;
    /** Text before the amount: 'as-low-as' for a product whose options cost different amounts. @default undefined */
    prefix?: PricePrefix;
    /** ISO 4217 code of the store's currency. @default 'USD' */
    currency?: string;
    /** BCP 47 locale for the digits and symbols. @default 'en-US' */
    locale?: string;
  };

/**
 * A price in the store's currency, formatted with `Intl.NumberFormat` from integer minor
 * units. A special price shows the new amount and the old one struck through; each carries
 * visually hidden text, because a strike-through is not announced by screen readers.
 *
 * **When to use**: every amount shown to the shopper (product cards, product page, cart, totals),
 * from integer minor units in the store's currency. Never format money by hand.
 *
 * **Accessibility**: no widget pattern; a special price carries visually hidden 'Special Price' and
 * 'Regular Price' text, because a strike-through is not announced. Keyboard: none; it is not
 * focusable.
 */
export function Price({
  amount,
  regularAmount,
  prefix,
  currency = DEFAULT_CURRENCY,
  locale = DEFAULT_LOCALE,
  size,
  className,
  ...props
}: PriceProps) {
  const format = { currency, locale };
  const special = regularAmount !== undefined && regularAmount > amount;
  return (
    <span
      data-slot="price"
      data-size={size ?? 'md'}
      data-state={special ? 'special' : 'regular'}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {prefix ? (
        <span data-slot="price-prefix" className="text-[0.875em] font-normal text-neutral-700">
          {t(PRICE_PREFIX_TEXT[prefix])}
        </span>
      ) : null}
      {/* Spaces between the parts keep the accessible text readable; the gap draws the space. */}
      {prefix ? ' ' : null}
      {special ? (
        <>
          <span data-slot="price-special" className="font-bold text-danger-700">
            <span className="sr-only">{t('Special Price')} </span>
            {formatMoney(amount, format)}
          </span>{' '}
          <span data-slot="price-regular" className="text-[0.875em] font-normal text-neutral-700">
            <span className="sr-only">{t('Regular Price')} </span>
            <s>{formatMoney(regularAmount, format)}</s>
          </span>
        </>
      ) : (
        <span data-slot="price-amount" className="font-bold text-neutral-900">
          {formatMoney(amount, format)}
        </span>
      )}
    </span>
  );
}
