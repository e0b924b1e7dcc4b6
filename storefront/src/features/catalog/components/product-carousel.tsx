import type { ReactNode } from 'react';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from '@shop/ui/carousel';
import { Picture } from '@shop/ui/gallery';
import { ANALYTICS_LIST_NAME_ATTRIBUTE, ANALYTICS_PRODUCT_ID_ATTRIBUTE, ANALYTICS_PRODUCT_ITEM_ATTRIBUTE } from '../../../config/constants';
import type { ProductTileData } from '../types';
import { ProductPrice } from './product-price';
import { TILE_IMAGE_SIZES } from './product-tile';
import { useViewPath } from '../../store-views/hooks';

export interface ProductCarouselProps {
  products: readonly ProductTileData[];
  /** Names the carousel, e.g. 'New in tops'. */
  label: string;
  /** The list's name for analytics: each product link's click is tracked under it. */
  listName?: string;
  /** A control under each product's link (e.g. Add to Wish List), outside the link. */
  renderAction?: (product: ProductTileData) => ReactNode;
}

/** Products in a carousel (four at a time on wide screens, two on phones), each opening its page. */
export function ProductCarousel({ products, label, listName, renderAction }: ProductCarouselProps) {
  const inView = useViewPath();
  return (
    <Carousel label={label} itemsPerView={4} autoplay={false} className="relative">
      <CarouselContent>
        {products.map((product) => (
          <CarouselItem key={product.id} className="flex flex-col">
            <a
              href={inView(product.url)}
              {...(listName ? { [ANALYTICS_PRODUCT_ITEM_ATTRIBUTE]: '', [ANALYTICS_LIST_NAME_ATTRIBUTE]: listName, [ANALYTICS_PRODUCT_ID_ATTRIBUTE]: product.id } : {})}
              className="group flex flex-1 flex-col rounded-lg border border-neutral-200 bg-white p-3 hover:shadow-md"
            >
              <Picture
                image={product.image}
                alt=""
                sizes={TILE_IMAGE_SIZES}
                // Requested when the carousel comes near and the slide is within half a view of the visible ones.
                whenNear
                className="aspect-[4/5] h-auto w-full rounded-md bg-neutral-50 object-cover"
              />
              <span className="mt-3 font-semibold text-neutral-900 group-hover:text-brand-700 group-hover:underline">{product.name}</span>
              <ProductPrice price={product.price} className="mt-1" />
            </a>
            {renderAction ? <div className="px-3 pt-1">{renderAction(product)}</div> : null}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex justify-end gap-2">
        <CarouselPrevious />
        <CarouselNext />
      </div>
    </Carousel>
  );
}
