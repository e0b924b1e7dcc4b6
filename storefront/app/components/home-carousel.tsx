import { ProductCarousel, type ProductCarouselProps } from '../../src/features/catalog/components/product-carousel';
import { AddToWishlist } from './add-to-wishlist';

/** The home page's product carousel with Add to Wish List under each product (loaded with the carousel, after the page). */
export function HomeCarousel(props: Omit<ProductCarouselProps, 'renderAction'>) {
  return <ProductCarousel {...props} renderAction={(product) => <AddToWishlist product={product} />} />;
}
