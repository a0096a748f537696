import { ComingSoon } from '../../components/coming-soon';

/** Order detail; it arrives with the orders release. */
export default function OrderDetailsPage() {
  return <ComingSoon titleKey="routes.orderDetails" />;
}
