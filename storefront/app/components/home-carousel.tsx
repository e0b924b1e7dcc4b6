import { ProductCarousel, type ProductCarouselProps } from '../../src/features/catalog/components/product-carousel';
import { TileListActions } from './tile-list-actions';

/** The home page's product carousel with Add to Wish List and Add to Compare under each product (loaded with the carousel, after the page). */
export function HomeCarousel(props: Omit<ProductCarouselProps, 'renderAction'>) {
  return <ProductCarousel {...props} renderAction={(product) => <TileListActions product={product} />} />;
}
