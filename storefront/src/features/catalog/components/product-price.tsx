import { Price, type PriceProps } from '@shop/ui/price';
import type { ProductPriceData } from '../types';

export interface ProductPriceProps extends Pick<PriceProps, 'size' | 'className'> {
  /** The product's (or the chosen child's) price from the catalogue view. */
  price: ProductPriceData;
}

/** A catalogue price through the kit's Price: "As low as" for a configurable product whose children differ. */
export function ProductPrice({ price, ...props }: ProductPriceProps) {
  return (
    <Price
      data-price-amount={price.amount}
      amount={price.amount}
      regularAmount={price.regularAmount}
      prefix={price.asLowAs ? 'as-low-as' : undefined}
      currency={price.currency}
      {...props}
    />
  );
}
