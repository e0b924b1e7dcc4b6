/** What other capabilities' components show of the catalogue: its product carousel (the cart's "More Choices"). */
export { ProductCarousel, type ProductCarouselProps } from './components/product-carousel';
