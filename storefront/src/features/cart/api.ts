// What other features use of the cart's server side: the notices of a product added to the cart or
// not (the wish list's Add to Cart and Reorder say them as the cart's own add does).
export { addedToCart, noLongerAvailable, notAddedText, notAddedToCart } from './cart.server';
