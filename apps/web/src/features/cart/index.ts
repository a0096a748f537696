// What other features use of the cart: adding a product or a hotel stay to it.
export { useAddToCart } from './cart-queries';
