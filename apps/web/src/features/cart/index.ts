// What other features use of the cart: adding a product or a hotel stay to it, and the cart's
// query keys (the session refreshes them when the live connection pushes a new count).
export { cartQueries, useAddToCart } from './cart-queries';
