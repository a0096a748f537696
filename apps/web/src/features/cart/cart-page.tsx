import { ComingSoon } from '../../components/coming-soon';

/** The member's cart (login only); it arrives with the cart release. */
export default function CartPage() {
  return <ComingSoon titleKey="routes.cart" />;
}
