import { t } from '@shop/ui/i18n';
import type { ReactNode } from 'react';
import { ProductCarousel } from '../../catalog/index';
import type { ProductTileData } from '../../catalog/types';
import { MoreChoicesSpace } from './more-choices-space';

/** The analytics list name of the cart page's cross-sells (Luma's block is "crosssell"). */
export const MORE_CHOICES_LIST = 'Crosssell Products';

export interface MoreChoicesProps {
  /** The cross-sells; undefined while they load (the space stays reserved). */
  products: readonly ProductTileData[] | undefined;
  /** Under each product, outside its link: Add to Wish List and Add to Compare on the page. @default undefined */
  renderAction?: (product: ProductTileData) => ReactNode;
  /** Rendered with the products once shown: the page pushes their impressions. @default undefined */
  impressions?: (products: readonly ProductTileData[]) => ReactNode;
}

/**
 * Luma's cross-sell block under the cart ("More Choices:"): products related to what is in the
 * cart, in the product page's carousel (keyboard operable). Nothing when there is none to offer.
 */
export function MoreChoices({ products, renderAction, impressions }: MoreChoicesProps) {
  if (products === undefined) return <MoreChoicesSpace />;
  if (products.length === 0) return null;
  return (
    <section data-slot="more-choices" data-state="ready" aria-labelledby="more-choices-title" className="flex flex-col gap-4 border-t border-neutral-200 pt-6">
      <h2 id="more-choices-title" className="text-xl font-bold text-neutral-900">
        {t('More Choices:')}
      </h2>
      <ProductCarousel products={products} label={t('More Choices')} listName={MORE_CHOICES_LIST} renderAction={renderAction} />
      {impressions?.(products)}
    </section>
  );
}
