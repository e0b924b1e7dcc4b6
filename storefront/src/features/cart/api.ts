// What other features use of the cart's server side: the notice of a product added to the cart
// (the wish list's Add to Cart says it as the cart's own add does).
export { addedToCart } from './cart.server';
