import { t } from '@shop/ui/i18n';
import { ProductCarousel } from '../../src/features/catalog/components/product-carousel';
import type { ProductSuggestions as Suggestions } from '../../src/features/catalog/types';
import { TileListActions } from './tile-list-actions';
import { ListImpressions } from './list-impressions';

/** The analytics list names of the product page's carousels. */
const RELATED_LIST = 'Related Products';
const UPSELL_LIST = 'Upsell Products';

/**
 * Below the product: "Related Products" and the upsells ("We found other products you might
 * like!") in the kit's Carousel (keyboard operable: its buttons and the links in it). A carousel
 * with nothing to show is left out.
 */
export function ProductSuggestions({ related, upsell }: Suggestions) {
  const blocks = [
    { id: 'related', title: t('Related Products'), products: related, listName: RELATED_LIST },
    { id: 'upsell', title: t('We found other products you might like!'), products: upsell, listName: UPSELL_LIST },
  ].filter((block) => block.products.length > 0);
  return (
    <>
      {blocks.map((block) => (
        <section key={block.id} aria-labelledby={`product-${block.id}`} data-slot={`product-${block.id}`} className="flex flex-col gap-4 border-t border-neutral-200 pt-6">
          <h2 id={`product-${block.id}`} className="text-xl font-bold text-neutral-900">
            {block.title}
          </h2>
          <ProductCarousel products={block.products} label={block.title} listName={block.listName} renderAction={(product) => <TileListActions product={product} />} />
          <ListImpressions products={block.products} listName={block.listName} />
        </section>
      ))}
    </>
  );
}
