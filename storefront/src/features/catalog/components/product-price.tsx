import { Price, type PriceProps } from '@shop/ui/price';
import type { ProductPriceData } from '../types';
import { useStoreView } from '../../store-views/hooks';

export interface ProductPriceProps extends Pick<PriceProps, 'size' | 'className'> {
  /** The product's (or the chosen child's) price from the catalogue view. */
  price: ProductPriceData;
}

/** A catalogue price through the kit's Price: "As low as" for a configurable product whose children differ. */
export function ProductPrice({ price, ...props }: ProductPriceProps) {
  // Formatted for the page's view (ADR 0040): its currency came converted with the price.
  const { locale } = useStoreView();
  return (
    <Price
      data-price-amount={price.amount}
      amount={price.amount}
      regularAmount={price.regularAmount}
      prefix={price.asLowAs ? 'as-low-as' : undefined}
      currency={price.currency}
      locale={locale}
      {...props}
    />
  );
}
