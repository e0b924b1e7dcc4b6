/** What other capabilities' components show of the catalogue: its product carousel (the cart's "More Choices"). */
export { ProductCarousel } from './components/product-carousel';
